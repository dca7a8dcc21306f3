#!/usr/bin/env bash
# Production smoke test (issue 13), run by `npm test` after the build: the built tree installed with
# `npm ci --omit=dev` in a fresh folder (no faker, no tsx, no vite), started with `npm run
# start:prod` on PostgreSQL, must serve the site, the app and the API.
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
pg="${PROD_SMOKE_PG:-postgres://postgres@127.0.0.1:5432}"
db="prod_smoke_$$"
work="$(mktemp -d)"
# A port the system says is free now (a port derived from the pid once met another process's
# connection in the ephemeral range: EADDRINUSE in a CI run); the start is tried again on another
# one if it is taken all the same before the server listens.
free_port() { node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"; }
port=""
server=""
cleanup() {
  # The server runs in its own process group (setsid): stop npm and node together.
  [ -n "$server" ] && { kill -- "-$server" 2>/dev/null; wait "$server" 2>/dev/null; } || true
  psql "$pg/postgres" -qc "DROP DATABASE IF EXISTS $db" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

if ! command -v psql >/dev/null 2>&1 || ! psql "$pg/postgres" -qc 'SELECT 1' >/dev/null 2>&1; then
  echo "prod smoke SKIPPED: no PostgreSQL at $pg (set PROD_SMOKE_PG to one)" >&2
  exit 0
fi
[ -f "$repo/apps/api/dist/server.js" ] && [ -f "$repo/apps/web/dist/app/index.html" ] || { echo "Run npm run build first" >&2; exit 1; }
cd "$repo"
mkdir -p "$work/apps/api" "$work/apps/web" "$work/packages/contracts"
cp package.json package-lock.json .npmrc "$work/"
cp packages/contracts/package.json "$work/packages/contracts/"
cp apps/web/package.json "$work/apps/web/" && cp -r apps/web/dist "$work/apps/web/"
cp apps/api/package.json "$work/apps/api/" && cp -r apps/api/dist apps/api/reference-data "$work/apps/api/"

cd "$work"
npm ci --omit=dev --no-audit --no-fund --ignore-scripts >/dev/null
for dev in @faker-js/faker tsx vite vitest esbuild; do
  [ ! -e "node_modules/$dev" ] || { echo "prod smoke: development package $dev installed with --omit=dev" >&2; exit 1; }
done
psql "$pg/postgres" -qc "CREATE DATABASE $db" >/dev/null
# The key sealing the operators' second-factor secrets (decision 161), required in production like JWT_SECRET.
export STAFF_TOTP_KEY=00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff
start_server() {
  DATABASE_URL="$pg/$db" PORT="$port" HOST=127.0.0.1 PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" LOG_LEVEL=warn \
    JWT_SECRET="prod-smoke-secret-prod-smoke-secret-0123456789" \
    STRIPE_SECRET_KEY=sk_test_prod_smoke STRIPE_WEBHOOK_SECRET=whsec_prod_smoke \
    PAYOUT_DEBTOR_NAME=QRecrute PAYOUT_DEBTOR_IBAN=FR7630006000011234567890189 PAYOUT_DEBTOR_BIC=AGRIFRPP \
    setsid npm run start:prod >"$work/server.log" 2>&1 &
  server=$!
  base="http://127.0.0.1:$port"
  for _ in $(seq 1 240); do
    curl -sf "$base/api/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "$server" 2>/dev/null || return 1
    sleep 0.5
  done
  return 1
}
for try in 1 2 3; do
  port="${PROD_SMOKE_PORT:-$(free_port)}"
  start_server && break
  if [ -z "${PROD_SMOKE_PORT:-}" ] && [ "$try" -lt 3 ] && grep -q EADDRINUSE "$work/server.log"; then
    echo "prod smoke: port $port taken before the server listened, trying another" >&2
    wait "$server" 2>/dev/null || true
    server=""
    continue
  fi
  cat "$work/server.log" >&2
  exit 1
done
check() { # url, expected status, text the body must hold
  local body status
  body="$(curl -s -w '\n%{http_code}' "$base$1")"
  status="${body##*$'\n'}"
  [ "$status" = "$2" ] && grep -q "$3" <<<"$body" || { echo "prod smoke: GET $1 gave $status, expected $2 with '$3'" >&2; tail -20 "$work/server.log" >&2; exit 1; }
}
check /api/health/ready 200 '"status"'
check /app/login 200 '<div id="root"'
check / 200 'Recrutez grâce au QR code'
check /pas-de-page 404 'Page introuvable'
check '/api/places/?q=villeurbanne' 200 'Villeurbanne'
check /api/no-such-route/ 404 'not_found'
# The monthly payouts command of the build (decision 081) loads the sepa package from the production install.
payouts="$(cd "$work/apps/api" && NODE_ENV=production DATABASE_URL="$pg/$db" PUBLIC_URL="http://127.0.0.1:$port" DATA_DIR="$work/data" \
  JWT_SECRET="prod-smoke-secret-prod-smoke-secret-0123456789" STRIPE_SECRET_KEY=sk_test_prod_smoke STRIPE_WEBHOOK_SECRET=whsec_prod_smoke \
  PAYOUT_DEBTOR_NAME=QRecrute PAYOUT_DEBTOR_IBAN=FR7630006000011234567890189 PAYOUT_DEBTOR_BIC=AGRIFRPP \
  node --enable-source-maps dist/payouts.js --month 2026-10 2>&1)" || { echo "prod smoke: dist/payouts.js failed: $payouts" >&2; exit 1; }
grep -q 'SEPA file: none' <<<"$payouts" || { echo "prod smoke: dist/payouts.js said: $payouts" >&2; exit 1; }
# The sales team's command of the build (decision 097) creates an account and its link; the link sets the password on the server.
invite="$(cd "$work/apps/api" && NODE_ENV=production DATABASE_URL="$pg/$db" PUBLIC_URL="$base" DATA_DIR="$work/data" \
  JWT_SECRET="prod-smoke-secret-prod-smoke-secret-0123456789" STRIPE_SECRET_KEY=sk_test_prod_smoke STRIPE_WEBHOOK_SECRET=whsec_prod_smoke \
  PAYOUT_DEBTOR_NAME=QRecrute PAYOUT_DEBTOR_IBAN=FR7630006000011234567890189 PAYOUT_DEBTOR_BIC=AGRIFRPP \
  node --enable-source-maps dist/invite.js --email prod-smoke@example.test --company 'Prod Smoke' --manager 'Paul Smoke' 2>&1)" || { echo "prod smoke: dist/invite.js failed: $invite" >&2; exit 1; }
token="$(grep -o "$base/?invitation=[A-Za-z0-9_-]*" <<<"$invite" | cut -d= -f2)"
[ -n "$token" ] || { echo "prod smoke: dist/invite.js said: $invite" >&2; exit 1; }
# The session comes back in the API's HttpOnly refresh cookie, never in the body (decision 117).
accepted="$(curl -s -D - -X POST -H 'content-type: application/json' -d "{\"token\":\"$token\",\"password\":\"Prod-Smoke-2026!\"}" "$base/api/invitations/accept/")"
grep -qi '^set-cookie: qr_refresh=[^;][^;]*;.*HttpOnly' <<<"$accepted" && ! grep -q '"refresh"' <<<"$accepted" ||
  { echo "prod smoke: POST /api/invitations/accept/ gave $accepted" >&2; exit 1; }
echo "prod smoke: npm ci --omit=dev && npm run start:prod served the product on PostgreSQL ($(du -sh node_modules | cut -f1) of production packages)"
