#!/usr/bin/env bash
# Installs and starts Debian's PostgreSQL for the platform tests, then prints the database URL.
# Everything but the URL goes to stderr so callers can capture it: URL=$(bash tools/ci/setup-postgres.sh).
set -euo pipefail
log() { echo "[postgres] $*" >&2; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  log "installing postgresql from Debian's packages"
  as_root apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
if ! pg_lsclusters -h 2>/dev/null | grep -q "^$version main"; then
  as_root pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | grep -q "^$version main .* online"; then
  as_root pg_ctlcluster "$version" main start >&2
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 && break
  sleep 1
done
as_root su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_roles WHERE rolname='playdeck'\" | grep -q 1 || psql -q -c \"CREATE ROLE playdeck LOGIN SUPERUSER PASSWORD 'playdeck'\"" >&2
as_root su postgres -c "psql -q -tAc \"SELECT 1 FROM pg_database WHERE datname='playdeck_test'\" | grep -q 1 || createdb -O playdeck playdeck_test" >&2
log "PostgreSQL $version is up"
echo "postgres://playdeck:playdeck@127.0.0.1:5432/playdeck_test"
