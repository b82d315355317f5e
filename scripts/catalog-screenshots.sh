#!/usr/bin/env bash
# Builds the catalog and takes the README's screenshots with headless chromium:
# docs/catalog-showcase.png and docs/catalog-float-label.png.
set -euo pipefail
cd "$(dirname "$0")/.."
site=$(mktemp -d)/catalog
swift run -c release tally catalog --out "$site" >/dev/null
shoot() {  # page, width, height, output
  chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --virtual-time-budget=3000 \
    --window-size="$2,$3" --screenshot="$4" "file://$site/$1" 2>/dev/null
  echo "wrote $4"
}
shoot showcase.html 1660 1010 docs/catalog-showcase.png
shoot component-text-input-field.html 1260 1000 docs/catalog-float-label.png
