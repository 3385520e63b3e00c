#!/bin/sh
# Builds a weekly KPI report from kpis.tsv with ringgen:
#   out/report.html  an HTML page with the rings as inline SVG (one `ringgen batch` run)
#   out/report.pdf   a multi-page PDF sheet of the rings with captions (`ringgen sheet`)
#
# Usage: ./build.sh            (uses ../../.build/release/ringgen; `make example` builds it)
#        RINGGEN=ringgen ./build.sh
set -eu
cd "$(dirname "$0")"
ringgen=${RINGGEN:-../../.build/release/ringgen}
mkdir -p out/svg

# JSON and HTML text, escaped.
json_string() { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g')"; }
html_text() { printf '%s' "$1" | sed 's/&/\&amp;/g; s/</\&lt;/g; s/>/\&gt;/g'; }

# One JSON line per KPI: the ring's properties (the keys of `ringgen --spec`) plus its output.
# MB's own text (label null: the value, then the unit) shows each KPI in its unit.
# Numbered, and '|'-separated: `read` would merge the empty fields of a tab-separated line.
grep -v '^#' kpis.tsv | awk -F '\t' 'NF >= 3 { print NR "|" $1 "|" $2 "|" $3 "|" $4 "|" ($5 == "" ? 0 : $5) }' > out/kpis.numbered
: > out/rings.jsonl
while IFS='|' read -r index name value max unit decimals; do
  printf '{"value": %s, "maxValue": %s, "decimalPlaces": %s, "label": null, "unitString": %s, "output": "out/svg/kpi-%s.svg"}\n' \
    "$value" "$max" "$decimals" "$(json_string "$unit")" "$index" >> out/rings.jsonl
done < out/kpis.numbered

# All rings in parallel; the options apply to every line.
"$ringgen" batch out/rings.jsonl --size 160 --unit-font-size 18

# The HTML page: each SVG pasted inline (they carry role="img" and their alt text, and no ids).
{
  printf '<!doctype html>\n<html lang="en">\n<meta charset="utf-8">\n<title>Weekly KPIs</title>\n'
  printf '<style>body{font-family:"DejaVu Sans",Verdana,sans-serif;margin:2rem}'
  printf '.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:1.5rem}'
  printf 'figure{margin:0;text-align:center}figcaption{margin-top:.25rem}</style>\n'
  printf '<h1>Weekly KPIs</h1>\n<div class="grid">\n'
  while IFS='|' read -r index name value max unit decimals; do
    printf '<figure>\n'
    cat "out/svg/kpi-$index.svg"
    printf '<figcaption>%s</figcaption>\n</figure>\n' "$(html_text "$name")"
  done < out/kpis.numbered
  printf '</div>\n</html>\n'
} > out/report.html

# The PDF: a sheet of 2 × 2 rings per page with captions, so seven KPIs take two pages.
{
  printf '{\n  "title": "Weekly KPIs",\n  "page": "A4",\n  "columns": 2,\n  "rows": 2,\n'
  printf '  "style": {"label": "{percent}%%", "progressLineWidth": 14, "emptyLineWidth": 14},\n  "rings": [\n'
  first=yes
  while IFS='|' read -r index name value max unit decimals; do
    [ "$first" = yes ] || printf ',\n'
    first=no
    printf '    {"value": %s, "maxValue": %s, "decimalPlaces": %s, "caption": %s}' "$value" "$max" "$decimals" "$(json_string "$name")"
  done < out/kpis.numbered
  printf '\n  ]\n}\n'
} > out/sheet.json
"$ringgen" sheet out/sheet.json -o out/report.pdf

rm out/kpis.numbered
echo "wrote $(pwd)/out/report.html and $(pwd)/out/report.pdf"
