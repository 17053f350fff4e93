#!/usr/bin/env bash
# The Core Animation render floor as a C program: cairo drawing the rings or cards of scene files written by
# `animview bench render --floor-scenes DIR`, one line per file.
# Usage: bash scripts/bench/run_cairo_floor.sh [--frames F] SCENE...
# Prints: floor scene=rings|cards3d N=… ms_per_frame=…
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
OUT="${OUT:-${PEERS_HOME:-$HOME/.cache/animview-peers}/build}"
mkdir -p "$OUT"
CC="${CC:-$(command -v cc || command -v clang)}"
"$CC" -O2 -std=c11 -D_GNU_SOURCE -I "$ROOT/Sources/CBenchmarkSupport/include" \
  "$ROOT/Sources/CBenchmarkSupport/cairo_floor.c" "$HERE/cairo_floor_main.c" \
  $(pkg-config --cflags --libs cairo) -lm -o "$OUT/cairo_floor"
frames=()
if [ "${1:-}" = "--frames" ]; then frames=(--frames "$2"); shift 2; fi
[ $# -gt 0 ] || { echo "usage: run_cairo_floor.sh [--frames F] SCENE..." >&2; exit 64; }
for scene in "$@"; do "$OUT/cairo_floor" "$scene" "${frames[@]}"; done
