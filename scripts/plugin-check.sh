#!/usr/bin/env bash
# Tally's tools from an app's own package: builds Examples/PluginSample (an app's package that
# adds Tally as the README's Installation says, by URL and version) in a copy outside the
# repository and checks, one PASS or FAIL line each, that
#   - the sample's dependency is the README's line, at the CHANGELOG's version, and resolves:
#     the URL is mirrored (`swift package config set-mirror`) to a clone of this repository
#     tagged with that version, so the check needs no network and tests this commit;
#   - `swift build` compiles its theme file through TallyThemePlugin and the app runs in it;
#   - `swift package tally tokens`, `tally l10n check --app-catalog` and `tally catalog --theme`
#     work on the package's files (relative paths are the package's), and need the write flag;
#   - a broken theme fails `swift build` with `FILE:LINE:COLUMN: error: …` and a non-zero exit,
#     and fails `swift package tally tokens` too;
#   - the repository is left as it was.
# Everything is built under a temporary folder (its own --scratch-path) and removed at the end;
# no network is needed (Tally's dependencies resolve as for the repository itself).
#
#   scripts/plugin-check.sh            # exit 0 when every check passes, 1 otherwise
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
started=$(date +%s)
work=$(mktemp -d "${TMPDIR:-/tmp}/tally-plugin-check.XXXXXX")
trap 'rm -rf "$work"' EXIT
app="$work/PluginSample"
scratch="$work/build"
log="$work/log"
passed=0
failed=0

pass() { printf 'PASS: %s\n' "$*"; passed=$((passed + 1)); }
fail() {
  printf 'FAIL: %s\n' "$*"
  failed=$((failed + 1))
  if [[ -s $log ]]; then sed 's/^/    | /' "$log" | grep -v -E '^    \| \[[0-9]+/[0-9]+\] ' | tail -25; fi
}
# Runs a command in the app's folder with its output in $log; its exit status is the command's.
in_app() {
  local status=0
  (cd "$app" && "$@") >"$log" 2>&1 || status=$?
  cat "$log" >>"$work/all.log"
  return "$status"
}
# `swift package tally ARGUMENTS` in the app, allowed to write to the package.
tally() { in_app swift package --scratch-path "$scratch" --allow-writing-to-package-directory tally "$@"; }

repo_state() { git -C "$repo" status --porcelain --ignored --untracked-files=all -- . 2>/dev/null | grep -v -E '^!! (\.build|\.build[^/]*|\.swiftpm)/' || true; }
before=$(repo_state)

