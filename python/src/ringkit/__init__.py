"""RingKit's circular progress rings, from Python.

>>> import ringkit
>>> png = ringkit.render({"value": 15, "maxValue": 30})
>>> ring = ringkit.Ring(value=15, max_value=30)
>>> svg = ring.svg()

Specs are `ringgen --spec` objects; every image is byte for byte what
`ringgen --spec FILE --format FORMAT -o -` writes. Calls release the GIL.
"""

from __future__ import annotations

import difflib
import json
import math
import re
import warnings
from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Union

from . import _native
from ._keys import KEYS

__all__ = [
    "render", "render_many", "Ring", "compare", "Comparison", "RingError", "RenderManyError", "RingWarning",
    "__version__", "KEYS",
]

__version__: str = _native.version()

Spec = Union[Mapping[str, Any], str]


class RingError(ValueError):
    """Bad input or a failed render, with the message `ringgen` prints after "ringgen: error: ".

    `status` is the command line's exit status: 64 for bad input, 1 for a failure while rendering.
    """

    def __init__(self, message: str, status: int = 64) -> None:
        super().__init__(message)
        self.message = message
        self.status = status


class RenderManyError(RingError):
    """Some specs of a `render_many` call failed; the others rendered.

    `failures` maps each failed spec's index to its RingError, in order; `images` holds every
    spec's bytes, None where it failed. The message lists each failure; `status` is the first's.
    """

    def __init__(self, failures: dict[int, RingError], images: list[bytes | None]) -> None:
        lines = "; ".join(f"spec {index}: {error.message}" for index, error in failures.items())
        first = next(iter(failures.values()))
        super().__init__(f"{len(failures)} of {len(images)} specs failed: {lines}", first.status)
        self.failures = failures
        self.images = images


class RingWarning(UserWarning):
    """What `ringgen --spec FILE --format FORMAT -o -` prints as "ringgen: warning: …" for the
    same spec: the ring is drawn, but something in it is not as asked (label characters no
    installed font has, text cut short, a unit the label does not show, a value above the
    maximum drawn full).

    `code` is a stable name to filter on ("missing-glyphs", "text-cut"…), `key` the spec key it
    concerns (or None). `warnings.simplefilter("error", ringkit.RingWarning)` makes them errors.
    """

    def __init__(self, message: str, code: str, key: str | None) -> None:
        super().__init__(message)
        self.message = message
        self.code = code
        self.key = key


def render(spec: Spec, format: str = "png", strict: bool = False) -> bytes:
    """The ring that `spec` describes, as `format`'s bytes.

    spec: a `ringgen --spec` object, as a mapping ({"value": 15, "maxValue": 30}) or JSON text.
    format: any `--format` value: "png", "svg", "pdf", "apng", "gif", "ansi", "data-uri".
    strict: raise RingError for the first warning instead of warning.
    Raises RingError with ringgen's message for bad input; TypeError for a spec or format of
    the wrong type. Each of the renderer's warnings is issued as a RingWarning.
    """
    text = _spec_text(spec)
    if not isinstance(format, str):
        raise TypeError(f"format: expected a str such as 'png', got {type(format).__name__}")
    status, data, _, message, found = _native.render(text.encode("utf-8"), format.encode("utf-8"))
    if status != 0:
        raise RingError(message or f"ringkit_render failed with status {status}", status)
    for code, key, text in found:
        if strict:
            raise RingError(text, 64)
        warnings.warn(RingWarning(text, code, key), stacklevel=2)
    return data


def _spec_text(spec: Spec) -> str:
    """A spec as the JSON text the library reads, refusing what JSON cannot say."""
    if isinstance(spec, str):
        return spec
    if isinstance(spec, Mapping):
        _check_finite(spec, "")
        return json.dumps(spec, allow_nan=False)
    raise TypeError(f"spec: expected a dict or JSON text, got {type(spec).__name__}")


def render_many(
    specs: Iterable[Spec], format: str = "png", jobs: int | None = None, strict: bool = False
) -> list[bytes]:
    """Each spec's image, in order, rendered in parallel inside the library with the GIL released.

    specs: `ringgen --spec` objects or JSON texts, as `render` takes one.
    format: any `--format` value, for every spec.
    jobs: the most threads to render on, 1 to 4096; None for one per processor.
    strict: a spec's first warning fails that spec, as `render(strict=True)` does.
    Raises RenderManyError, after every spec has been tried, when any failed: its `failures`
    holds each one's RingError by index and its `images` the others' bytes. Warnings are
    issued as RingWarnings, each message prefixed with its spec's index.
    """
    if isinstance(specs, (str, bytes, Mapping)):
        raise TypeError(f"specs: expected a list of specs, got one {type(specs).__name__}")
    if not isinstance(format, str):
        raise TypeError(f"format: expected a str such as 'png', got {type(format).__name__}")
    if jobs is not None and (not isinstance(jobs, int) or isinstance(jobs, bool) or not 1 <= jobs <= 4096):
        raise ValueError(f"jobs: expected a whole number of threads, 1 to 4096, or None, got {jobs!r}")
    failures: dict[int, RingError] = {}
    texts: list[bytes] = []
    for index, spec in enumerate(specs):
        try:
            texts.append(_spec_text(spec).encode("utf-8"))
        except RingError as error:
            failures[index] = error
            texts.append(b"")
    results = _native.render_many(texts, format.encode("utf-8"), jobs or 0) if texts else []
    images: list[bytes | None] = []
    for index, (status, data, message, found) in enumerate(results):
        if index in failures:
            images.append(None)
            continue
        if status != 0:
            failures[index] = RingError(message or f"ringkit_render_many failed with status {status}", status)
            images.append(None)
            continue
        if strict and found:
            failures[index] = RingError(found[0][2], 64)
            images.append(None)
            continue
        try:
            for code, key, text in found:
                warnings.warn(RingWarning(f"spec {index}: {text}", code, key), stacklevel=2)
        except RingWarning as raised:
            # A warnings filter that makes RingWarning an error fails this spec, not the call.
            failures[index] = RingError(raised.message, 64)
            images.append(None)
            continue
        images.append(data)
    if failures:
        raise RenderManyError(dict(sorted(failures.items())), images)
    return [image for image in images if image is not None]


