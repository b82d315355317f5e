#!/usr/bin/env bash
# Fuzzes Tally's parsers with libFuzzer. Usage: scripts/fuzz.sh [runs per target] [targets…]
# Builds TallyCore, TallyToolSupport, TallyTokenCompiler, Fuzz/Checks and Fuzz/FuzzTargets.swift into one instrumented
# binary (swiftc -sanitize=fuzzer,address), then runs each target for the given number of
# executions from its seed corpus in Fuzz/Corpus/<target> and its past findings in Fuzz/Regressions/<target>. New inputs go to a scratch corpus;
# a crash leaves crash-* in Fuzz/Crashes and makes the script fail.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-20000}
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then targets=(paste keys catalog ecb ecbencodings plural tokens expression emitters arithmetic); fi
work=$(mktemp -d)
# The scratch folder goes however the script ends; crashes are saved to Fuzz/Crashes, outside it.
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
mkdir -p "$work/src" Fuzz/Crashes
# The sources are copied flat into one folder, so no two may share a file name.
find Sources/TallyCore Sources/TallyToolSupport Sources/TallyTokenCompiler Fuzz/Checks -name '*.swift' -type f | sort >"$work/sources"
mapfile -t sources <"$work/sources"
if [[ ${#sources[@]} -eq 0 ]]; then echo "FAILED: no Swift sources found"; exit 1; fi
duplicates=$(awk -F/ '{ print $NF }' "$work/sources" | sort | uniq -d)
if [[ -n $duplicates ]]; then
  echo "FAILED: sources that share a file name would overwrite each other:"
  awk -F/ 'NR == FNR { shared[$0]; next } $NF in shared' <(echo "$duplicates") "$work/sources"
  exit 1
fi
cp "${sources[@]}" "$work/src/"
# One module: `import TallyCore` and `import TallyTokenCompiler` have nothing to import.
sed -i -E '/^(@_spi\(Tally\) )?import Tally[A-Za-z]*$/d' "$work/src/"*.swift
echo "building the fuzzer ($(ls "$work/src" | wc -l) files)…"
if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name TallyFuzz -package-name TallyFuzz "$work/src/"*.swift Fuzz/FuzzTargets.swift \
  -o "$work/tally-fuzz" >"$work/build.log" 2>&1; then
  cat "$work/build.log"
  echo "FAILED: the fuzzer did not build"
  exit 1
fi
grep -v "warning: Cannot export local symbol" "$work/build.log" || true
status=0
for name in "${targets[@]}"; do
  mkdir -p "$work/corpus-$name"
  seeds=Fuzz/Corpus/$name
  # Every past finding is run again first, under the same sanitizers and leak check.
  regressions=""
  if [[ -d Fuzz/Regressions/$name ]]; then regressions=Fuzz/Regressions/$name; fi
  echo "== $name: $runs runs"
  started=$SECONDS
  # Inputs no longer than each parser reads: a paste is capped at 64 characters, plural
  # operands at 64, and 128 keys reach every limit of an amount (12 digits, 3 decimals) many
  # times over; files get 4 KB.
  case $name in
    paste | plural | expression) max_len=256 ;;
    emitters) max_len=512 ;;
    keys) max_len=128 ;;
    *) max_len=4096 ;;
  esac
  log="$work/$name.log"
  code=0
  TALLY_FUZZ_TARGET=$name "$work/tally-fuzz" -runs="$runs" -max_len=$max_len \
    -rss_limit_mb=2048 -artifact_prefix="Fuzz/Crashes/$name-" "$work/corpus-$name" "$seeds" $regressions >"$log" 2>&1 || code=$?
  grep -E "^#[0-9]+.*DONE|^Done|ERROR|crash-|leak-|panic|Fatal|SUMMARY" "$log" || true
  if [[ $code -ne 0 ]]; then status=1; echo "FAILED: $name exited with $code"; tail -40 "$log"; fi
  echo "   $name: $((SECONDS - started)) s, corpus $(ls "$work/corpus-$name" | wc -l) new inputs"
  if ls Fuzz/Crashes/"$name"-* >/dev/null 2>&1; then status=1; echo "CRASH in $name: see Fuzz/Crashes"; fi
done
exit $status
