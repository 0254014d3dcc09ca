#!/usr/bin/env bash
# Does the desk stay responsive while it publishes live pages (issue #17)? Times the desk's own
# result entry -> Standings view on one event twice: without its live pages, then with them
# published from the desk's process (File > Publish live) while `tengen bench web --port` keeps
# PHONES event streams open and asks RATE pages a second from another process. Figures, not a test.
# Usage: scripts/bench-desk-live.sh [BUILD_DIR] [PLAYERS] [PHONES] [RATE] [REPEAT]
set -euo pipefail
build=$(cd "${1:-build}" && pwd)
players=${2:-2000}
phones=${3:-500}
rate=${4:-200}
repeat=${5:-5}
port=${TENGEN_BENCH_PORT:-18391}
work=$(mktemp -d)
trap 'kill "${deskPid:-0}" 2>/dev/null || true; rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
event="$work/live.tengen"
tengen="$build/app/tengen"
desk="$build/app/desk/tengen-desk"

echo "== building a $players-player event (its last round without results)"
"$tengen" --lang en bench web --event "$event" --players "$players" --rounds 5 --phones 0 \
  --rate 1 --seconds 1 --results 0 >/dev/null

echo "== the desk alone"
"$desk" --lang en --bench "$event" --bench-repeat "$repeat" 2>/dev/null | grep -E "result entry|desk bench"

echo "== the desk publishing live pages: $phones phones, $rate pages/s from another process"
"$desk" --lang en --bench "$event" --bench-repeat "$repeat" --bench-publish "$port" \
  --bench-wait 6 >"$work/desk.out" 2>"$work/desk.err" &
deskPid=$!
for _ in $(seq 1 300); do
  grep -q "publishing live pages" "$work/desk.out" 2>/dev/null && break
  sleep 0.1
done
# The load's measured time covers the desk's measurements (they end first: checked below).
"$tengen" --lang en bench web --event "$event" --port "$port" --phones "$phones" --rate "$rate" \
  --seconds "${TENGEN_BENCH_LOAD_SECONDS:-60}" --results 0 >"$work/load.out" 2>&1 &
load=$!
wait "$load" || true
if ! grep -q "result entry until" "$work/desk.out"; then
  echo "the desk's measurements outlasted the load: raise TENGEN_BENCH_LOAD_SECONDS" >&2
fi
kill "$deskPid" 2>/dev/null || true
wait "$deskPid" 2>/dev/null || true
grep -E "result entry|desk bench" "$work/desk.out"
echo "== the load generator's side"
cat "$work/load.out"
