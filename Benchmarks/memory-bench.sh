#!/bin/sh
# `make bench-memory`: ringgen's peak resident memory (GNU time's maximum resident set size)
# for the renders whose memory could grow with the picture or the animation:
#   - a 16384-px PNG, against its raw canvas (16384² × 4 bytes = 1 GiB; target <= 1.5x);
#   - a 2048-px APNG of 151 and of 601 frames (target <= 400 MB whatever the frame count);
#   - a 2048-px GIF of 31 and of 91 frames (24 of them sampled for the palette; holding the
#     samples whole took 24 canvases, 384 MiB).
# Each animation runs with --jobs 2. Usage: memory-bench.sh RINGGEN
set -eu
ringgen=${1:?usage: memory-bench.sh RINGGEN}
[ -x /usr/bin/time ] || { echo "memory-bench: needs GNU time (/usr/bin/time; Debian package time)" >&2; exit 1; }
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT

# peak LABEL OUTPUT ARGS…: runs ringgen, prints the peak RSS, the seconds and the file size.
peak() {
  label=$1
  output=$folder/$2
  shift 2
  /usr/bin/time -f '%M %e' -o "$folder/time" "$ringgen" "$@" -o "$output"
  set -- $(cat "$folder/time")
  kib=$1
  seconds=$2
  bytes=$(wc -c <"$output")
  rm -f "$output"
  awk -v label="$label" -v kib="$kib" -v s="$seconds" -v bytes="$bytes" \
    'BEGIN { printf "  %-34s peak RSS %7.1f MiB  %6.1f s  file %7.1f MiB\n", label, kib / 1024, s, bytes / 1048576 }'
  last_kib=$kib
}

echo "memory-bench: peak resident memory (GNU time), one run each"
peak "PNG 16384 x 16384 px" big.png --size 16384 --value 20 --max 30
awk -v kib="$last_kib" 'BEGIN {
  canvas = 16384 * 16384 * 4 / 1024
  printf "    raw canvas 1024.0 MiB; peak / canvas: %.2f (target <= 1.5)\n", kib / canvas }'
peak "APNG 2048 px, 151 frames, 2 jobs" a151.apng --size 2048 --from 0 --value 30 --max 30 --duration 5 --fps 30 --jobs 2
apng151=$last_kib
peak "APNG 2048 px, 601 frames, 2 jobs" a601.apng --size 2048 --from 0 --value 30 --max 30 --duration 20 --fps 30 --jobs 2
awk -v a="$apng151" -v b="$last_kib" 'BEGIN {
  printf "    601 frames: %.1f MB (target <= 400 MB); 601 / 151 frames: %.2f\n", b * 1024 / 1e6, b / a }'
peak "GIF 2048 px, 31 frames, 2 jobs" g31.gif --size 2048 --from 0 --value 30 --max 30 --duration 1 --fps 30 --jobs 2
gif31=$last_kib
peak "GIF 2048 px, 91 frames, 2 jobs" g91.gif --size 2048 --from 0 --value 30 --max 30 --duration 3 --fps 30 --jobs 2
awk -v a="$gif31" -v b="$last_kib" 'BEGIN { printf "    91 / 31 frames: %.2f\n", b / a }'
