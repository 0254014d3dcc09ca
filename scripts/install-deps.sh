#!/usr/bin/env bash
# Installs the Debian 12 packages Tengen needs to build, run and test.
# Idempotent: only missing packages are installed, so a second run costs a dpkg query.
set -euo pipefail

packages=(
  build-essential cmake ninja-build pkg-config
  qt6-base-dev libqt6sql6-sqlite libqt6sql6-psql qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
  qt6-multimedia-dev espeak-ng
  libboost-date-time-dev libboost-graph-dev liblemon-dev doctest-dev libcli11-dev
  libpq-dev postgresql
  libicu-dev
  libsodium-dev
  fonts-noto-cjk fonts-dejavu-core qt6-translations-l10n
  gnugo
  poppler-utils
  qt6-httpserver-dev qt6-websockets-dev chromium
  libqrencode-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "tengen: installing ${missing[*]}" >&2
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
