#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# One-step set-up for a fresh Debian 12 machine.
#   tools/setup.sh run    install what is missing, build, open the GUI on the bundled scenario
#   tools/setup.sh test   install what is missing, build (a warning is an error), run every test
#                         with ctest
#   tools/setup.sh sanitize   the same, built with AddressSanitizer and UBSan (build-sanitize/)
#   tools/setup.sh fuzz   install clang and libFuzzer, build the loaders' fuzz targets (build-fuzz/);
#                         tools/fuzz.sh calls it, then runs them
set -euo pipefail

mode=${1:-run}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# lld: the build links with it when it is there, several times faster than GNU ld.
packages=(cmake ninja-build g++ lld qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libgl-dev fonts-dejavu-core)
# The tests render offscreen; the GUI run needs a display, and xvfb gives one to headless hosts.
# The tests also read printed PDFs back (poppler-utils) and check the launcher and the Debian
# package (desktop-file-utils, dpkg-dev for the package's library dependencies); gdb prints
# the stack of a GUI test its watchdog stops; python3 runs the example engine player.
if [ "$mode" = test ] || [ "$mode" = sanitize ]; then
  packages+=(poppler-utils desktop-file-utils dpkg-dev gdb python3)
elif [ "$mode" = fuzz ]; then
  packages+=(clang libclang-rt-14-dev)
else
  packages+=(xvfb xauth)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing: ${missing[*]}"
  sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

preset=default
case "$mode" in sanitize | fuzz) preset=$mode ;; esac
# The test build (CI's first stage, .ci/run) fails on any compiler warning: the code keeps
# none. The sanitizer build's optimiser may warn of other things; it has not yet been seen
# warning-free in full, so it does not fail on them yet.
werror=OFF
case "$mode" in test) werror=ON ;; esac
cmake --preset "$preset" -DAMBUSCADE_WERROR=$werror
if [ "$mode" = run ]; then
  # A player waits only for what he runs: the program and its command-line tool.
  cmake --build --preset "$preset" --target ambuscade ambuscade-cli
else
  cmake --build --preset "$preset"
fi

case "$mode" in
  run)
    app="$root/build/src/app/ambuscade"
    scenario="$root/scenarios/beaver-creek.ambuscade.json"
    if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
      exec "$app" "$scenario"
    else
      echo "No display found: running under xvfb-run (the window is not visible)."
      exec xvfb-run -a "$app" "$scenario"
    fi
    ;;
  test | sanitize)
    ctest --preset "$preset" --parallel "$(nproc)"
    ;;
  fuzz) ;;
  *)
    echo "usage: tools/setup.sh run|test|sanitize|fuzz" >&2
    exit 2
    ;;
esac
