#!/usr/bin/env bash
# The render path: what AmountInputView's body reads on a keystroke (the display, the conversion
# line, the reason of a refusal, VoiceOver's reading, the fitted size, the copy state, the
# refusal flags), in seven locales, against one format of the same amount with a cached
# NumberFormatter and with Decimal.FormatStyle.Currency, in one process.
#
#   Benchmarks/render-path.sh [ROUNDS]            # interleaved rounds (default 31), medians in ns
#   Benchmarks/render-path.sh --instructions      # instructions per operation, under callgrind
#
# --instructions counts 1,000 operations of each kind after 200 uncounted ones, under valgrind's
# callgrind (apt-get install valgrind): a figure that does not move with the machine's load.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks/ColdStart --product render-path >/dev/null
binary=Benchmarks/ColdStart/.build/release/render-path
if [[ "${1:-}" != "--instructions" ]]; then
  exec "$binary" rounds "${1:-31}"
fi
command -v valgrind >/dev/null || { echo "render-path.sh --instructions needs valgrind" >&2; exit 1; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
modes="render render-voiceover keystroke numberformatter formatstyle"
printf '%-20s %8s %10s %10s %8s %8s %9s %9s %10s\n' locale render "+VoiceOver" keystroke NF FS "NF/render" "NF/+VO" "NF/keystr"
for locale in en_US ru_RU de_CH ja_JP ar_SA hi_IN@numbers=deva fa_IR; do
  declare -A count
  for mode in $modes; do
    valgrind --tool=callgrind --callgrind-out-file="$scratch/out" --toggle-collect='*countedRun*' \
      "$binary" count "$mode" "$locale" 1000 >/dev/null 2>"$scratch/log"
    count[$mode]=$(grep -o 'Collected : [0-9]*' "$scratch/log" | grep -o '[0-9]*$')
  done
  awk -v l="$locale" -v r="${count[render]}" -v v="${count[render-voiceover]}" -v k="${count[keystroke]}" \
    -v n="${count[numberformatter]}" -v f="${count[formatstyle]}" \
    'BEGIN { printf "%-20s %8d %10d %10d %8d %8d %9.2f %9.2f %10.2f\n", l, r/1000, v/1000, k/1000, n/1000, f/1000, n/r, n/v, n/k }'
done
echo "(instructions per operation: 1,000 counted after 200 more; render = what the view reads, keystroke = the key and then that)"
