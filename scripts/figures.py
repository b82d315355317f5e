#!/usr/bin/env python3
"""The figures the docs give that can be derived from the tree, generated or checked.

    scripts/figures.py --catalog DIR [--test-log FILE] --write    rewrite every figure in place
    scripts/figures.py --catalog DIR [--test-log FILE] --check    exit 1 and name each stale one
    scripts/figures.py … --write --screenshots                     also retake the README's pictures
                                                                  (scripts/screenshots.sh)

A figure in README.md or docs/*.md is written between markers, which Markdown does not show:

    <!--fig:tokens-->171<!--/fig-->

DIR is a catalog built by `tally catalog --out DIR` from the same tree. FILE is the output of
`swift test` from the same tree (its last line, "Test run with N tests in M suites passed");
without it the test figures are not touched, and --check says so. CI runs --check after its own
test run and catalog build, so a change that adds a test, a token, a string, a state or a
kilobyte to the catalog without updating the docs fails.
"""

import argparse
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MARKER = re.compile(r"<!--fig:([a-z0-9.]+)-->(.*?)<!--/fig-->")


def grouped(number):
    return f"{number:,}"


def tokens():
    """Token counts of the resolved JSON the compiler writes: every node with a $type, the
    app.tally extension tokens (springs, keyframes) in `$extensions` included."""
    data = json.loads((ROOT / "tokens/dist/tally-tokens.resolved.json").read_text(encoding="utf-8"))
    counts = {}

    def walk(node):
        if isinstance(node, dict):
            if "$type" in node:
                counts[node["$type"]] = counts.get(node["$type"], 0) + 1
                return
            for key, value in node.items():
                if key not in ("$value", "$description"):
                    walk(value)

    walk(data)
    return counts


def strings():
    catalog = json.loads((ROOT / "Sources/TallyCore/Resources/Localizable.xcstrings").read_text(encoding="utf-8"))
    languages = set()
    for entry in catalog["strings"].values():
        languages.update(entry.get("localizations", {}).keys())
    return len(catalog["strings"]), len(languages)


def catalog_figures(site):
    files = [p for p in site.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    fonts = sum(p.stat().st_size for p in (site / "assets/fonts").glob("*.otf"))
    pages = sorted(site.glob("component-*.html"))
    frames = sum(p.read_text(encoding="utf-8").count('class="frame"') for p in pages)
    index = (site / "index.html").read_text(encoding="utf-8")
    states = sum(int(n) for n in re.findall(r"</a> · (\d+) states?\b", index))
    return {
        "catalog.files": grouped(len(files)),
        "catalog.mb": f"{size / 1_000_000:.2f}",
        "catalog.fonts.mb": f"{fonts / 1_000_000:.2f}",
        "components": grouped(len(pages)),
        "states": grouped(states),
        "frames": grouped(frames),
    }


def test_figures(log):
    text = log.read_text(encoding="utf-8", errors="replace")
    match = re.findall(r"Test run with ([\d,]+) tests? in ([\d,]+) suites? passed", text)
    if not match:
        sys.exit(f"figures.py: no \"Test run with N tests in M suites passed\" line in {log}")
    tests, suites = match[-1]
    return {"tests": grouped(int(tests.replace(",", ""))), "suites": grouped(int(suites.replace(",", "")))}


def figures(site, log):
    counts = tokens()
    keys, languages = strings()
    values = {
        "tokens": grouped(sum(counts.values())),
        "tokens.color": grouped(counts.get("color", 0)),
        "tokens.dimension": grouped(counts.get("dimension", 0)),
        "tokens.typography": grouped(counts.get("typography", 0)),
        "tokens.spring": grouped(counts.get("spring", 0)),
        "tokens.keyframes": grouped(counts.get("keyframes", 0)),
        "tokens.duration": grouped(counts.get("duration", 0)),
        "strings.keys": grouped(keys),
        "strings.languages": grouped(languages),
    }
    values.update(catalog_figures(site))
    if log:
        values.update(test_figures(log))
    return values


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--catalog", type=Path, required=True)
    parser.add_argument("--test-log", type=Path)
    parser.add_argument("--screenshots", action="store_true")
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true")
    mode.add_argument("--check", action="store_true")
    args = parser.parse_args()

    values = figures(args.catalog, args.test_log)
    documents = [ROOT / "README.md"] + sorted((ROOT / "docs").glob("*.md"))
    stale, unknown, checked, untouched = [], [], 0, 0
    for document in documents:
        text = document.read_text(encoding="utf-8")
        lines = text.splitlines(keepends=True)
        changed = False
        for number, line in enumerate(lines, 1):
            def replace(match):
                nonlocal checked, untouched, changed
                name, shown = match.group(1), match.group(2)
                if name not in values:
                    if name in ("tests", "suites"):
                        untouched += 1
                        return match.group(0)
                    unknown.append(f"{document.relative_to(ROOT)}:{number}: unknown figure {name}")
                    return match.group(0)
                checked += 1
                if shown != values[name]:
                    stale.append(f"{document.relative_to(ROOT)}:{number}: {name} is {values[name]}, the text says {shown}")
                    changed = True
                return f"<!--fig:{name}-->{values[name]}<!--/fig-->"
            lines[number - 1] = MARKER.sub(replace, line)
        if args.write and changed:
            document.write_text("".join(lines), encoding="utf-8")

    for problem in unknown:
        print(problem)
    if args.write and args.screenshots:
        import subprocess
        subprocess.run([str(ROOT / "scripts/screenshots.sh")], check=True)
    if args.write:
        print(f"figures.py: {checked} figures, {len(stale)} rewritten")
        for problem in stale:
            print("  " + problem)
        return 1 if unknown else 0
    for problem in stale:
        print(problem)
    note = f"; {untouched} test figures not checked (no --test-log)" if untouched else ""
    print(f"figures.py: {checked} figures checked, {len(stale)} stale{note}")
    return 1 if stale or unknown else 0


if __name__ == "__main__":
    sys.exit(main())
