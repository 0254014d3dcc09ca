#!/usr/bin/env bash
# CTest cuts a test's name at ";" (it is CMake's list separator): a doctest case whose name holds
# one is registered under the cut name, matches no case and "passes" having run nothing. This
# check (CTest test `test_names_run_under_ctest`) fails on any such name.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
hits=$(grep -rnE 'TEST_CASE\("[^"]*;' "$root/tests" --include='*.cpp' || true)
if [ -n "$hits" ]; then
  echo "$hits"
  echo "test names with ';' run nothing under CTest: use ',' instead"
  exit 1
fi
echo "test names: none holds ';'"
