#!/usr/bin/env bash
# The whole test suite: lint, format, typecheck, unit, integration (PGlite + PostgreSQL) and end-to-end
# (headless Chromium). Ends with one line "N passed, N failed" summing every test runner.
set -euo pipefail
cd "$(dirname "$0")/.."

reports=$(mktemp -d)
export VIGILA_TEST_ENV_FILE="$reports/env"
bash scripts/ensure-test-deps.sh
if [ -s "$VIGILA_TEST_ENV_FILE" ]; then export REQUIRE_POSTGRES=1; fi

# Lint (type-aware) and typecheck each keep one core busy for a minute or more: they run side by side, and the
# suite stops, as before, when either fails, its output shown.
npm run --silent lint > "$reports/lint.log" 2>&1 &
lint_pid=$!
npm run --silent typecheck > "$reports/typecheck.log" 2>&1 &
typecheck_pid=$!
echo "== format";     npm run --silent format:check
for step in lint typecheck; do
  pid_var="${step}_pid"
  echo "== $step"
  if ! wait "${!pid_var}"; then cat "$reports/$step.log"; echo "$step failed" >&2; exit 1; fi
  cat "$reports/$step.log"
done

status=0
echo "== unit and component tests"
npx vitest run --project unit --project unit-isolated --project web --project web-isolated --reporter=default --reporter=json --outputFile="$reports/unit.json" || status=1
echo "== integration tests"
# Two files at a time: each has its own databases, and the pair took 553 s against 795 s one at a time (2 cores).
npx vitest run --project integration --fileParallelism --maxWorkers=2 --reporter=default --reporter=json --outputFile="$reports/integration.json" || status=1
echo "== end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/e2e.json" npm run --silent test:e2e || status=1

node --import tsx scripts/summarize-tests.ts "$reports"/unit.json "$reports"/integration.json "$reports"/e2e.json || status=1
exit $status
