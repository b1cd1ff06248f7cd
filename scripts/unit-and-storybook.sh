#!/usr/bin/env bash
# npm test's vitest run, with the Storybook build (storybook-static/, which the studio journey
# opens) beside it: vitest leaves some of the two cores idle while its server tests wait, and the
# build fits there. The build's output is printed only when it fails, and before vitest's ends, so
# the end of the run shows what failed; either failing fails the run.
set -uo pipefail
cd "$(dirname "$0")/.."

log=$(mktemp)
vitest_log=$(mktemp)
trap 'rm -f "$log" "$vitest_log"' EXIT

npm run --silent build-storybook >"$log" 2>&1 &
storybook=$!

status=0
npm run test:unit 2>&1 | tee "$vitest_log" || status=1
if wait "$storybook"; then
  echo "Storybook built (storybook-static/)."
else
  status=1
  echo "> npm run build-storybook failed:"
  cat "$log"
fi
if [ $status -ne 0 ] && [ -s "$vitest_log" ]; then
  echo "> vitest's failures again:"
  # the summary and the failed tests' names, so a short tail of the run still shows them
  grep -E '(FAIL|×|✗| Test Files | Tests |Error:)' "$vitest_log" | tail -n 60
fi
exit $status
