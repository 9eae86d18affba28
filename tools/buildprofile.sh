#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Where a build's time went, from Ninja's record of it (build/.ninja_log, or the one
# `BUILDTIME_NINJA_LOG=FILE tools/buildtime.sh` keeps):
#   tools/buildprofile.sh [NINJA_LOG] [N]     (defaults: build/.ninja_log, 15)
# Prints the seconds per kind of step (compile, precompiled header, moc, link…), the N targets
# that took longest and the N longest steps. The seconds are each step's wall time: with one
# job (-j1) on a quiet machine, its processor time.
set -euo pipefail

log=${1:-build/.ninja_log}
top=${2:-15}

# One line a step (a step with several outputs is logged once for each): seconds, kind,
# target, output.
steps() {
  awk -F'\t' '!/^#/ && !seen[$1 FS $2 FS $5]++ {
    out = $4; kind = "compile"; target = "(other)"
    if (out ~ /\.gch$/) kind = "precompiled header"
    else if (out ~ /_autogen\/timestamp$/) kind = "moc and uic"
    else if (out ~ /mocs_compilation\.cpp\.o$/) kind = "compile moc output"
    else if (out ~ /qrc_.*\.cpp\.o$/) kind = "compile resources"
    else if (out ~ /qrc_.*\.cpp$/) kind = "rcc"
    else if (out ~ /\.qm$/) kind = "lrelease"
    else if (out !~ /\.o$/ && out !~ /\/\.rcc\//) kind = "link or archive"
    if (match(out, /[^\/]+\.dir\//)) target = substr(out, RSTART, RLENGTH - 5)
    else if (match(out, /[^\/]+_autogen\//)) target = substr(out, RSTART, RLENGTH - 9)
    else if (kind == "link or archive") { target = out; sub(/.*\//, "", target); sub(/^lib/, "", target); sub(/\.a$/, "", target) }
    printf "%.2f\t%s\t%s\t%s\n", ($2 - $1) / 1000, kind, target, out
  }' "$log"
}

echo "seconds by kind of step:"
steps | awk -F'\t' '{ s[$2] += $1; n[$2]++; all += $1 } END {
  for (k in s) printf "  %8.1f  %4d steps  %s\n", s[k], n[k], k; printf "  %8.1f  total\n", all }' | sort -rn
echo "the $top targets that took longest (seconds, steps):"
steps | awk -F'\t' '{ s[$3] += $1; n[$3]++ } END { for (t in s) printf "  %8.1f  %4d  %s\n", s[t], n[t], t }' |
  sort -rn | head -n "$top"
echo "the $top longest steps:"
steps | sort -rn | head -n "$top" | awk -F'\t' '{ printf "  %8.1f  %s\n", $1, $4 }'
