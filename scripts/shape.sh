#!/usr/bin/env bash
# The shape of the package at a revision (default: the working tree's HEAD), in figures:
# lines of TallyCore, public and @_spi declarations of the products, the look statics views read,
# public initializers per view, and what a component is made of.
#   scripts/shape.sh [REV]
set -uo pipefail
cd "$(dirname "$0")/.."
rev=${1:-HEAD}
files() { git ls-tree -r --name-only "$rev" -- "$@" | grep '\.swift$' || true; }
show() { git show "$rev:$1"; }
core_lines=0
while IFS= read -r f; do core_lines=$((core_lines + $(show "$f" | wc -l))); done < <(files Sources/TallyCore)
echo "TallyCore: $(files Sources/TallyCore | wc -l) files, $core_lines lines"
for module in TallyCore TallyUI; do
  public=0 spi=0
  while IFS= read -r f; do
    # Declarations: lines whose modifiers include `public` before a declaration keyword.
    counts=$(show "$f" | grep -E '^\s*(@[A-Za-z_]+(\([^)]*\))?\s+)*(public|open)\s+((static|final|mutating|nonisolated|override|convenience|indirect|nonmutating|class)\s+)*(func|var|let|init|subscript|struct|enum|class|protocol|typealias|actor|case|extension)\b' | awk '/@_spi/ { s++ } !/@_spi/ { p++ } END { print p+0, s+0 }')
    public=$((public + ${counts% *})); spi=$((spi + ${counts#* }))
  done < <(files "Sources/$module")
  echo "$module: $public public declarations, $spi @_spi(Tally) declarations"
done
statics=0
while IFS= read -r f; do
  statics=$((statics + $(show "$f" | grep -cE 'AppTapArea\.|AppFocusRing\.|TallyTokens\.FloatLabel|FieldBorder\.width\b|labelFontSize\b' || true)))
done < <(files Sources/TallyUI | grep -v '/Theme/')
echo "look statics read by views (AppTapArea, AppFocusRing, TallyTokens.FloatLabel, FieldBorder.width, labelFontSize) outside Theme/: $statics"
echo "public initializers per view (non-deprecated, most first):"
while IFS= read -r f; do
  n=$(show "$f" | awk '/@available\(\*, deprecated/ { skip = 1; next } /^[[:space:]]*public (convenience )?init[(<]/ { if (!skip) n++ } { if ($0 !~ /^[[:space:]]*@/) skip = 0 } END { print n+0 }')
  [[ $n -gt 0 ]] && printf '  %3d %s\n' "$n" "${f#Sources/TallyUI/}"
done < <(files Sources/TallyUI/Amount Sources/TallyUI/Forms) | sort -rn | head -8
echo "story files (one per component): $(files Sources/TallyStories/Components | wc -l)"
