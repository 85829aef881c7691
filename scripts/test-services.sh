#!/usr/bin/env bash
# Finds or starts the PostgreSQL and Redis servers the test suites need, and exports
# TEST_DATABASE_URL / TEST_REDIS_URL. A fresh machine has neither running, so a throwaway
# PostgreSQL cluster and Redis server are started under .tmp/ and stopped on exit.
# In CI (CI=true) a missing server is an error: no suite may be skipped.

TMP_ROOT="$(pwd)/.tmp"
mkdir -p "$TMP_ROOT"
CLEANUP_CMDS=()
cleanup_services() { for c in "${CLEANUP_CMDS[@]}"; do eval "$c" >/dev/null 2>&1 || true; done; }
trap cleanup_services EXIT

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
missing() {
  if [ "${CI:-}" = "true" ]; then echo "ERROR: $1 (required in CI)" >&2; exit 1; fi
  echo "WARNING: $1; the suites that need it are skipped" >&2
}

ensure_postgres() {
  local admin_url db
  if port_open 5432; then
    admin_url="postgres://postgres@127.0.0.1:5432/postgres"
  else
    local bin
    bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$bin" ]; then missing "no PostgreSQL server answers on 5432 and none is installed"; return; fi
    local dir="$TMP_ROOT/pg-$$" port
    port=$(free_port)
    mkdir -p "$dir"
    local run=()
    if [ "$(id -u)" = "0" ]; then chown -R postgres "$dir"; run=(runuser -u postgres --); fi
    "${run[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
    "${run[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
    CLEANUP_CMDS+=("${run[*]} $bin/pg_ctl -D $dir/data -m immediate stop; rm -rf $dir")
    admin_url="postgres://postgres@127.0.0.1:$port/postgres"
  fi
  db="leadwise_test_$(date +%s)_$$"
  node -e "
    const postgres = require('postgres');
    const sql = postgres(process.argv[1], { onnotice: () => {} });
    sql.unsafe('create database ' + process.argv[2]).then(() => sql.end(), (e) => { console.error(e.message); process.exit(1); });
  " "$admin_url" "$db"
  export TEST_DATABASE_URL="${admin_url%/postgres}/$db"
  CLEANUP_CMDS+=("node -e \"const p=require('postgres');const s=p('$admin_url',{onnotice:()=>{}});s.unsafe('drop database if exists $db with (force)').finally(()=>s.end())\"")
}

ensure_redis() {
  if port_open 6379; then
    export TEST_REDIS_URL="redis://127.0.0.1:6379"
    return
  fi
  if ! command -v redis-server >/dev/null; then missing "no Redis answers on 6379 and redis-server is not installed"; return; fi
  local port
  port=$(free_port)
  redis-server --port "$port" --bind 127.0.0.1 --save "" --appendonly no --daemonize yes \
    --pidfile "$TMP_ROOT/redis-$$.pid" --logfile "$TMP_ROOT/redis-$$.log" >/dev/null
  CLEANUP_CMDS+=("kill \$(cat $TMP_ROOT/redis-$$.pid)")
  for _ in $(seq 50); do port_open "$port" && break; sleep 0.1; done
  export TEST_REDIS_URL="redis://127.0.0.1:$port"
}

# A local Cognito-compatible user pool (the cognito-local package) for the account suites'
# Cognito pass. Codes it "emails" are kept in its data files, where the tests read them.
ensure_cognito_local() {
  local dir="$TMP_ROOT/cognito-$$" port pool_and_client
  port=$(free_port)
  mkdir -p "$dir"
  (cd "$dir" && PORT="$port" HOST=127.0.0.1 exec "$OLDPWD/node_modules/.bin/cognito-local" >"$dir/log" 2>&1) &
  CLEANUP_CMDS+=("kill $!; rm -rf $dir")
  for _ in $(seq 150); do port_open "$port" && break; sleep 0.1; done
  if ! port_open "$port"; then missing "cognito-local did not start (see $dir/log)"; return; fi
  pool_and_client=$(node --import tsx scripts/cognito-local/create-pool.ts "http://127.0.0.1:$port")
  export TEST_COGNITO_ENDPOINT="http://127.0.0.1:$port"
  export TEST_COGNITO_USER_POOL_ID="${pool_and_client% *}"
  export TEST_COGNITO_CLIENT_ID="${pool_and_client#* }"
  export TEST_COGNITO_DATA_DIR="$dir/.cognito/db"
}
