#!/usr/bin/env python3
"""Runs `tally` on hostile files, folders, text and codes kept apart from the test suite.

Usage: scripts/hostile-probe.py [path to tally]   (default: .build/debug/tally, built first)

Each probe must end within 5 s with exit 0 and the right answer, or with exit 1 and a message;
never a signal, a hang or another exit code. Nothing a probe prints may hold a raw control or
bidi character but line feed and tab, and no file outside the probe's output may change. Prints
one line per probe and a summary; exits 1 if any probe fails.
"""
import hashlib
import os
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DAILY = open(os.path.join(ROOT, "Fuzz/Corpus/ecb/ecb-2018-09-12.xml"), "rb").read()
RAW = set(range(0x00, 0x20)) - {0x0A, 0x09} | set(range(0x7F, 0xA0)) | {
    0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2028, 0x2029}


def tree_digest(folder):
    """Every file and link under `folder`, with its content or target."""
    entries = []
    for base, dirs, files in os.walk(folder):
        for name in sorted(dirs + files):
            path = os.path.join(base, name)
            if os.path.islink(path):
                entries.append((path, "link", os.readlink(path)))
            elif os.path.isfile(path):
                entries.append((path, "file", hashlib.sha256(open(path, "rb").read()).hexdigest()))
    return sorted(entries)


