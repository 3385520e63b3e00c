#!/bin/sh
# `make bench-snapshots`, last part: `ringgen compare` on a 3446 × 10728 px pair (the size of
# odiff's benchmark images; ours are generated: a ring at two values, stretched by ImageMagick)
# against ImageMagick's `compare -metric AE -fuzz 10%` (about pixelmatch's threshold 0.1), with
# and without --diff, and, when MAIN_RINGGEN names another build (such as main's), against it.
# Median wall-clock time of ROUNDS interleaved runs (default 5), and peak memory (GNU time) beside
# the two decoded images' size. Installs Debian's imagemagick when it is missing. Exits 1 when
# either program does not compare the pair (exit 1, the pair differs).
# Usage: Benchmarks/compare-big.sh RINGGEN
set -eu
ringgen=$1
main=${MAIN_RINGGEN:-}
rounds=${ROUNDS:-5}
if ! command -v compare >/dev/null 2>&1 || ! [ -x /usr/bin/convert ]; then
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "compare-big: installing imagemagick"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends imagemagick >/dev/null ||
    { $sudo apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends imagemagick >/dev/null; }
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Debian's policy.xml caps ImageMagick's pixel cache at 256 MiB of memory and 1 GiB of disk,
# less than two 3446 × 10728 images take at 16 bits a sample: under it `compare` fails after
# about 3 s ("cache resources exhausted"), which is not a comparison. Its policies are maxima
# that -limit cannot raise, so a policy of our own is put first on its search path.
mkdir "$work/policy"
cat >"$work/policy/policy.xml" <<'POLICY'
<policymap>
  <policy domain="resource" name="memory" value="4GiB"/>
  <policy domain="resource" name="map" value="4GiB"/>
  <policy domain="resource" name="disk" value="8GiB"/>
  <policy domain="resource" name="area" value="1GP"/>
</policymap>
POLICY
export MAGICK_CONFIGURE_PATH="$work/policy"
width=3446
height=10728
"$ringgen" --size "$width" --value 40 --background white -o "$work/a0.png"
"$ringgen" --size "$width" --value 43 --background white -o "$work/b0.png"
/usr/bin/convert "$work/a0.png" -resize "${width}x${height}!" "$work/a.png"
/usr/bin/convert "$work/b0.png" -resize "${width}x${height}!" "$work/b.png"

# Milliseconds of wall-clock time of one run of the command (its exit status ignored).
milliseconds() {
  start=$(date +%s%N)
  "$@" >/dev/null 2>&1 || true
  end=$(date +%s%N)
  echo $(((end - start) / 1000000))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# Both must have compared: exit 1 (the pair differs), with their counts.
status=0
compare -metric AE -fuzz 10% "$work/a.png" "$work/b.png" null: 2>"$work/magick.count" || status=$?
[ "$status" -eq 1 ] || { echo "compare-big: ImageMagick's compare failed (exit $status): $(cat "$work/magick.count")" >&2; exit 1; }
status=0
"$ringgen" compare "$work/a.png" "$work/b.png" >"$work/ringgen.line" || status=$?
[ "$status" -eq 1 ] || { echo "compare-big: ringgen compare failed (exit $status)" >&2; exit 1; }

names="ringgen ringgen-diff magick"
[ -n "$main" ] && names="$names main main-diff"
for round in $(seq "$rounds"); do
  for name in $names; do
    case $name in
      ringgen) ms=$(milliseconds "$ringgen" compare "$work/a.png" "$work/b.png") ;;
      ringgen-diff) ms=$(milliseconds "$ringgen" compare "$work/a.png" "$work/b.png" --diff "$work/d") ;;
      magick) ms=$(milliseconds compare -metric AE -fuzz 10% "$work/a.png" "$work/b.png" null:) ;;
      main) ms=$(milliseconds "$main" compare "$work/a.png" "$work/b.png") ;;
      main-diff) ms=$(milliseconds "$main" compare "$work/a.png" "$work/b.png" --diff "$work/m") ;;
    esac
    echo "$ms" >>"$work/$name.times"
  done
done
for name in $names; do eval "t_$(echo "$name" | tr - _)=$(median <"$work/$name.times")"; done
peak=$( (/usr/bin/time -f %M "$ringgen" compare "$work/a.png" "$work/b.png" >/dev/null) 2>&1 | tail -1)
decoded=$((width * height * 8 / 1024))
echo "ringgen compare, $width × $height px pair, median of $rounds interleaved runs (ms)"
echo "  ringgen compare              $t_ringgen"
echo "  ringgen compare --diff       $t_ringgen_diff"
echo "  ImageMagick compare -fuzz 10% $t_magick"
echo "  differing pixels: ringgen $(sed 's/.*: \([0-9]*\) pixels\{0,1\} differ.*/\1/' "$work/ringgen.line"), ImageMagick $(cat "$work/magick.count")"
awk -v r="$t_ringgen" -v d="$t_ringgen_diff" -v m="$t_magick" 'BEGIN {
  printf "  ringgen / ImageMagick       %.2f × (target ≤ 0.10)\n", r / m
  printf "  --diff / without            %.2f × (target ≤ 1.5)\n", d / r }'
if [ -n "$main" ]; then
  echo "  MAIN_RINGGEN compare         $t_main"
  echo "  MAIN_RINGGEN compare --diff  $t_main_diff"
  awk -v r="$t_ringgen" -v m="$t_main" -v d="$t_ringgen_diff" -v md="$t_main_diff" 'BEGIN {
    printf "  this / MAIN_RINGGEN         %.2f × without --diff, %.2f × with (target ≤ 1.0)\n", r / m, d / md }'
fi
awk -v p="$peak" -v d="$decoded" 'BEGIN {
  printf "  peak memory                 %d KB, %.2f × the two decoded images (%d KB; target ≤ 3)\n", p, p / d, d }'
