#!/usr/bin/env bash
# The main job: installs what is missing (Debian 12), builds, and opens tengen-desk on the event
# file given, or on a new event file in ~/Tengen when none is given.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/install-deps.sh"
bash "$root/scripts/build.sh" tengen tengen-desk
build=${TENGEN_BUILD_DIR:-$root/build}
tengen="$build/app/tengen"

event=${1:-}
if [ -z "$event" ]; then
  mkdir -p "$HOME/Tengen"
  event="$HOME/Tengen/event-$(date +%Y%m%d-%H%M%S).tengen"
  "$tengen" new "$event" --name "New event $(date +%Y-%m-%d)" >/dev/null
  echo "tengen: new event file $event"
fi

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ] && [ -z "${QT_QPA_PLATFORM:-}" ]; then
  cat <<MSG
tengen: no display here, so the desk window cannot open.
The same operations run headless with the command line, for example:
  $tengen info "$event"
  $tengen player add "$event" --name "柯洁" --rank 9p
  $tengen player import "$event" players.csv
  $tengen player list "$event"
  $tengen --help
With a display (or QT_QPA_PLATFORM=offscreen) run: $build/app/desk/tengen-desk "$event"
MSG
  exit 0
fi
exec "$build/app/desk/tengen-desk" "$event"
