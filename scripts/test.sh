#!/usr/bin/env bash
# `npm test`: every suite. Units and the API on PGlite, the API again on PostgreSQL, the account
# suites against a local Cognito user pool, then the browser end-to-end specs against the built app.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/test-services.sh

ensure_postgres
ensure_redis

step() { printf '\n=== %s ===\n' "$1"; }

step "Typecheck"
npm run --silent typecheck

step "Unit, web and API suites on PGlite"
# The two-instance test needs PostgreSQL and Redis; it runs in the PostgreSQL pass below.
TEST_DATABASE_URL= npx vitest run --exclude 'apps/server/test/scale/**'

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API suites on PostgreSQL"
  npx vitest run --project api
fi

step "Account API suites against a local Cognito user pool"
# The same account flow again with IDENTITY_PROVIDER=cognito, plus what only a pool does.
ensure_cognito_local
if [ -n "${TEST_COGNITO_ENDPOINT:-}" ]; then
  TEST_DATABASE_URL= TEST_IDENTITY_PROVIDER=cognito npx vitest run --project api \
    apps/server/test/auth/accounts-flow.test.ts apps/server/test/auth/cognito-pool.test.ts \
    apps/server/test/auth/two-factor.test.ts
fi

step "Build"
npm run build --silent

step "End-to-end (Playwright, Chromium)"
if [ -x /usr/bin/chromium ]; then
  npx playwright test
  if [ -n "${TEST_COGNITO_ENDPOINT:-}" ]; then
    step "End-to-end account specs with the local Cognito user pool"
    E2E_IDENTITY_PROVIDER=cognito npx playwright test e2e/auth
  fi
else
  missing "Chromium is not installed at /usr/bin/chromium (apt-get install -y chromium)"
fi
