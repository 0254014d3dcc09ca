#!/usr/bin/env bash
# Checks that every tr() string of the desk has a Chinese translation: runs lupdate over the desk's
# sources into a copy of tengen_desk_zh_CN.ts (and the English plural forms into a copy of
# tengen_desk_en.ts) and fails if any message is new or unfinished.
# Usage: scripts/check-translations.sh [LUPDATE]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
lupdate=${1:-/usr/lib/qt6/bin/lupdate}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/app/desk/translations/tengen_desk_zh_CN.ts" "$work/zh_CN.ts"
(cd "$root/app/desk" && "$lupdate" -silent -I "$root" -locations none -no-obsolete ./*.cpp ./*.h \
  -ts "$work/zh_CN.ts")
cp "$root/app/desk/translations/tengen_desk_en.ts" "$work/en.ts"
(cd "$root/app/desk" && "$lupdate" -silent -I "$root" -locations none -no-obsolete -pluralonly \
  ./*.cpp ./*.h -ts "$work/en.ts")
plurals=$(grep -c 'type="unfinished"' "$work/en.ts" || true)
if [ "$plurals" != "0" ]; then
  echo "desk translations: $plurals English plural form(s) missing in tengen_desk_en.ts" >&2
  exit 1
fi
missing=$(grep -c 'type="unfinished"' "$work/zh_CN.ts" || true)
if [ "$missing" != "0" ]; then
  echo "desk translations: $missing message(s) without a Chinese translation:" >&2
  diff "$root/app/desk/translations/tengen_desk_zh_CN.ts" "$work/zh_CN.ts" | grep '^>' | grep -B1 -A1 'unfinished\|<source>' >&2 || true
  echo "refresh with lupdate (see app/desk/CMakeLists.txt) and translate them" >&2
  exit 1
fi
echo "desk translations: every message has a Chinese translation"
