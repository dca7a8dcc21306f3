#!/usr/bin/env bash
# Run by `npm test` before the browser journeys (issue 13): Debian's Chromium at /usr/bin/chromium
# (or CHROMIUM_PATH). Installed through apt when missing and this user may install packages;
# otherwise it stops at once with the one command to run.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi
apt_install() {
  DEBIAN_FRONTEND=noninteractive "$@" apt-get install -y --no-install-recommends chromium ||
    { "$@" apt-get update && DEBIAN_FRONTEND=noninteractive "$@" apt-get install -y --no-install-recommends chromium; }
}
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's Chromium for the browser journeys…"
    apt_install env && exit 0
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    echo "Installing Debian's Chromium for the browser journeys (sudo)…"
    apt_install sudo env && exit 0
  fi
fi
echo "The browser journeys need Chromium at /usr/bin/chromium. Install it, then run npm test again:" >&2
echo "  sudo apt-get install -y chromium" >&2
exit 1
