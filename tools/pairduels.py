#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Pairs two `ambuscade-cli duel` answers game by game.

Two duels of different A against the same B, on the same seeds, play the same B games: their
A scores (each seating's "scores") can be paired, which says whether the second A plays better
than the first far more surely than their two summary figures can.

    tools/pairduels.py FIRST.json SECOND.json SIDE
"""
import json
import math
import sys


def seating(answer, side):
    for s in answer["seatings"]:
        if s["side"] == side:
            return s
    sys.exit(f"no seating for side {side}")


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    first, second = (seating(json.load(open(f)), sys.argv[3]) for f in sys.argv[1:3])
    if first["scores"]["b"] != second["scores"]["b"]:
        sys.exit("the B games differ: not the same B, seeds or rules")
    diffs = [y - x for x, y in zip(first["scores"]["a"], second["scores"]["a"])]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    half = 1.959963984540054 * sd / math.sqrt(n)
    print(f"{sys.argv[3]}: second - first {mean:+.3f} [{mean - half:+.3f}, {mean + half:+.3f}] "
          f"over {n} games ({sum(1 for d in diffs if d)} differ)")


if __name__ == "__main__":
    main()
