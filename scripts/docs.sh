#!/usr/bin/env bash
# Builds the API documentation of TallyCore and TallyUI as one static site with DocC.
#
#   scripts/docs.sh OUT        writes the site to OUT; serve OUT from the site's root and open
#                              /documentation/ (e.g. `python3 -m http.server -d OUT`, then
#                              http://localhost:8000/documentation/tallycore)
#
# How:
# - TallyCore's symbol graph comes from the Linux build: `swift build --target TallyCore` in its
#   own scratch folder (.build-docs, so other builds are not disturbed), then
#   swift-symbolgraph-extract over the built module. Extracting from the built module, rather
#   than passing -emit-symbol-graph to the compiler, gives the graph even when the build was
#   already up to date and compiled nothing.
# - TallyUI imports SwiftUI, which Linux lacks: its symbol graph comes from the iOS type-check
#   (../shared/tools/ios-typecheck against the iPhoneOS 17.4 SDK, with -emit-symbol-graph).
#   Without the SDK, only TallyCore's documentation is built, and the script says so.
# - Each module has its own documentation catalog beside its sources (Sources/TallyCore/TallyCore.docc,
#   Sources/TallyUI/TallyUI.docc): `docc convert` documents one module per catalog, and SwiftPM
#   ignores a .docc folder in a target. Each is converted into an archive and `docc merge`
#   combines the two into one site with a landing page listing both modules. TallyUI's
#   documentation links TallyCore's symbols in code voice: DocC resolves ``links`` within one
#   module only.
# - Synthesized members (Equatable's !=, protocol default implementations, the long list of
#   View modifiers every view inherits) are left out: the pages document Tally's own API.
# - Any DocC warning fails the run (exit 1) and is printed.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ $# -eq 1 ]] || { echo "usage: scripts/docs.sh OUT" >&2; exit 2; }
out=$1
docc=$(command -v docc || true)
[[ -n $docc ]] || docc=$(dirname "$(readlink -f "$(command -v swift)")")/docc
[[ -x $docc ]] || { echo "docs.sh: no docc next to the Swift toolchain" >&2; exit 2; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/core" "$work/ios" "$work/ui"

echo "== TallyCore: symbol graph from the Linux build"
swift build --target TallyCore --scratch-path .build-docs 2>&1 | tail -1
bin=$(swift build --target TallyCore --scratch-path .build-docs --show-bin-path)
swift-symbolgraph-extract -module-name TallyCore -I "$bin/Modules" -target "$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)" \
  -minimum-access-level public -skip-synthesized-members -output-dir "$work/core"

echo "== TallyUI: symbol graph from the iOS type-check"
typecheck=../shared/tools/ios-typecheck/ios-typecheck
with_ui=0
if [[ -x $typecheck ]] && "$typecheck" status >/dev/null 2>&1; then
  # Symbol graphs leave out `@_spi(Tally)` declarations, so Tally's internals stay out of the pages.
  "$typecheck" TallyCore=Sources/TallyCore TallyUI=Sources/TallyUI \
    -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/ios" \
    -Xswiftc -symbol-graph-skip-synthesized-members -Xswiftc -emit-extension-block-symbols
  # TallyCore's iOS graph is not used: TallyCore is documented from the Linux build.
  cp "$work/ios"/TallyUI.symbols.json "$work/ios"/TallyUI@*.symbols.json "$work/ui/"
  with_ui=1
else
  echo "docs.sh: no iOS SDK on this machine: only TallyCore's documentation is built;"
  echo "         TallyUI's documentation was NOT built (it needs the iOS type-check's SDK:"
  echo "         ../shared/tools/ios-typecheck/ios-typecheck install <sdk git dir>)."
fi

log=$work/docc.log
: >"$log"
convert() { # NAME SYMBOLGRAPHS
  echo "== docc convert $1"
  "$docc" convert "Sources/$1/$1.docc" --additional-symbol-graph-dir "$2" \
    --output-path "$work/$1.doccarchive" --fallback-display-name "$1" --fallback-bundle-identifier "$1" \
    --transform-for-static-hosting --enable-experimental-external-link-support 2>&1 | tee -a "$log"
  [[ ${PIPESTATUS[0]} -eq 0 ]] || { echo "docs.sh: docc convert $1 failed"; exit 1; }
}
convert TallyCore "$work/core"
archives=("$work/TallyCore.doccarchive")
if [[ $with_ui == 1 ]]; then
  convert TallyUI "$work/ui"
  archives+=("$work/TallyUI.doccarchive")
fi

if grep -q "warning:" "$log"; then
  echo
  echo "docs.sh: FAILED: DocC warned ($(grep -c "warning:" "$log") warnings):"
  grep -A6 "warning:" "$log"
  exit 1
fi

echo "== docc merge"
rm -rf "$out"
mkdir -p "$(dirname "$out")"
"$docc" merge "${archives[@]}" --output-path "$out" --synthesized-landing-page-name Tally 2>&1 | tee -a "$log"
if grep -q "warning:" "$log"; then
  echo "docs.sh: FAILED: docc merge warned"; exit 1
fi

pages=$(find "$out/data/documentation" -name '*.json' | wc -l)
echo
if [[ $with_ui == 1 ]]; then
  echo "docs.sh: TallyCore and TallyUI documented: $pages pages in $out, 0 DocC warnings"
else
  echo "docs.sh: ONLY TallyCore documented: $pages pages in $out, 0 DocC warnings."
  echo "docs.sh: TallyUI's documentation was NOT built: no iOS SDK on this machine."
fi
