#!/usr/bin/env bash
# The server tests run on PGlite and on a real PostgreSQL (races PGlite hides). With TEST_DATABASE_URL
# unset, the run starts a throw-away cluster of Debian's PostgreSQL (scripts/test-postgres.ts): here
# it is installed when missing and the user may (root with apt), as Chromium is.
set -euo pipefail
if [ -n "${TEST_DATABASE_URL:-}" ]; then exit 0; fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || command -v initdb >/dev/null; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "PostgreSQL is missing: installing Debian's postgresql for the tests…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "PostgreSQL is missing and cannot be installed here: the server tests run on PGlite only (sudo apt-get install -y postgresql, or set TEST_DATABASE_URL)." >&2
