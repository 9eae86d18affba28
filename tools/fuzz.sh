#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes the loaders that read other people's files, with libFuzzer, ASan and UBSan.
#   tools/fuzz.sh [scenario|game|both] [SECONDS] [LIBFUZZER_FLAG...]   (defaults: both, 600)
# Installs clang if missing, builds the `fuzz` preset (build-fuzz/), seeds each corpus with
# the bundled scenarios, the test files (malformed ones included) and saved games made from
# them, then runs each loader for SECONDS, both at once (one core each). The corpora grow
# across runs in build-fuzz/corpus/. An input that crashes, hangs or breaks a promise of
# tests/fuzz/loaderchecks.h lands in build-fuzz/crashes/LOADER/: fix the bug, then keep the
# input in tests/data/fuzz/LOADER/, where tst_fuzzregressions replays it on every test run.
set -euo pipefail

which=${1:-both}
seconds=${2:-600}
extra=("${@:3}") # passed to libFuzzer as they are, e.g. -use_value_profile=1
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
case "$which" in
  scenario | game) loaders=("$which") ;;
  both) loaders=(scenario game) ;;
  *) echo "usage: tools/fuzz.sh [scenario|game|both] [SECONDS] [LIBFUZZER_FLAG...]" >&2; exit 2 ;;
esac

bash tools/setup.sh fuzz
out="$root/build-fuzz"
bin="$out/tests/fuzz"

# Seeds. Scenarios of every rule set (tables and boards), the test files (malformed and hostile
# ones included); saved games played from the small test scenario, the tutorial and the depot
# raid (a melee comes on its second turn, so one is in the log) and from one scenario of each
# other rule set: small files keep the fuzzer fast and still hold every part a save has.
mkdir -p "$out/corpus/scenario" "$out/corpus/game"
cp scenarios/*.ambuscade.json tests/data/*.json tests/data/malformed/*.json \
  tests/data/hostile/*.json "$out/corpus/scenario/"
"$bin/make-game-seeds" "$out/corpus/game" tests/data/small.ambuscade.json \
  scenarios/tutorial-first-patrol.ambuscade.json scenarios/raid-on-the-depot.ambuscade.json \
  scenarios/the-mill-at-sabugal.ambuscade.json scenarios/the-salamanca-road.ambuscade.json \
  scenarios/raid-on-the-island.ambuscade.json scenarios/rogers-scouting.ambuscade.json
for loader in "${loaders[@]}"; do
  if compgen -G "tests/data/fuzz/$loader/*" >/dev/null; then
    cp "tests/data/fuzz/$loader"/* "$out/corpus/$loader/"
  fi
done

pids=()
for loader in "${loaders[@]}"; do
  mkdir -p "$out/crashes/$loader"
  # -timeout: an input taking 10 s is a hang; the RSS limit leaves room for ASan's quarantine.
  # libFuzzer stops at the first failing input, so each run times itself for the report.
  (
    start=$SECONDS
    status=0
    "$bin/fuzz-$loader" "$out/corpus/$loader" -dict=tests/fuzz/loaders.dict \
      -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
      -artifact_prefix="$out/crashes/$loader/" "${extra[@]}" >"$out/fuzz-$loader.log" 2>&1 ||
      status=$?
    echo $((SECONDS - start)) >"$out/fuzz-$loader.seconds"
    exit $status
  ) &
  pids+=($!)
done
status=0
for i in "${!loaders[@]}"; do
  wait "${pids[$i]}" || status=1
  loader=${loaders[$i]}
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/fuzz-$loader.log")
  ran=$(cat "$out/fuzz-$loader.seconds")
  echo "$loader: ${runs:-?} inputs in ${ran} s; corpus $(ls "$out/corpus/$loader" | wc -l) files; log $out/fuzz-$loader.log"
done
found=$(find "$out/crashes" -type f | sort)
if [ -n "$found" ]; then
  echo "Inputs that failed (see the logs):"
  echo "$found"
  status=1
fi
exit $status
