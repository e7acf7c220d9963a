#!/usr/bin/env bash
# `npm test`: every check, on a fresh machine too. Lint, types, unit and
# integration tests (embedded PostgreSQL), the production build, then the
# browser journeys in the machine's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

if [ -z "${CHROME_PATH:-}" ]; then
  if [ -x /usr/bin/chromium ]; then
    export CHROME_PATH=/usr/bin/chromium
  elif [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
    step "Installing Debian's chromium for the browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium > /dev/null
    export CHROME_PATH=/usr/bin/chromium
  else
    echo "No browser for the browser tests: install Debian's chromium, or set CHROME_PATH to a Chromium or Chrome." >&2
    exit 1
  fi
fi

step 'Generated files are current (Payload types and import map)'
npm run --silent generate > /dev/null
git diff --exit-code --stat -- src/payload-types.ts 'src/app/(payload)/cpanel/importMap.js' \
  || { echo 'Run `npm run generate` and commit the result.' >&2; exit 1; }
# Each is one process on one core: side by side they take the time of the longer.
step 'Lint and typecheck, side by side'
lint_log=$(mktemp) && types_log=$(mktemp)
npm run --silent lint > "$lint_log" 2>&1 & lint=$!
npm run --silent typecheck > "$types_log" 2>&1 & types=$!
lint_status=0 && wait "$lint" || lint_status=$?
types_status=0 && wait "$types" || types_status=$?
printf -- '-- lint (exit %s)\n' "$lint_status" && cat "$lint_log"
printf -- '-- typecheck (exit %s)\n' "$types_status" && cat "$types_log"
rm -f "$lint_log" "$types_log"
if [ "$lint_status" != 0 ] || [ "$types_status" != 0 ]; then exit 1; fi
# Apart: the unit tests share one module graph per worker only when no integration file comes between them.
step 'Unit tests'
npx vitest run --project unit
step 'Integration tests'
npx vitest run --project integration
step 'Production build'
npm run --silent build
step 'Browser tests'
npx playwright test
