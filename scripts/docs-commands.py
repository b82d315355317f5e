#!/usr/bin/env python3
"""Runs every shell command the README and the docs show, as written, in a fresh clone.

    scripts/docs-commands.py            clone this repository's HEAD into a temporary folder and
                                        run every command there; exit 1 if any fails
    scripts/docs-commands.py --in-place run them in this checkout, which must be a clean clone (as
                                        CI's is): no tracked file may differ before or after, and
                                        the files the commands create are removed afterwards
    scripts/docs-commands.py --list     print the commands and how each is treated, run nothing

The commands are the lines of each ```sh block in README.md, CHANGELOG.md, docs/*.md,
Examples/README.md, Benchmarks/README.md and the DocC articles (Sources/*/*.docc/*.md). A line
that ends in `\\`, `|`, `&&`, `||` or `do`, or one followed by an indented line, continues on the
next. Each command runs in a shell of its own from the clone's root, in order, so a command may
read a file an earlier one wrote. How a block or a command is treated:

- A command must exit 0, unless its comment says `# fails on purpose (exit N)`: a command shown
  failing on purpose, which must exit with N. A line that is only a comment (output shown
  beside the commands) is not a command.
- `<!-- run in: DIR -->` on the line before a block runs it from DIR (a folder of the clone),
  for commands an app runs in its own package.
- `<!-- not run: REASON -->` on the line before a block skips it, and the report lists it with
  its reason (for example a benchmark that takes minutes, or a command that needs macOS).
- The commands another step of .ci/run runs as written (`swift test`, the ThreadSanitizer run,
  the short fuzzing pass) are not run twice; this script checks that .ci/run has them.
"""

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TIMEOUT = 1800

# Commands .ci/run runs itself, as written, with the step that runs them.
RUN_BY_CI = {
    "swift test": "CI's test step (in a copy of the repository with nothing beside it)",
    "swift test --sanitize=thread --scratch-path .build-tsan": "CI's ThreadSanitizer step",
    "scripts/fuzz.sh 2000": "CI's fuzzing step",
}


def git(*arguments):
    return subprocess.run(["git", "-C", str(ROOT), *arguments], capture_output=True, text=True, check=True).stdout


def documents():
    names = ["README.md", "CHANGELOG.md", "Examples/README.md", "Benchmarks/README.md"]
    names += sorted(str(p.relative_to(ROOT)) for p in (ROOT / "docs").glob("*.md"))
    names += sorted(str(p.relative_to(ROOT)) for p in ROOT.glob("Sources/*/*.docc/*.md"))
    return [n for n in names if (ROOT / n).is_file()]


def commands_of(lines):
    """Splits a block's lines into commands, joining continued lines."""
    commands, current = [], []
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        current.append(line)
        code = re.sub(r"\s+#.*$", "", line).rstrip()
        following = next((l for l in lines[index + 1:] if l.strip()), None)
        continued = code.endswith(("\\", "|", "&&", "||", " do", ";do")) or (
            following is not None and following.startswith((" ", "\t")))
        if not continued:
            commands.append("\n".join(current))
            current = []
    if current:
        commands.append("\n".join(current))
    return [c for c in commands if not c.lstrip().startswith("#")]


def blocks():
    """Every sh block: (document, line, directive, commands)."""
    found = []
    for name in documents():
        text = (ROOT / name).read_text(encoding="utf-8").splitlines()
        i = 0
        while i < len(text):
            match = re.match(r"^(\s*)```(\w*)\s*$", text[i])
            if not match:
                i += 1
                continue
            indent, language = match.group(1), match.group(2)
            end = i + 1
            while end < len(text) and text[end].strip() != "```":
                end += 1
            if language in ("sh", "bash", "shell"):
                previous = next((text[j].strip() for j in range(i - 1, -1, -1) if text[j].strip()), "")
                directive = re.match(r"<!--\s*(not run|run in):\s*(.+?)\s*-->$", previous)
                body = [l[len(indent):] if l.startswith(indent) else l.lstrip() for l in text[i + 1:end]]
                found.append((name, i + 1, directive.groups() if directive else None, commands_of(body)))
            i = end + 1
    return found


