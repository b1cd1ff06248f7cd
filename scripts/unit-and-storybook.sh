#!/usr/bin/env bash
# npm test's vitest run, with the Storybook build (storybook-static/, which the studio journey
# opens) beside it: vitest leaves some of the two cores idle while its server tests wait, and the
# build fits there (vitest took as long with it as without, the build's 20 s saved). The build's
# output is printed when both have ended; either failing fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
trap 'rm -f "$log"' EXIT

npm run --silent build-storybook >"$log" 2>&1 &
storybook=$!

status=0
npm run test:unit || status=1
echo "> npm run build-storybook"
wait "$storybook" || status=1
cat "$log"
exit $status
