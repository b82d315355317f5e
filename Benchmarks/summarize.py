#!/usr/bin/env python3
"""Medians, ratios and targets from the text output of `swift package benchmark`.

    swift package --package-path Benchmarks benchmark --no-progress --scale | tee run.txt
    python3 Benchmarks/summarize.py run.txt

With `--scale` the table holds totals per 1000 keystrokes (exact malloc counts); without it,
per keystroke (malloc counts rounded to whole numbers). Either is read.
"""
import re
import sys

SCALE = 1000  # every benchmark runs 1000 keystrokes (or formattings) per measured iteration

text = open(sys.argv[1], encoding="utf-8").read() if len(sys.argv) > 1 else sys.stdin.read()
results, name = {}, None
for line in text.splitlines():
    if re.match(r"^\S.*: .+$", line) and "│" not in line and not line.startswith(("Host", "Build", "Warning", "Note")):
        name = line.strip()
    row = re.match(r"│ (Malloc \(total\)|Time \(wall clock\) \(ns\))( \*)?[^│]*│(.*)", line)
    if row and name:
        p50 = float(row.group(3).split("│")[2].strip())
        # Frame, token and catalog benchmarks run one iteration at a time (scaling factor one).
        unscaled = name.startswith(("tokens:", "catalog:"))
        per_keystroke = p50 if row.group(2) or unscaled else p50 / SCALE
        results.setdefault(name, {})["mallocs" if row.group(1).startswith("Malloc") else "ns"] = per_keystroke

print(f"{'benchmark':58} {'median ns':>10} {'mallocs':>8}")
for key in sorted(results):
    r = results[key]
    print(f"{key:58} {r.get('ns', float('nan')):10.0f} {r.get('mallocs', float('nan')):8.2f}")

for scenario in sorted({k.split(": ")[0] for k in results if k.endswith("keystroke path")}):
    get = lambda label: results.get(f"{scenario}: {label}", {})
    print(f"\n{scenario}")
    for path in ("keystroke path", "keystroke path, no a11y value"):
        k = get(path)
        if "ns" not in k:
            continue
        print(f"  {path}: {k['ns']:.0f} ns, {k['mallocs']:.2f} mallocs per keystroke "
              f"(target <= 2: {'met' if k['mallocs'] <= 2 else 'MISSED'})")
        for other, target in (("cached NumberFormatter", 5), ("NumberFormatter per call", 100),
                              ("Decimal.FormatStyle.Currency", None)):
            o = get(other)
            if "ns" not in o:
                continue
            ratio = o["ns"] / k["ns"]
            verdict = "" if target is None else f" (target >= {target}x: {'met' if ratio >= target else 'MISSED'})"
            print(f"    vs {other}: {ratio:.2f}x faster{verdict}")

# The kit's other paths (Benchmarks/Kit), when the run has them.
FRAME_NS = 1e9 / 120  # one 120 Hz frame, 8.33 ms
for identifier in ("en_US", "ru_RU"):
    ours = results.get(f"format {identifier}: AmountFormatter", {})
    if "ns" not in ours:
        continue
    print(f"\nformat {identifier}: AmountFormatter {ours['ns']:.0f} ns, {ours['mallocs']:.2f} mallocs")
    for other in ("cached NumberFormatter", "NumberFormatter per call", "Decimal.FormatStyle.Currency"):
        o = results.get(f"format {identifier}: {other}", {})
        if "ns" in o:
            print(f"    vs {other}: {o['ns'] / ours['ns']:.2f}x faster")
checks = []
for name in ("string lookup: plain", "string lookup: plural", "string lookup: one placeholder"):
    r = results.get(name, {})
    if "ns" in r:
        checks.append(f"  {name}: {r['ns']:.0f} ns (target <= 1000 ns: {'met' if r['ns'] <= 1000 else 'MISSED'})")
for name in ("curve: cubic-bezier value", "curve: spring value"):
    r = results.get(name, {})
    if "ns" in r:
        checks.append(f"  {name}: {r['ns']:.0f} ns, {r['mallocs']:.2f} mallocs (allocation-free: {'met' if r['mallocs'] == 0 else 'MISSED'})")
frame = next((v for k, v in results.items() if k.startswith("animation frame: 100 animations")), {})
if "ns" in frame:
    # Scaling factor one: the table holds one frame per iteration.
    checks.append(f"  100 animations per frame: {frame['ns']:.0f} ns, {frame['mallocs']:.0f} mallocs = {frame['ns'] / FRAME_NS * 100:.3f}% of a 120 Hz frame")
for key in sorted(results):
    if key.endswith("keystroke path"):
        r = results[key]
        checks.append(f"  {key}: {r['ns'] / FRAME_NS * 100:.4f}% of a 120 Hz frame (target <= 1%: {'met' if r['ns'] <= FRAME_NS / 100 else 'MISSED'})")
if checks:
    print("\ntargets")
    print("\n".join(checks))
