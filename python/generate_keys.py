"""Writes ringkit/_keys.py from `ringgen manual markdown` on standard input.

The manual's option tables are generated from the key table; their rows with a JSON key are
the spec's keys: `| `--max-value, --max N` | `maxValue` | The value of … | `100` |`.
Usage: ringgen manual markdown | python3 generate_keys.py > src/ringkit/_keys.py
"""

import re
import sys

CELL = re.compile(r"(?:\\\||[^|])+")
# Keys the library refuses: it writes no files and renders on the calling thread.
REFUSED = {"output", "jobs"}


def cells(row: str) -> list[str]:
    return [cell.strip().replace("\\|", "|") for cell in CELL.findall(row.strip().strip("|"))]


def main() -> None:
    keys: dict[str, tuple[str, str]] = {}
    for line in sys.stdin:
        if not line.startswith("| `-"):
            continue
        row = cells(line)
        if len(row) != 4 or not row[1].startswith("`"):
            continue
        key = row[1].strip("`")
        if key in REFUSED:
            continue
        keys.setdefault(key, (row[2], row[3].strip("`")))
    if len(keys) < 50:
        sys.exit(f"generate_keys: only {len(keys)} keys in the manual; is this ringgen's manual?")
    print('"""The spec\'s keys: name → (description, default), from ringgen\'s manual. Generated; do not edit."""')
    print()
    print("KEYS: dict[str, tuple[str, str]] = {")
    for key, (description, default) in keys.items():
        print(f"    {key!r}: ({description!r}, {default!r}),")
    print("}")


main()
