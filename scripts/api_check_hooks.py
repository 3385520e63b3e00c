"""schemathesis hooks for scripts/api-check: positive data acceptance, with the 400s no schema
can express left to the document's own 400.

`positive_data_acceptance_within_schemas` is schemathesis's positive_data_acceptance (a request
inside the document's schemas must not be refused), except for a 400 whose error line is one
of these, each of which a schema cannot say:

- A value over one of the server's limits (`--max-pixels`, `--max-frames`): size × scale, and
  duration × fps, are products of keys, and the limits are the server's flags.
- `appearance` on an SVG, which carries both looks: a key that depends on the route.
- A value whose syntax inside a string the schema gives only as text (`type: string` with no
  enum, pattern or format; its form is in the parameter's description): a colour, gradient
  stops, thresholds, concentric rings, a label template, X,Y, easing, keyframes. The set is
  read from the served document, so a key that gets a real schema loses the exception.
- A timeline key (delay, duration, …) in a still's format, when the format came from Accept
  or the spec, or `at` (one still frame) on an animated route: the key is allowed, the pair
  is not.
- A length that leaves nothing of the canvas to draw in, or a gap that leaves no segment:
  geometry of several keys together.
- `spec=` that is not base64url of UTF-8 text: its pattern bounds the alphabet, not whether
  the bytes it stands for are UTF-8.
- A fraction W/H for cellAspect whose quotient is outside the range its number has: a
  pattern bounds the syntax, not the quotient.

A HEAD answer has no body, so its line is read from the same request as GET. With
API_DEBUG=FILE, each refusal that fails the check is written to FILE.
"""

import json
import os
import re

import requests
import schemathesis
from schemathesis.core.failures import Failure
from schemathesis.specs.openapi.checks import positive_data_acceptance

_DOCUMENT = json.load(open(os.environ["RINGGEN_OPENAPI"], encoding="utf-8"))

_INTERACTIONS = [
    re.compile(r"over this server's limit of \d+"),
    re.compile(r"^--appearance: an SVG carries the light and the dark look"),
    re.compile(r"""^(--cell-aspect|(body|spec):\d+: "cellAspect"): expected a cell's width / height .*, got ['"][^'"]*/"""),
    re.compile(r"^(--)?[a-z-]+ needs an animated output"),
    re.compile(r"^--at renders one still frame"),
    re.compile(r"^--[a-z-]+: .* leaves (nothing of the .* canvas|nothing to draw|no segment)"),
    re.compile(r"^spec: not base64url-encoded UTF-8 text"),
]


def _kebab(name: str) -> str:
    return re.sub(r"([A-Z])", lambda m: "-" + m.group(1).lower(), name)


def _bare(schema: dict) -> bool:
    """Text whose syntax the schema does not give."""
    keys = set(schema) - {"description", "default", "minLength"}
    return not keys or (keys == {"type"} and schema["type"] in ("string", ["string", "null"]))


def _text_keys(path: str, method: str) -> set:
    operation = _DOCUMENT["paths"][path][method]
    names = set()
    for parameter in operation.get("parameters", []):
        if _bare(parameter.get("schema", {})):
            name = parameter["name"]
            names.add("--" + _kebab(name))
            names.add('"' + name + '"')
            if name.startswith("dark."):
                names.add("--dark: " + name[len("dark.") :])
    body = operation.get("requestBody", {}).get("content", {}).get("application/json", {})
    for name, schema in body.get("schema", {}).get("properties", {}).items():
        if _bare(schema):
            names.add('"' + name + '"')
        # The dark look's colours, as text or as an object.
        for branch in schema.get("anyOf", []):
            if _bare(branch):
                names.add('"' + name + '"')
            for key, inner in branch.get("properties", {}).items():
                if _bare(inner):
                    names.add('"' + name + '": ' + key)
    return names


def _line(response, case) -> str:
    if case.method.upper() == "HEAD":
        prepared = response.request
        answer = requests.get(prepared.url, headers=dict(prepared.headers), timeout=30)
        text = answer.text
    else:
        text = response.content.decode("utf-8", "replace")
    return text.strip().removeprefix("ringgen: error: ")


def _named_key(line: str) -> str | None:
    """The key an error line names: `--flag: …`, `badge: --flag: …`, `--dark: KEY: …`, `body:1: "key": …`,
    `body:1: "dark": KEY: …`."""
    match = re.match(r'^(?:badge: )?(--dark: [A-Za-z]+(?=:)|--[a-z-]+|(?:body|spec):\d+: ("dark": [A-Za-z]+(?=:)|"[A-Za-z]+"))', line)
    if not match:
        return None
    return match.group(2) or match.group(1)


@schemathesis.check
def positive_data_acceptance_within_schemas(ctx, response, case):
    try:
        return positive_data_acceptance(ctx, response, case)
    except Failure:
        if response.status_code != 400:
            raise
        line = _line(response, case)
        if any(pattern.search(line) for pattern in _INTERACTIONS):
            return None
        key = _named_key(line)
        if key is not None and key in _text_keys(case.path, case.method.lower()):
            return None
        if os.environ.get("API_DEBUG"):
            print("api-check: refused:", case.method, line, file=open(os.environ["API_DEBUG"], "a"))
        raise
