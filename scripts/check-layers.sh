#!/usr/bin/env bash
# The dependency direction, checked on the sources (a CTest test, `layers_include_direction`):
# app -> db (service -> store) -> reports -> referee -> pairing -> rules; clock stands alone (reports
# and db may read it). Each folder may include only its own headers and those of the folders
# below it, and the plain modules include no Qt header. Prints every offending line; exits 1 if any.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root" || exit 2
status=0

# folder: the project folders its files may include from (besides its own)
allowed() {
  case "$1" in
    rules) echo "rules" ;;
    clock) echo "clock" ;;
    pairing) echo "pairing rules" ;;
    referee) echo "referee pairing rules" ;;
    reports) echo "reports referee pairing rules clock" ;;
    db/store) echo "db/store reports referee pairing rules clock" ;;
    db/service) echo "db/service db/store reports referee pairing rules clock" ;;
    db/bench) echo "db/bench db/service db/store reports referee pairing rules clock" ;;
  esac
}

check_folder() {
  local folder=$1 plain=$2
  local ok
  ok=$(allowed "$folder")
  while IFS= read -r hit; do
    local file=${hit%%:*} rest=${hit#*:}
    local line=${rest%%:*} text=${rest#*:}
    local target
    target=$(sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' <<<"$text")
    [ -n "$target" ] || continue
    case "$target" in */*) ;; *) continue ;; esac  # a file beside it
    local fine=0 t
    for t in $ok; do
      case "$target" in "$t"/*) fine=1 ;; esac
    done
    if [ "$fine" = 0 ]; then
      echo "$file:$line: $folder may not include \"$target\" (allowed: $ok)"
      status=1
    fi
  done < <(grep -rn '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$folder" --include='*.h' --include='*.cpp')
  if [ "$plain" = plain ]; then
    while IFS= read -r hit; do
      echo "$hit: a plain C++ module includes no Qt header"
      status=1
    done < <(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<Q' "$folder" --include='*.h' --include='*.cpp')
  fi
}

for f in rules clock pairing referee reports; do check_folder "$f" plain; done
for f in db/store db/service db/bench; do check_folder "$f" qt; done
# db/ holds nothing but its three layers (and its CMakeLists.txt, README.md).
for f in db/*.h db/*.cpp; do
  [ -e "$f" ] || continue
  echo "$f: db sources live in db/store, db/service or db/bench"
  status=1
done
[ "$status" = 0 ] && echo "layers: every include follows the dependency direction"
exit "$status"
