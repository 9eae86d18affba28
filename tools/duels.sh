#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The computer opponent's strength on every bundled scenario: `ambuscade-cli duel` of
# computer against each other opponent its rule set has (FIW: dice-only and random; Chosen
# Men: random), each side in turn, as a Markdown table. The computer that thinks ahead
# (search) is measured against the computer instead: src/core/search/README.md.
# Usage: tools/duels.sh [BUILD_DIR] [GAMES]   (default build/, 300)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cli="${1:-$root/build}/src/cli/ambuscade-cli"
games="${2:-300}"
rulesets=$("$cli" rulesets)
echo "| scenario | against | computer | other | difference [95 %] | by side |"
echo "|---|---|---|---|---|---|"
for file in "$root"/scenarios/*.ambuscade.json; do
  name=$(basename "$file" .ambuscade.json)
  read -r side others < <(python3 -c "
import json, sys
scenario = json.load(open(sys.argv[1]))
rules = {r['id']: r for r in json.loads(sys.argv[2])}
others = [o for o in rules[scenario['ruleset']]['opponents'] if o not in ('computer', 'search')]
print(scenario['sides'][0]['id'], ' '.join(others))" "$file" "$rulesets")
  for other in $others; do
    "$cli" duel "$file" --side "$side" --games "$games" --seed 1 --a computer --b "$other" 2>/dev/null |
      python3 -c "
import json, sys
d = json.load(sys.stdin)
by = ', '.join('%s %+.2f' % (s['side'], s['difference']) for s in d['seatings'])
print('| %s | %s | %.3f | %.3f | %+.3f [%+.3f, %+.3f] | %s |' % ('$name', '$other',
      d['a']['mean_score'], d['b']['mean_score'], d['difference'], d['interval'][0],
      d['interval'][1], by))"
  done
done
