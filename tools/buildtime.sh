#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Times a build from nothing, as a fresh clone gets it (no compiler cache), of this
# repository's commit REF (default HEAD):
#   tools/buildtime.sh [REF] [TARGET...]      (default: every target, as `setup.sh test` builds)
# Prints one JSON line: the commit, the wall time and the processor time (user + system) in
# seconds, and the number of build steps. Processor time moves far less than wall time with
# the machine's load: compare commits by it, measured in the same session.
# BUILDTIME_NINJA_LOG=FILE keeps the build's .ninja_log (each step's start and end, in ms)
# for tools/buildprofile.sh; CMAKE_BUILD_PARALLEL_LEVEL=N caps the jobs on a shared machine.
set -euo pipefail

ref=${1:-HEAD}
targets=("${@:2}")
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

git -C "$root" worktree add --detach --quiet "$scratch/src" "$ref"
trap 'git -C "$root" worktree remove --force "$scratch/src"; rm -rf "$scratch"' EXIT
cd "$scratch/src"
CCACHE_DISABLE=1 cmake --preset default -DCMAKE_CXX_COMPILER_LAUNCHER= >/dev/null
build=(cmake --build --preset default)
[ ${#targets[@]} -gt 0 ] && build+=(--target "${targets[@]}")
export CCACHE_DISABLE=1
/usr/bin/time -f '%e %U %S' -o "$scratch/time" "${build[@]}" >"$scratch/log"
read -r wall user sys <"$scratch/time"
[ -n "${BUILDTIME_NINJA_LOG:-}" ] && cp build/.ninja_log "$BUILDTIME_NINJA_LOG"
steps=$(grep -c '^\[' "$scratch/log" || true)
awk -v c="$(git rev-parse --short HEAD)" -v w="$wall" -v u="$user" -v s="$sys" -v n="$steps" \
  'BEGIN { printf "{\"commit\": \"%s\", \"wall_s\": %s, \"cpu_s\": %.1f, \"steps\": %s}\n", c, w, u + s, n }'
