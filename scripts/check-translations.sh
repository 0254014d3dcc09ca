#!/usr/bin/env bash
# Checks the one wording of the front ends: every tr() text of the desk, every CliWords::tr text of
# the command line and whatever app/web translates has a Chinese translation. Runs lupdate over
# their sources into a copy of tengen_desk_zh_CN.ts (and the English plural forms into a copy of
# tengen_desk_en.ts) and fails if any message is new or unfinished, or if the .ts holds a message
# the sources no longer have (obsolete).
# Usage: scripts/check-translations.sh [LUPDATE]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ts="$root/app/desk/translations"
sources=("$root"/app/desk/*.cpp "$root"/app/desk/*.h "$root"/app/cli/*.cpp "$root"/app/cli/*.h
  "$root"/app/web/*.cpp "$root"/app/web/*.h "$root"/app/wording/*.cpp "$root"/app/wording/*.h)
# lupdate does not read CLI11's, Boost's or std's headers; that warning is noise here.
quiet() { grep -v 'Qualifying with unknown namespace/class' >&2 || true; }
messages() { grep -c '<message' "$1" || true; }

cp "$ts/tengen_desk_zh_CN.ts" "$work/zh_CN.ts"
"$lupdate" -silent -I "$root" -locations none -no-obsolete "${sources[@]}" -ts "$work/zh_CN.ts" \
  2> >(quiet)
cp "$ts/tengen_desk_en.ts" "$work/en.ts"
"$lupdate" -silent -I "$root" -locations none -no-obsolete -pluralonly "${sources[@]}" \
  -ts "$work/en.ts" 2> >(quiet)
wait

plurals=$(grep -c 'type="unfinished"' "$work/en.ts" || true)
if [ "$plurals" != "0" ]; then
  echo "translations: $plurals English plural form(s) missing in tengen_desk_en.ts" >&2
  exit 1
fi
missing=$(grep -c 'type="unfinished"' "$work/zh_CN.ts" || true)
if [ "$missing" != "0" ]; then
  echo "translations: $missing message(s) without a Chinese translation:" >&2
  diff "$ts/tengen_desk_zh_CN.ts" "$work/zh_CN.ts" | grep '^>' | grep -B1 -A1 'unfinished\|<source>' >&2 || true
  echo "refresh with scripts/cli-wording-to-linguist.py and translate them" >&2
  exit 1
fi
# -no-obsolete drops what the sources no longer have: the copy holds fewer messages then.
for pair in "tengen_desk_zh_CN.ts zh_CN.ts" "tengen_desk_en.ts en.ts"; do
  set -- $pair
  if [ "$(messages "$ts/$1")" != "$(messages "$work/$2")" ]; then
    echo "translations: $1 holds $(( $(messages "$ts/$1") - $(messages "$work/$2") )) message(s)" \
      "no source has any more (obsolete); refresh with scripts/cli-wording-to-linguist.py" >&2
    exit 1
  fi
done
echo "translations: every message of desk, CLI and web has a Chinese translation" \
  "($(messages "$ts/tengen_desk_zh_CN.ts") messages)"
