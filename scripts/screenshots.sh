#!/usr/bin/env bash
# Builds the catalog and takes the README's screenshots with headless chromium:
# docs/catalog-showcase.png, docs/catalog-float-label.png, and docs/catalog-themed.png (the
# showcase in the sample theme, Examples/Themes/Brand.theme.json).
set -euo pipefail
cd "$(dirname "$0")/.."
site=$(mktemp -d)/catalog
themed=$(mktemp -d)/catalog
swift run -c release tally catalog --out "$site" >/dev/null
swift run -c release tally catalog --theme Examples/Themes/Brand.theme.json --out "$themed" >/dev/null
shoot() {  # site, page, width, height, output
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 \
    --window-size="$3,$4" --screenshot="$5" "file://$1/$2" 2>/dev/null
  echo "wrote $5"
}
shoot "$site" showcase.html 1660 1010 docs/catalog-showcase.png
shoot "$site" component-text-input-field.html 1260 1000 docs/catalog-float-label.png
shoot "$themed" showcase.html 1660 1010 docs/catalog-themed.png
