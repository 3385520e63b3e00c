"""Writes ringkit/_keys.py from `ringgen manual json` on standard input: every key of the key
table with its description and default, in the manual's order, read as data (no prose is parsed).

Usage: ringgen manual json | python3 generate_keys.py > src/ringkit/_keys.py
"""

import json
import sys

# Keys the library refuses: it writes no files and renders on the calling thread.
REFUSED = {"output", "jobs"}


def main() -> None:
    keys: dict[str, tuple[str, str]] = {}
    for row in json.load(sys.stdin):
        if row["key"] not in REFUSED:
            keys.setdefault(row["key"], (row["description"], row["default"] or ""))
    if len(keys) < 50:
        sys.exit(f"generate_keys: only {len(keys)} keys; is this `ringgen manual json`?")
    print('"""The spec\'s keys: name → (description, default), from ringgen\'s key table. Generated; do not edit."""')
    print()
    print("KEYS: dict[str, tuple[str, str]] = {")
    for key, (description, default) in keys.items():
        print(f"    {key!r}: ({description!r}, {default!r}),")
    print("}")


main()
