#!/usr/bin/env bash
# Playwright and the Storybook story tests drive Debian's Chromium (no browser download): most of
# them its headless shell (src/test/chromium.ts), the rest and the benches the whole browser. Both
# are installed when missing and the user may (root with apt); without the shell, the whole browser
# runs every test, only slower.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
want=()
[ -x "$CHROMIUM" ] || want+=(chromium)
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || want+=(chromium-headless-shell)
if [ ${#want[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${want[*]} for the tests…"
  if apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${want[@]}" >/dev/null; then exit 0; fi
fi
if [ -x "$CHROMIUM" ]; then
  echo "Chromium's headless shell is missing: the tests run in the whole browser (sudo apt-get install -y chromium-headless-shell makes them faster)." >&2
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get install -y chromium" >&2
exit 1
