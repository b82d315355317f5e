#!/usr/bin/env bash
# Builds the catalog afresh and takes the README's screenshots with headless chromium:
#   docs/catalog-showcase.png      the showcase (showcase.html), 1660×1010
#   docs/catalog-float-label.png   the float-label text field's page (component-text-input-field.html), 1260×1000
#   docs/catalog-themed.png        the showcase in the sample theme, Examples/Themes/Brand.theme.json, 1660×1010
#
#   scripts/screenshots.sh           writes the three files
#   scripts/screenshots.sh --check   writes them into a temporary folder instead and only checks
#                                    that each was taken (a PNG of the window's size); the pixels
#                                    depend on the machine's chromium and fonts, so they are not
#                                    compared with the committed files
#
# Each site is built into a new temporary folder by `swift run tally catalog`, so the pictures
# are of the sources as they are. CHROMIUM may name the browser (default: chromium, else
# chromium-browser or google-chrome on the PATH). Exits 1 if the browser is missing or a
# screenshot was not written.
set -euo pipefail
cd "$(dirname "$0")/.."

check=0
if [[ ${1:-} == --check ]]; then check=1; shift; fi
[[ $# -eq 0 ]] || { echo "usage: scripts/screenshots.sh [--check]" >&2; exit 2; }

browser=${CHROMIUM:-}
if [[ -z $browser ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then browser=$(command -v "$candidate"); break; fi
  done
fi
[[ -n $browser && -x $browser ]] || { echo "screenshots.sh: no chromium (apt-get install -y chromium, or set CHROMIUM)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
site=$work/catalog
themed=$work/themed
out=docs
if [[ $check -eq 1 ]]; then out=$work/shots; mkdir -p "$out"; fi

swift build --product tally >/dev/null
swift run tally catalog --out "$site" >/dev/null
# The theme's warnings (a font the catalog stands in for) go to the terminal.
swift run tally catalog --theme Examples/Themes/Brand.theme.json --out "$themed" >/dev/null

shoot() {  # site, page, width, height, output
  rm -f "$5"
  "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --virtual-time-budget=3000 --window-size="$3,$4" --screenshot="$5" "file://$1/$2" >/dev/null 2>&1 || true
  # A PNG's width and height are the big-endian words at bytes 16 and 20.
  if [[ ! -s $5 ]] || [[ $(od -An -tu1 -j16 -N8 "$5" | awk '{ print $3 * 256 + $4 "x" $7 * 256 + $8 }') != "$3x$4" ]]; then
    echo "screenshots.sh: $5 was not written at $3×$4 from $2" >&2
    exit 1
  fi
  echo "wrote $5 ($3×$4, $2)"
}
shoot "$site" showcase.html 1660 1010 "$out/catalog-showcase.png"
shoot "$site" component-text-input-field.html 1260 1000 "$out/catalog-float-label.png"
shoot "$themed" showcase.html 1660 1010 "$out/catalog-themed.png"