def expected_status(command):
    match = re.search(r"#\s*fails on purpose \(exit (\d+)\)", command.splitlines()[0])
    return int(match.group(1)) if match else 0


def run(clone, name, line, directory, command, expected):
    first = command.splitlines()[0]
    start = time.monotonic()
    try:
        result = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=directory,
                                capture_output=True, text=True, timeout=TIMEOUT)
        status, output = result.returncode, result.stdout + result.stderr
    except subprocess.TimeoutExpired as timeout:
        status, output = "timeout", f"{timeout}"
    seconds = time.monotonic() - start
    ok = status == expected
    where = f"{name}:{line}"
    print(f"{'PASS' if ok else 'FAIL'} {seconds:6.1f} s  exit {status}{'' if expected == 0 else f' (expected {expected})'}  {where}  {first.strip()[:110]}", flush=True)
    if not ok:
        print("  ---- output (last 40 lines) ----")
        for out_line in output.splitlines()[-40:]:
            print("  " + out_line)
    return ok


def main():
    listing = "--list" in sys.argv[1:]
    ci = (ROOT / ".ci/run").read_text(encoding="utf-8")
    missing_from_ci = [c for c in RUN_BY_CI if c not in ci]
    if missing_from_ci:
        print("FAIL: .ci/run no longer runs " + ", ".join(missing_from_ci))
        return 1

    found = blocks()
    clone = None
    in_place = "--in-place" in sys.argv[1:]
    untracked_before = set()
    if in_place and not listing:
        if git("status", "--porcelain", "--untracked-files=no"):
            print("FAIL: --in-place needs a checkout with no changed tracked files")
            return 1
        clone = ROOT
        untracked_before = set(git("ls-files", "--others", "--exclude-standard", "-z").split("\0"))
        print(f"this clone, at {git('rev-parse', '--short', 'HEAD').strip()}")
    elif not listing:
        parent = Path(tempfile.mkdtemp(prefix="tally-docs-"))
        clone = parent / "Tally"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        print(f"fresh clone of {git('rev-parse', '--short', 'HEAD').strip()}")

    ran = failed = by_ci = 0
    skipped = []
    for name, line, directive, commands in found:
        if directive and directive[0] == "not run":
            skipped.append((name, line, directive[1], len(commands)))
            if listing:
                print(f"not run  {name}:{line}  ({directive[1]})")
            continue
        directory = clone / directive[1] if clone and directive else clone
        script = []
        for command in commands:
            bare = re.sub(r"\s+#.*$", "", command.splitlines()[0]).strip()
            if len(command.splitlines()) == 1 and bare in RUN_BY_CI:
                by_ci += 1
                if listing:
                    print(f"by CI    {name}:{line}  {bare}  ({RUN_BY_CI[bare]})")
                continue
            script.append(command)
        if listing:
            for command in script:
                where = f" in {directive[1]}" if directive else ""
                print(f"run{where}  {name}:{line}  {command.splitlines()[0].strip()[:110]}  (exit {expected_status(command)})")
            continue
        for command in script:
            ran += 1
            if not run(clone, name, line, directory, command, expected_status(command)):
                failed += 1

    total_skipped = sum(count for *_, count in skipped)
    if listing:
        return 0
    if in_place:
        changed = git("status", "--porcelain", "--untracked-files=no")
        if changed:
            print("FAIL: the commands changed tracked files (a generator that is not byte-stable?):")
            print(changed)
            failed += 1
        created = set(git("ls-files", "--others", "--exclude-standard", "-z").split("\0")) - untracked_before
        for path in sorted(p for p in created if p):
            (ROOT / path).unlink(missing_ok=True)
        for directory in sorted({str(Path(p).parent) for p in created if p}, key=len, reverse=True):
            try:
                (ROOT / directory).rmdir()
            except OSError:
                pass
    print()
    print(f"{ran} commands run from a fresh clone, {failed} failed; {by_ci} run by other CI steps; "
          f"{total_skipped} in {len(skipped)} blocks not run:")
    for name, line, reason, count in skipped:
        print(f"  {name}:{line} ({count} commands): {reason}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