def _check_finite(value: Any, path: str) -> None:
    """Refuses a NaN or an infinity anywhere in a spec as ringgen refuses one in a flag, naming
    its key path: JSON has no such numbers, so the text would not say what is wrong."""
    if isinstance(value, float) and not math.isfinite(value):
        raise RingError(f'spec: "{path}": expected a finite number, got {value}')
    if isinstance(value, Mapping):
        for key, item in value.items():
            _check_finite(item, f"{path}.{key}" if path else str(key))
    elif isinstance(value, (list, tuple)):
        for index, item in enumerate(value):
            _check_finite(item, f"{path}[{index}]")


_SNAKE = re.compile(r"_([a-z0-9])")


def _camel(name: str) -> str:
    """`max_value` → `maxValue`; camelCase names are kept."""
    return _SNAKE.sub(lambda match: match.group(1).upper(), name)


def _key(name: str) -> str:
    key = _camel(name)
    if key not in KEYS:
        close = difflib.get_close_matches(key, KEYS, n=1)
        hint = f' (did you mean "{close[0]}"?)' if close else ""
        raise RingError(f'"{name}": unknown key{hint}')
    return key


class Ring:
    """A ring: `ringgen --spec` keys, in snake_case or camelCase.

    >>> Ring(value=15, max_value=30).png()
    """

    def __init__(self, **keys: Any) -> None:
        self.spec: dict[str, Any] = {_key(name): value for name, value in keys.items()}

    def render(self, format: str = "png", **overrides: Any) -> bytes:
        """The ring as `format`'s bytes; `overrides` set keys for this render only."""
        return render({**self.spec, **{_key(name): value for name, value in overrides.items()}}, format)

    def png(self, scale: float = 1) -> bytes:
        """A PNG at `scale` pixels per point (2 for a high-density screen)."""
        return self.render("png", scale=scale) if scale != 1 else self.render("png")

    def svg(self) -> bytes:
        """An SVG document, with role="img" and a title."""
        return self.render("svg")

    def pdf(self) -> bytes:
        """A one-page tagged PDF."""
        return self.render("pdf")

    def _repr_png_(self) -> bytes:
        return self.png()

    def _repr_svg_(self) -> str:
        return self.svg().decode("utf-8")

    def __repr__(self) -> str:
        keys = ", ".join(f"{name}={value!r}" for name, value in self.spec.items())
        return f"Ring({keys})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Ring) and other.spec == self.spec


def _key_documentation() -> str:
    lines = ["", "Keys (snake_case works too; the defaults are ringgen's):", ""]
    for key, (description, default) in KEYS.items():
        suffix = f" [default: {default}]" if default else ""
        lines.append(f"    {key}: {description}{suffix}")
    return "\n".join(lines)


Ring.__doc__ = (Ring.__doc__ or "") + _key_documentation()


@dataclass(frozen=True)
class Comparison:
    """How two PNGs differ: the count of differing pixels (all of the larger's when the sizes
    differ), and `message` when the sizes differ."""

    different_pixels: int
    message: str | None = None

    @property
    def same(self) -> bool:
        """Whether no pixel differs."""
        return self.different_pixels == 0 and self.message is None


def compare(expected: bytes, actual: bytes, threshold: float = 0.1) -> Comparison:
    """Compares two PNGs as `ringgen compare` does (pixelmatch's YIQ distance at `threshold`,
    0 exact to 1; anti-aliased pixels not counted). Raises RingError for bytes that are not
    a PNG, TypeError for arguments that are not bytes."""
    for name, value in (("expected", expected), ("actual", actual)):
        if not isinstance(value, (bytes, bytearray, memoryview)):
            raise TypeError(f"{name}: expected PNG bytes, got {type(value).__name__}")
    if not isinstance(threshold, (int, float)) or isinstance(threshold, bool):
        raise TypeError(f"threshold: expected a number, got {type(threshold).__name__}")
    status, pixels, message = _native.compare(bytes(expected), bytes(actual), float(threshold))
    if status == 64:
        raise RingError(message or "ringkit_compare refused its input", status)
    return Comparison(pixels, message)
