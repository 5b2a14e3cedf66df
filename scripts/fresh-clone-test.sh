#!/usr/bin/env bash
# Runs CI (.ci/run: npm ci, then npm test) on a clean clone of the committed HEAD, as on a fresh machine: no
# node_modules, build, data or test results of this work tree, and Chromium sees only the fonts that Debian installs
# with it (fonts-dejavu-core, fonts-liberation), not the others this machine may have gathered.
#   bash scripts/fresh-clone-test.sh [--runs N]    (N runs of .ci/run in a row; default 1)
set -euo pipefail

runs=1
if [ "${1:-}" = "--runs" ]; then runs="$2"; fi

root="$(git -C "$(dirname "$0")/.." rev-parse --show-toplevel)"
work="$(mktemp -d /tmp/fresh-clone.XXXXXX)"
git clone --quiet --no-local "$root" "$work/main"
if [ -d "$root/../shared" ]; then cp -r "$root/../shared" "$work/shared" && chmod -R a-w "$work/shared"; fi

# Chromium installs fonts-liberation; fontconfig brings fonts-dejavu-core. npm test installs Chromium when missing,
# so the font list is read after that.
node "$work/main/scripts/ensure-chromium.mjs"
mkdir -p "$work/fonts"
for package in fonts-dejavu-core fonts-liberation; do
  dpkg -L "$package" 2>/dev/null | grep -E '\.(ttf|otf)$' | xargs -r -I{} ln -sf {} "$work/fonts/"
done
cat >"$work/fonts.conf" <<CONF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>$work/fonts</dir>
  <include ignore_missing="yes">/etc/fonts/conf.d</include>
  <cachedir>$work/fontconfig-cache</cachedir>
</fontconfig>
CONF
export FONTCONFIG_FILE="$work/fonts.conf"

echo "Clean clone of $(git -C "$root" rev-parse --short HEAD) in $work/main"
cd "$work/main"
for ((run = 1; run <= runs; run++)); do
  echo "CI run $run of $runs"
  bash .ci/run
done
echo "Fresh-clone check passed ($runs run(s) of .ci/run): $work"
