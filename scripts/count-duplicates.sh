#!/usr/bin/env bash
# Counts the duplicated-code pairs (six or more identical or same-shape lines) the way issue #20's
# figure is measured: every tracked file except generated or data files (*.ts translations, the
# generated db/schema/*.sql, tests/data/ and tests/golden/), copied into a scratch git repository,
# through the tool library's `duplicates` command. Prints the summary line; the whole list goes to
# OUT.
# Usage: scripts/count-duplicates.sh [OUT]   (default OUT: /tmp/tengen-duplicates.txt)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=${1:-/tmp/tengen-duplicates.txt}
command -v duplicates >/dev/null || { echo "count-duplicates: the duplicates tool is not on PATH" >&2; exit 2; }
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git -C "$root" ls-files -z |
  grep -z -v -E '\.ts$|^db/schema/.*\.sql$|^tests/data/|^tests/golden/' |
  (cd "$root" && xargs -0 cp --parents -t "$scratch")
git -C "$scratch" init -q
git -C "$scratch" add -A
git -C "$scratch" -c user.email=count@tengen -c user.name=count commit -qm snapshot
duplicates --repo "$scratch" --seconds 300 --most 200 >"$out" 2>&1 || true
head -n 1 "$out"