def main():
    tally = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else None
    if tally is None:
        subprocess.run(["swift", "build", "--product", "tally"], cwd=ROOT, check=True, capture_output=True)
        tally = os.path.join(ROOT, ".build/debug/tally")
    work = tempfile.mkdtemp(prefix="tally-probe-")
    victim = os.path.join(work, "victim")
    os.makedirs(victim)
    for name in ["catalog.css", "index.html", "Theme.swift", "keep.txt"]:
        with open(os.path.join(victim, name), "w") as f:
            f.write("the victim's own " + name + "\n")

    def write(name, data):
        path = os.path.join(work, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
        return path

    probes = []  # (name, argv, expected exit codes, text the output must contain or None, stdin)

    def probe(name, argv, codes=(1,), contains=None, stdin=None):
        probes.append((name, argv, codes, contains, stdin))

    convert = lambda path: ["amount", "convert", "10", "EUR", "USD", "--rates", path]
    # Encodings.
    doctype = DAILY.decode().replace('?>', '?><!DOCTYPE x [<!ENTITY r "9.99">]>', 1).replace("rate='1.1585'", "rate='&r;'")
    probe("UTF-16BE with a byte order mark and an entity", convert(write("e1.xml", b"\xfe\xff" + doctype.encode("utf-16-be"))))
    probe("UTF-32LE without a byte order mark", convert(write("e2.xml", DAILY.decode().encode("utf-32-le"))))
    probe("declared UCS-4", convert(write("e3.xml", DAILY.replace(b'"UTF-8"', b'"UCS-4"'))))
    probe("single quotes and standalone='yes': read", convert(write("e4.xml", DAILY.replace(b'encoding="UTF-8"', b"encoding='utf-8' standalone='yes'"))), (0,), "11.58")
    probe("a UTF-8 byte order mark, then a UTF-16 declaration", convert(write("e5.xml", b"\xef\xbb\xbf" + DAILY.replace(b'"UTF-8"', b'"UTF-16"'))))
    probe("NUL inside a comment", convert(write("e6.xml", DAILY.replace(b"<Cube>", b"<!-- \x00 --><Cube>", 1))))
    probe("ISO-2022-JP escape in text", convert(write("e7.xml", DAILY.replace(b"Reference rates", b"\x1b$B$3\x1b(B"))))
    probe("UTF-7 declared with a processing instruction in a rate", convert(write("e8.xml", DAILY.replace(b'"UTF-8"', b'"utf-7"').replace(b"rate='1.1585'", b"rate='+ADw-?x?+AD4-'"))))
    probe("UTF-16LE with the encoding declared UTF-8", convert(write("e9.xml", DAILY.decode().encode("utf-16-le"))))
    # Nesting and sizes.
    probe("170,000 levels of <a>", convert(write("n1.xml", "<a>" * 170_000)))
    probe("1,500 rates", convert(write("n2.xml", DAILY.decode().replace("<Cube currency='USD' rate='1.1585'/>", "<gesmes:x/>" * 1_500, 1))))
    probe("100,000 comments opened", convert(write("n3.xml", "<!--<!--" * 100_000)))
    probe("a 1 MiB attribute value", convert(write("n4.xml", DAILY.decode().replace("1.1585", "9" * 1_000_000, 1))))
    probe("50,000 attributes with one name", convert(write("n5.xml", "<Envelope " + " ".join(["a='1'"] * 50_000) + "/>")))
    # Links and output folders.
    catalog_out = os.path.join(work, "cat")
    os.makedirs(catalog_out)
    os.symlink(os.path.join(victim, "index.html"), os.path.join(catalog_out, "index.html"))
    probe("catalog --out with index.html linked outside", ["catalog", "--root", ROOT, "--out", catalog_out], (0, 1))
    linked_out = os.path.join(work, "linked-cat")
    os.symlink(victim, linked_out)
    probe("catalog --out that is itself a link to a folder of other files", ["catalog", "--root", ROOT, "--out", linked_out], (0, 1))
    probe("catalog --out /", ["catalog", "--root", ROOT, "--out", "/"])
    probe("catalog --out the home folder, written with ..", ["catalog", "--root", ROOT, "--out", os.path.expanduser("~") + "/x/.."])
    probe("catalog --out the package root", ["catalog", "--root", ROOT, "--out", ROOT])
    theme = write("Brand.theme.json", '{"$extensions": {"app.tally": {"theme": {"name": "Brand"}}}, "color": {}}')
    os.symlink(os.path.join(victim, "Theme.swift"), os.path.join(work, "ThemeLink.swift"))
    probe("tokens --swift-out a link to another file", ["tokens", "--theme", theme, "--swift-out", os.path.join(work, "ThemeLink.swift"), "--root", ROOT], (0, 1))
    # Text meant for a terminal.
    probe("a currency code with a title-setting escape", ["amount", "convert", "10", "EUR", "\x1b]0;owned\x07"])
    probe("--locale with clear-screen", ["amount", "format", "12", "--currency", "USD", "--locale", "\x1b[2J\x1b[H"])
    probe("a theme name with ESC and U+202E", ["tokens", "--theme", write("t2.theme.json", '{"$extensions": {"app.tally": {"theme": {"name": "\\u001b[31mBrand\\u202e"}}}}'), "--swift-out", os.path.join(work, "t2.swift"), "--root", ROOT], (0, 1))
    app_catalog = write("App.xcstrings", '{"sourceLanguage": "en", "version": "1.0", "strings": {"\\u001b]2;pwned\\u0007": {"localizations": {"en\\u202e": {"stringUnit": {"state": "translated", "value": "x"}}}}}}')
    probe("an app catalog with ESC in a key and U+202E in a code", ["l10n", "check", "--root", ROOT, "--app-catalog", app_catalog])
    # Language codes.
    # Refused: grandfathered, too long, an empty subtag, private use alone, a made-up language;
    # taken: a -u- key with no type and a language of the private-use range are valid BCP 47.
    for code, codes in [("i-klingon", (1,)), ("abcdefghi", (1,)), ("en--US", (1,)), ("x-private", (1,)), ("zz", (1,)),
                        ("en-US-u-ca", (0,)), ("qqq", (0,))]:
        path = write("codes/" + code + ".xcstrings", '{"sourceLanguage": "en", "version": "1.0", "strings": {"amount.accessibilityLabel": {"localizations": {"%s": {"stringUnit": {"state": "translated", "value": "x"}}}}}}' % code)
        probe("an app catalog with the language " + code, ["l10n", "check", "--root", ROOT, "--app-catalog", path], codes)
    probe("--locale en-u-nu-arab is read, or refused naming en-u-nu-arab", ["amount", "format", "12", "--currency", "USD", "--locale", "en-u-nu-arab"], (0, 1))
    probe("--locale zz-Qaaa-AA", ["amount", "format", "12", "--currency", "USD", "--locale", "zz-Qaaa-AA"])

    before = tree_digest(victim)
    failures = 0
    for name, argv, codes, contains, stdin in probes:
        started = time.monotonic()
        try:
            result = subprocess.run([tally] + argv, cwd=work, capture_output=True, timeout=5, input=stdin)
            elapsed = time.monotonic() - started
            output = (result.stdout + result.stderr).decode("utf-8", "replace")
            problems = []
            if result.returncode not in codes:
                problems.append("exit %d (expected %s)" % (result.returncode, "/".join(map(str, codes))))
            raw = sorted({"U+%04X" % ord(c) for c in output if ord(c) in RAW})
            if raw:
                problems.append("raw " + ", ".join(raw))
            if contains and contains not in output:
                problems.append("no " + contains)
            if result.returncode != 0 and not output.strip():
                problems.append("no message")
        except subprocess.TimeoutExpired:
            elapsed, output, problems = 5.0, "", ["over 5 s"]
        status = "ok  " if not problems else "FAIL"
        failures += bool(problems)
        first = output.strip().splitlines()[0][:110] if output.strip() else ""
        print("%s %5.2f s  %s: %s%s" % (status, elapsed, name, first, ("  <- " + "; ".join(problems)) if problems else ""))
    if tree_digest(victim) != before:
        failures += 1
        print("FAIL a file outside the outputs changed: " + victim)
    print("%d probes, %d failed" % (len(probes), failures))
    sys.exit(1 if failures else 0)


main()
