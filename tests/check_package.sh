#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The desktop installation and the Debian package, checked without touching the system:
# `cmake --install` puts every file (programs, scenarios, translations, launcher, icons and
# file type) in its freedesktop.org place, the launcher and the file
# type are valid, and the .deb that cpack makes installs into a scratch dpkg root and is
# removed from it leaving nothing behind.
#   tests/check_package.sh BUILD_DIR
set -euo pipefail
build=$1
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

expected=(
  bin/ambuscade
  bin/ambuscade-cli
  share/applications/ambuscade.desktop
  share/mime/packages/ambuscade.xml
  share/icons/hicolor/scalable/apps/ambuscade.svg
  share/icons/hicolor/scalable/mimetypes/application-x-ambuscade-scenario.svg
  share/ambuscade/scenarios/beaver-creek.ambuscade.json
  share/ambuscade/translations/ambuscade_fr.qm
  share/ambuscade/translations/ambuscade_de.qm
)

cmake --install "$build" --prefix "$scratch/prefix" >/dev/null
for f in "${expected[@]}"; do
  [ -f "$scratch/prefix/$f" ] || fail "cmake --install did not put $f in place"
done
desktop="$scratch/prefix/share/applications/ambuscade.desktop"
grep -qx 'MimeType=application/x-ambuscade-scenario;' "$desktop" ||
  fail "the launcher does not name the scenario file type"
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate "$desktop" || fail "desktop-file-validate refuses the launcher"
fi
mime="$scratch/prefix/share/mime/packages/ambuscade.xml"
if command -v xmllint >/dev/null; then
  xmllint --noout "$mime" || fail "the file type's XML is not well formed"
fi
grep -q 'pattern="\*\.ambuscade\.json"' "$mime" || fail "the file type does not match *.ambuscade.json"
# The file type as a file manager learns it: the shared MIME database built from it.
if command -v update-mime-database >/dev/null; then
  update-mime-database "$scratch/prefix/share/mime" >/dev/null
  grep -q 'application/x-ambuscade-scenario:\*\.ambuscade\.json' \
    "$scratch/prefix/share/mime/globs2" || fail "the MIME database does not know the glob"
fi

(cd "$build" && cpack -B "$scratch/package" >/dev/null) || fail "cpack could not build the package"
deb=$(ls "$scratch"/package/*.deb)
contents=$(dpkg-deb -c "$deb")
for f in "${expected[@]}"; do
  grep -q "\./usr/$f\$" <<<"$contents" || fail "the package lacks /usr/$f"
done
depends=$(dpkg-deb -f "$deb" Depends)
grep -q 'libqt6widgets6' <<<"$depends" || fail "the package does not depend on Qt Widgets"
# Every dependency is a package Debian has (here: installed, since the build used them).
for dep in $(tr ',' '\n' <<<"$depends" | sed 's/[ (].*//; s/^ *//' | grep -v '^$'); do
  dpkg-query -W "$dep" >/dev/null 2>&1 || fail "the dependency $dep is no installed package"
done

root="$scratch/root"
mkdir -p "$root/var/lib/dpkg/updates" "$root/var/lib/dpkg/info"
touch "$root/var/lib/dpkg/status"
dpkg_root() {
  dpkg --root="$root" --force-not-root --force-script-chrootless --force-depends \
       --log=/dev/null "$@" >/dev/null 2>&1
}
dpkg_root -i "$deb" || fail "the package does not install"
for f in "${expected[@]}"; do
  [ -f "$root/usr/$f" ] || fail "installed, the package lacks /usr/$f"
done
dpkg_root -r ambuscade || fail "the package does not remove"
left=$(find "$root" -path "$root/var" -prune -o -type f -print)
[ -z "$left" ] || fail "removing the package left: $left"
echo "install, launcher, file type and package: all as expected"
