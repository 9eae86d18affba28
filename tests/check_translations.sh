#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a text of the program has no finished French or German translation (or, counted
# with %n, no English singular and plural), or when a translation is left over for a text the
# program no longer has. lupdate reads the sources
# into copies of the .ts files, as `--target update_translations` would, and the copies
# must come out with nothing unfinished and nothing vanished.
#   tests/check_translations.sh SOURCE_DIR LUPDATE
set -euo pipefail
source_dir=$1
lupdate=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# English holds the plural forms alone (lupdate -pluralonly): "1 shot" for "%n shots".
copies=()
for ts in "$source_dir"/translations/ambuscade_*.ts; do
  cp "$ts" "$scratch/"
  [ "$(basename "$ts")" = ambuscade_en.ts ] || copies+=("$scratch/$(basename "$ts")")
done
[ ${#copies[@]} -ge 2 ] || { echo "FAIL: expected the French and German .ts files" >&2; exit 1; }
[ -f "$scratch/ambuscade_en.ts" ] || { echo "FAIL: expected translations/ambuscade_en.ts" >&2; exit 1; }

cd "$source_dir"
sources=(-recursive src ui -I src/core -I src/ui -I src/models -I src/render -I src/rulesets
         -no-obsolete -locations none)
"$lupdate" "${sources[@]}" -ts "${copies[@]}" >"$scratch/lupdate.log" 2>&1 ||
  { cat "$scratch/lupdate.log" >&2; exit 1; }
"$lupdate" -pluralonly "${sources[@]}" -ts "$scratch/ambuscade_en.ts" >>"$scratch/lupdate.log" 2>&1 ||
  { cat "$scratch/lupdate.log" >&2; exit 1; }
copies+=("$scratch/ambuscade_en.ts")
# lupdate's warnings (a tr() it cannot place in a context) mean a text would not be found.
if grep -E 'lacks Q_OBJECT|Qualifying with unknown|Cannot invoke tr' "$scratch/lupdate.log" >&2; then
  echo "FAIL: lupdate cannot tell the context of some texts" >&2
  exit 1
fi
status=0
for copy in "${copies[@]}"; do
  name=$(basename "$copy")
  unfinished=$(grep -c 'type="unfinished"' "$copy" || true)
  vanished=$(grep -c -E 'type="(vanished|obsolete)"' "$copy" || true)
  if [ "$unfinished" -ne 0 ] || [ "$vanished" -ne 0 ]; then
    echo "FAIL: $name has $unfinished unfinished and $vanished vanished translations:" >&2
    grep -B2 -E 'type="(unfinished|vanished|obsolete)"' "$copy" | grep '<source>' | head -20 >&2
    status=1
  fi
  if ! cmp -s "$copy" "$source_dir/translations/$name"; then
    echo "FAIL: $name is not up to date with the sources: run the update_translations target" \
      "(ambuscade_en.ts: lupdate -pluralonly, as this script runs it)" >&2
    diff "$source_dir/translations/$name" "$copy" | head -20 >&2
    status=1
  fi
done
[ $status -eq 0 ] && echo "every text is translated into French and German"
exit $status
