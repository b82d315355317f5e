#!/usr/bin/env bash
# Cold start: each measurement is a fresh process (release build) that makes a Locale (not timed)
# and then does one first thing; prints the median of RUNS processes per measurement, each one's
# ratio to the first NumberFormatter with one format, and the resident memory the first use adds
# (all of it, and the anonymous part).
#
#   Benchmarks/cold-start.sh [RUNS] [LOCALE]                  # defaults: 21 en_US
#   Benchmarks/cold-start.sh --instructions [LOCALE]          # instructions of each first use
#
# --instructions runs each measurement once under valgrind's callgrind, counting only the
# instructions of the measured function (each firstUse… function): a figure that does not move with the
# machine's load. It needs valgrind (apt-get install valgrind).
set -euo pipefail
cd "$(dirname "$0")/.."
modes="formatter formatstyle formatstyle-double amount amount-own amount-voiceover amount-prewarmed string plural"
swift build -c release --package-path Benchmarks/ColdStart >/dev/null
binary=Benchmarks/ColdStart/.build/release/cold-start
if [[ "${1:-}" == "--instructions" ]]; then
  locale=${2:-en_US}
  command -v valgrind >/dev/null || { echo "cold-start.sh --instructions needs valgrind" >&2; exit 1; }
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  declare -A count
  for mode in $modes; do
    valgrind --tool=callgrind --callgrind-out-file="$scratch/$mode" --toggle-collect='*firstUse*' \
      "$binary" "$mode" "$locale" >/dev/null 2>"$scratch/$mode.log"
    count[$mode]=$(grep -o 'Collected : [0-9]*' "$scratch/$mode.log" | grep -o '[0-9]*$')
  done
  printf '%-17s %14s %8s %8s\n' "first" "instructions" "× NF" "× FS"
  for mode in $modes; do
    awk -v m="$mode" -v c="${count[$mode]}" -v f="${count[formatter]}" -v s="${count[formatstyle]}" \
      'BEGIN { printf "%-17s %14d %8.2f %8.2f\n", m, c, c/f, c/s }'
  done
  echo "(one process each under callgrind, locale $locale; instructions of the first use alone)"
  exit 0
fi
runs=${1:-21}
locale=${2:-en_US}
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
declare -A time memory anonymous samples
# Round-robin: each round runs every measurement once, so a change in the machine's load during
# the run moves all of them alike instead of skewing the ratios.
for _ in $(seq "$runs"); do
  for mode in none $modes; do
    samples[$mode]+=$("$binary" "$mode" "$locale")$'\n'
  done
done
for mode in none $modes; do
  time[$mode]=$(cut -f2 <<<"${samples[$mode]%$'\n'}" | median)
  memory[$mode]=$(cut -f3 <<<"${samples[$mode]%$'\n'}" | median)
  anonymous[$mode]=$(cut -f4 <<<"${samples[$mode]%$'\n'}" | median)
done
printf '%-17s %12s %8s %8s %14s %14s\n' "first" "median µs" "× NF" "× FS" "resident +KB" "anonymous +KB"
for mode in $modes; do
  awk -v m="$mode" -v t="${time[$mode]}" -v f="${time[formatter]}" -v s="${time[formatstyle]}" -v r="${memory[$mode]}" -v b="${memory[none]}" \
    -v a="${anonymous[$mode]}" -v ab="${anonymous[none]}" \
    'BEGIN { printf "%-17s %12.0f %8.2f %8.2f %14.0f %14.0f\n", m, t/1000, t/f, t/s, (r-b)/1024, (a-ab)/1024 }'
done
echo "($runs fresh processes each, locale $locale; memory is what the first use adds, over a process that does nothing:"
echo " all resident pages, and the anonymous ones (heap and runtime data, what iOS counts in an app's footprint)"
echo " without the code and constant pages the kernel maps in 64 KB windows around each first touch)"
