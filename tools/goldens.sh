#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the golden outputs that tst_golden holds every build to: for each bundled scenario,
# `ambuscade-cli play FILE --seed N` for seeds 1 to 5 and `simulate FILE --games 200 --seed 1`.
# Run it only when a change is meant to alter game outcomes, and say in the same commit which
# rule changed them. It also rewrites the log tst_fiwgame expects of a version 1 game played
# on.  Usage: tools/goldens.sh [BUILD_DIR]   (default build/)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli="${1:-$root/build}/src/cli/ambuscade-cli"
out="$root/tests/data/golden"
mkdir -p "$out"
rm -f "$out"/*.json
# Only the scenarios of rule sets that play games have outcomes to guard.
playing=$("$cli" rulesets | python3 -c "
import json, sys
print(' '.join(r['id'] for r in json.load(sys.stdin) if r['supports']['play']))")
for file in "$root"/scenarios/*.ambuscade.json; do
  name=$(basename "$file" .ambuscade.json)
  ruleset=$(python3 -c "import json, sys; print(json.load(open(sys.argv[1]))['ruleset'])" "$file")
  [[ " $playing " == *" $ruleset "* ]] || continue
  for seed in 1 2 3 4 5; do
    "$cli" play "$file" --seed "$seed" > "$out/$name.play-$seed.json"
  done
  "$cli" simulate "$file" --games 200 --seed 1 > "$out/$name.simulate.json"
done
# A game saved by the first file version, played on to its end (tst_fiwgame).
AMBUSCADE_REWRITE_GOLDEN=1 QT_QPA_PLATFORM=offscreen \
  "${1:-$root/build}/tests/tst_fiwgame" aGameSavedByTheFirstVersionPlaysOnAsItDid > /dev/null
echo "wrote $(ls "$out" | wc -l) golden files to $out, and the played-on log of a version 1 game"
