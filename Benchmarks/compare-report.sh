#!/bin/sh
# `make bench-snapshots`, report part: `ringgen compare --report` on a folder pair of 100 rings
# (256 px, every one differing: value v against v + 3, so every pair is on the page with its
# three images). Prints the page's size against the images' own bytes plus 100 KB, and the
# median wall-clock time of ROUNDS runs (default 5) against 2 s.
# Usage: Benchmarks/compare-report.sh RINGGEN
set -eu
ringgen=$1
rounds=${ROUNDS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/e" "$work/a"
for n in $(seq 0 99); do
  echo "{\"value\": $((n % 97)), \"output\": \"$work/e/ring-$n.png\"}"
  echo "{\"value\": $((n % 97 + 3)), \"output\": \"$work/a/ring-$n.png\"}"
done >"$work/rings.jsonl"
"$ringgen" batch "$work/rings.jsonl" --size 256 >/dev/null
images=$(cat "$work"/e/*.png "$work"/a/*.png | wc -c)
for round in $(seq "$rounds"); do
  start=$(date +%s%N)
  "$ringgen" compare "$work/e" "$work/a" --report "$work/report.html" >/dev/null || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000)) >>"$work/times"
done
ms=$(sort -n "$work/times" | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }')
page=$(wc -c <"$work/report.html")
echo "ringgen compare --report, 100 pairs of 256-px rings, all differing, median of $rounds runs"
awk -v p="$page" -v i="$images" -v ms="$ms" 'BEGIN {
  printf "  page %d B; the 200 images %d B; page - images %+d B (target ≤ +102400)\n", p, i, p - i
  printf "  written in %d ms (target ≤ 2000)\n", ms }'
