#!/usr/bin/env bash
# Starts the product exactly as the README says (`npm start`), from a clone with no data folder, on a free
# port; waits for the app and the platform to answer; signs a demo member in through the API; stops it by
# its pid. Fails when any step does. Run from the workspace root after `npm ci`.
set -euo pipefail
cd "$(dirname "$0")/../.."
log() { echo "[smoke] $*"; }

if [ -e .data ]; then
  log ".data exists: the smoke start must begin without a data folder"
  exit 1
fi
port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
mkdir -p reports
started=$(date +%s)
# setsid: npm start and every process under it share one process group, stopped together below.
PORT=$port setsid npm start > reports/smoke-start.log 2>&1 &
pid=$!
stop() { kill -TERM -- "-$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; }
trap stop EXIT

wait_for() {
  local url=$1 limit=$2
  while ! curl -fsS -o /dev/null -H 'Merchant: PLAYDECK' "$url"; do
    if ! kill -0 "$pid" 2>/dev/null; then
      log "npm start exited before $url answered:"; tail -n 40 reports/smoke-start.log; exit 1
    fi
    if [ $(( $(date +%s) - started )) -gt "$limit" ]; then
      log "$url did not answer within ${limit} s:"; tail -n 40 reports/smoke-start.log; exit 1
    fi
    sleep 1
  done
}
# The first start builds every brand (Nx) and seeds the database: a cold machine needs most of the time.
wait_for "http://localhost:$port/m/" 300
log "/m/ answered after $(( $(date +%s) - started )) s"
wait_for "http://localhost:$port/wps/system/status" 300
grep -q "http://localhost:$port/m/" reports/smoke-start.log || { log "npm start did not print its URL"; cat reports/smoke-start.log; exit 1; }
grep -qi "demo accounts" reports/smoke-start.log || { log "npm start did not say where the demo accounts are listed"; cat reports/smoke-start.log; exit 1; }
node --import ./tools/node/register-ts.mjs tools/ci/smoke-login.ts "http://localhost:$port"
stop
trap - EXIT
if kill -0 "$pid" 2>/dev/null; then log "npm start is still running after SIGTERM"; exit 1; fi
log "ok in $(( $(date +%s) - started )) s"
