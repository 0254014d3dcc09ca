#!/usr/bin/env bash
# The main job: installs what is missing (Debian 12), builds, and opens tengen-desk on the event
# file given, or (none given) the new-event wizard for a new file in ~/Tengen.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/install-deps.sh"
bash "$root/scripts/build.sh" tengen tengen-desk
build=${TENGEN_BUILD_DIR:-$root/build}
tengen="$build/app/tengen"

event=${1:-}
wizard=()
if [ -z "$event" ]; then
  # A new event: the desk's wizard asks for its name, dates, system and time control and creates
  # the file on Finish (Cancel leaves nothing).
  mkdir -p "$HOME/Tengen"
  event="$HOME/Tengen/event-$(date +%Y%m%d-%H%M%S).tengen"
  wizard=(--new)
fi

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  if [ ${#wizard[@]} -gt 0 ]; then
    echo "tengen: no display here: create the event with the command line instead:"
    echo "  $tengen new \"$event\" --name \"My cup\" --system swiss --rounds 5"
  fi
  cat <<MSG
tengen: no display here, so the desk window cannot open.
The same operations run headless with the command line, for example:
  $tengen info "$event"
  $tengen player add "$event" --name "柯洁" --rank 9p
  $tengen player import "$event" players.csv
  $tengen player list "$event"
  $tengen --help
With a display (or QT_QPA_PLATFORM=offscreen) run: $build/app/desk/tengen-desk ${wizard[*]} "$event"
MSG
  exit 0
fi
exec "$build/app/desk/tengen-desk" "${wizard[@]}" "$event"
