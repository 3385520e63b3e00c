#!/bin/sh
# `make bench-json`: how long ringgen takes to read a --spec file of 1 MiB holding 120 000
# keys (the most keys a 1 MiB spec can hold with short names), median of 5 runs. The keys are
# not ring properties, so ringgen parses the whole object, checks every key for duplicates and
# then refuses the first unknown one (exit 64): the time is the parsing, plus process start.
# Usage: json-bench.sh RINGGEN
set -eu
ringgen=${1:?usage: json-bench.sh RINGGEN}
folder=$(mktemp -d)
trap 'rm -rf "$folder"' EXIT
spec=$folder/keys.json

# 120 000 distinct three-letter keys ("aaa":0,), one per line until the file reaches 1 MiB.
awk 'BEGIN {
  alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
  count = 120000; limit = 1048576
  size = 2 + count * 8 - 1
  newlines = limit - 1 - size
  printf "{"
  for (i = 0; i < count; i++) {
    key = substr(alphabet, int(i / 3600) + 1, 1) substr(alphabet, int(i / 60) % 60 + 1, 1) substr(alphabet, i % 60 + 1, 1)
    printf "%s\"%s\":0", (i > 0 ? "," : ""), key
    if (i < newlines) printf "\n"
  }
  printf "}"
}' > "$spec"
bytes=$(wc -c < "$spec")

times=""
for run in 1 2 3 4 5; do
  start=$(date +%s%N)
  status=0
  "$ringgen" --spec "$spec" -o "$folder/ring.png" 2> "$folder/stderr" || status=$?
  end=$(date +%s%N)
  if [ "$status" -ne 64 ] || ! grep -q 'unknown key' "$folder/stderr"; then
    echo "json-bench: expected exit 64 and an unknown key, got $status: $(cat "$folder/stderr")" >&2
    exit 1
  fi
  times="$times $(( (end - start) / 1000 ))"
done
median=$(echo $times | tr ' ' '\n' | sort -n | sed -n 3p)
echo "json-bench: --spec of $bytes bytes with 120000 keys, median of 5 runs"
awk -v us="$median" 'BEGIN { printf "  whole process, parse and refuse: %.3f s (target <= 0.2 s)\n", us / 1e6 }'
