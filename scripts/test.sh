#!/usr/bin/env bash
# The test command: installs what is missing (Debian 12), builds, starts a private PostgreSQL
# server, runs every test through CTest, and stops the server however the run ends.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/install-deps.sh"
bash "$root/scripts/build.sh"
source "$root/scripts/pg-test-server.sh"
trap pg_test_stop EXIT
pg_test_start
build=${TENGEN_BUILD_DIR:-$root/build}
ctest --test-dir "$build" -j 2 --output-on-failure --timeout 600 "$@"
