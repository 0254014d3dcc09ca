#!/usr/bin/env bash
# Configures (once) and builds Tengen incrementally in build/ (or $TENGEN_BUILD_DIR) on 2 cores.
# Extra arguments are build targets, e.g. `scripts/build.sh tengen tengen-desk`.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TENGEN_BUILD_DIR:-$root/build}
jobs=${TENGEN_JOBS:-2}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo ${TENGEN_CMAKE_ARGS:-} >/dev/null
fi
targets=()
for t in "$@"; do targets+=(--target "$t"); done
cmake --build "$build" -j "$jobs" "${targets[@]}"