echo "== plugin check: Examples/PluginSample in $app, built in $scratch"
# The sample's files as the repository has them (not a build folder someone left in it), with its
# dependency on Tally pointed at this repository by absolute path.
mkdir -p "$app"
(cd "$repo" && git ls-files -z --cached --others --exclude-standard -- Examples/PluginSample) |
  while IFS= read -r -d '' file; do
    [[ -e $repo/$file ]] || continue
    mkdir -p "$app/$(dirname "${file#Examples/PluginSample/}")"
    cp "$repo/$file" "$app/${file#Examples/PluginSample/}"
  done
url="https://github.com/tally-swift/tally.git"
version=$(grep -m1 -oE '^## \[[0-9]+\.[0-9]+\.[0-9]+\]' "$repo/CHANGELOG.md" | tr -d '#[] ')
line=".package(url: \"$url\", from: \"$version\")"
if [[ -n $version ]] && grep -qF "$line" "$repo/README.md" && grep -qF "$line" "$app/Package.swift"; then
  pass "the README and the sample add Tally as $line (the CHANGELOG's first version)"
else
  fail "the README's Installation, the sample's Package.swift and the CHANGELOG do not agree on $line"
fi
# The URL, mirrored to a clone of this commit tagged with that version.
git clone -q "$repo" "$work/tally" && git -C "$work/tally" tag "$version"
if (cd "$app" && swift package config set-mirror --original "$url" --mirror "$work/tally") >"$log" 2>&1; then
  pass "$url is mirrored to a clone of $(git -C "$repo" rev-parse --short HEAD) tagged $version"
else
  fail "swift package config set-mirror"
fi

# 1. swift build: TallyThemePlugin compiles Harbor.theme.json into TallyTheme.harbor.
if in_app swift build --scratch-path "$scratch"; then
  generated=$(find "$scratch/plugins/outputs" -name Harbor.theme.swift -path '*TallyThemePlugin*' 2>/dev/null | head -1)
  if grep -q "unhandled" "$log"; then
    fail "swift build warns about unhandled files: the theme file must be the plugin's input"
  elif [[ -n $generated ]] && grep -q "public static let harbor: TallyTheme" "$generated"; then
    pass "swift build: TallyThemePlugin wrote ${generated#"$scratch"/} and the target compiled it, no warning"
  else
    fail "swift build passed but no Harbor.theme.swift defining TallyTheme.harbor is among the plugin's outputs"
  fi
  if (cd "$app" && "$scratch/debug/plugin-sample") >"$log" 2>&1 && grep -q "^Harbor: primary #1d4ed8 / #60a5fa, radius.md 14.0, solid surfaces$" "$log" &&
     grep -q "^cancel: Never mind, Cancelar$" "$log"; then
    pass "the sample runs in TallyTheme.harbor with its String Catalog: $(head -1 "$log")"
  else
    fail "the sample did not print the Harbor theme and its catalog's texts"
  fi
else
  generated=""
  fail "swift build of the sample"
fi

# 2. swift package tally tokens: the same Swift as the build-tool plugin, at a path of the package.
mkdir -p "$app/Generated"
if tally tokens --theme Sources/SampleApp/Harbor.theme.json --swift-out Generated/HarborTheme.swift &&
   grep -q "^wrote Generated/HarborTheme.swift: TallyTheme.harbor" "$log" && [[ -s $app/Generated/HarborTheme.swift ]]; then
  if [[ -n $generated ]] && ! cmp -s "$generated" "$app/Generated/HarborTheme.swift"; then
    fail "swift package tally tokens wrote Swift other than the build-tool plugin's"
  else
    pass "swift package tally tokens --theme … --swift-out Generated/HarborTheme.swift (the plugin's Swift, byte for byte)"
  fi
else
  fail "swift package tally tokens --theme Sources/SampleApp/Harbor.theme.json --swift-out Generated/HarborTheme.swift"
fi
if tally tokens --theme Sources/SampleApp/Harbor.theme.json --swift-out Generated/HarborTheme.swift --check; then
  pass "swift package tally tokens … --check"
else
  fail "swift package tally tokens … --check"
fi

# 3. swift package tally l10n check --app-catalog, and a catalog it refuses.
if tally l10n check --app-catalog Sources/SampleApp/TallyOverrides.xcstrings && grep -q "no problems" "$log"; then
  pass "swift package tally l10n check --app-catalog Sources/SampleApp/TallyOverrides.xcstrings: $(grep "no problems" "$log")"
else
  fail "swift package tally l10n check --app-catalog Sources/SampleApp/TallyOverrides.xcstrings"
fi
printf '{"sourceLanguage": "en", "strings": {"app.title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Budget"}}}}}}\n' >"$app/Bad.xcstrings"
if tally l10n check --app-catalog Bad.xcstrings; then
  fail "swift package tally l10n check passed a catalog with a key Tally does not have"
elif grep -q "Bad.xcstrings: app.title: Tally has no key" "$log"; then
  pass "swift package tally l10n check fails on a catalog with a key Tally does not have"
else
  fail "swift package tally l10n check failed on Bad.xcstrings without naming its key"
fi

# 4. swift package tally catalog --theme … --out site: the site in the package's folder.
if tally catalog --theme Sources/SampleApp/Harbor.theme.json --out site && [[ -s $app/site/index.html ]] &&
   grep -q -- "--tally-color-primary: #1d4ed8;" "$app/site/assets/tally-tokens.css"; then
  pass "swift package tally catalog --theme … --out site: $(ls "$app/site" | wc -l | tr -d ' ') entries in site/, in the theme's colours"
else
  fail "swift package tally catalog --theme Sources/SampleApp/Harbor.theme.json --out site"
fi

# 5. Without --allow-writing-to-package-directory (and no terminal to ask in) SwiftPM refuses.
if in_app swift package --scratch-path "$scratch" tally l10n check --app-catalog Sources/SampleApp/TallyOverrides.xcstrings </dev/null; then
  fail "swift package tally ran without --allow-writing-to-package-directory"
elif grep -q -- "--allow-writing-to-package-directory" "$log"; then
  pass "without --allow-writing-to-package-directory, SwiftPM refuses and names the flag"
else
  fail "without --allow-writing-to-package-directory, swift package tally failed for another reason"
fi

# 6. A broken theme: swift build fails at its line and column, and so does the command plugin.
broken="$app/Sources/SampleApp/Broken.theme.json"
printf '{\n  "color": {\n    "primry": {"$value": "#1d4ed8"}\n  }\n}\n' >"$broken"
if in_app swift build --scratch-path "$scratch"; then
  fail "swift build passed with a broken theme file"
elif grep -q -E "^$(printf '%s' "$broken" | sed 's/[][\.*^$/]/\\&/g'):3:15: error: color\.primry: Tally has no token color\.primry" "$log"; then
  pass "swift build fails on Broken.theme.json: $(grep -m1 ': error: ' "$log" | sed "s|$work/||")"
else
  fail "swift build failed on Broken.theme.json without a PATH:3:15: error: line for it"
fi
if tally tokens --theme Sources/SampleApp/Broken.theme.json; then
  fail "swift package tally tokens passed a broken theme file"
elif grep -q "^Sources/SampleApp/Broken.theme.json:3:15: color.primry: " "$log"; then
  pass "swift package tally tokens fails on Broken.theme.json, at 3:15"
else
  fail "swift package tally tokens failed on Broken.theme.json without naming its line and column"
fi
rm -f "$broken"

# 7. No warning from the plugins, tally-theme or the sample, as they were compiled above.
warnings=$(grep -E ':[0-9]+:[0-9]+: warning:' "$work/all.log" | grep -F -e "$repo/" -e "$app/" | sort -u || true)
if [[ -z $warnings ]]; then
  pass "no warning in the plugins, tally-theme or the sample"
else
  printf '%s\n' "$warnings" >"$log"
  fail "warnings in the package's own code"
fi

# 8. Nothing left in the repository.
after=$(repo_state)
if [[ $before == "$after" ]]; then
  pass "the repository is as it was (git status)"
else
  log="$work/status"
  diff <(printf '%s\n' "$before") <(printf '%s\n' "$after") >"$log"
  fail "the check changed the repository"
fi

echo "plugin-check: $passed passed, $failed failed, in $(($(date +%s) - started)) s"
[[ $failed -eq 0 ]]
