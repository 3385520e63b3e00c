"""ctypes bindings to libringkit.so.0, the C library of ringkit.h, carried beside this file.

ctypes.CDLL releases the GIL for the length of each call, so threads render in parallel.
Out-strings are declared as void pointers: a c_char_p would be turned into bytes and the
pointer that ringkit_string_free needs would be lost.
"""

from __future__ import annotations

import ctypes
import os
from ctypes import POINTER, c_char_p, c_double, c_int, c_longlong, c_size_t, c_void_p

_HERE = os.path.dirname(os.path.abspath(__file__))
_PATH = os.environ.get("RINGKIT_LIBRARY") or os.path.join(_HERE, "libringkit.so.0")

lib = ctypes.CDLL(_PATH)

lib.ringkit_version.argtypes = []
lib.ringkit_version.restype = c_char_p
lib.ringkit_render.argtypes = [c_char_p, c_size_t, c_char_p, POINTER(c_void_p), POINTER(c_void_p)]
lib.ringkit_render.restype = c_int
lib.ringkit_render_many.argtypes = [
    POINTER(c_char_p), POINTER(c_size_t), c_size_t, c_char_p, c_int, POINTER(c_void_p), POINTER(c_int),
    POINTER(c_void_p),
]
lib.ringkit_render_many.restype = c_int
lib.ringkit_image_data.argtypes = [c_void_p]
lib.ringkit_image_data.restype = c_void_p
lib.ringkit_image_size.argtypes = [c_void_p]
lib.ringkit_image_size.restype = c_size_t
lib.ringkit_image_media_type.argtypes = [c_void_p]
lib.ringkit_image_media_type.restype = c_char_p
lib.ringkit_image_warning_count.argtypes = [c_void_p]
lib.ringkit_image_warning_count.restype = c_size_t
lib.ringkit_image_warning.argtypes = [c_void_p, c_size_t, POINTER(c_char_p), POINTER(c_char_p)]
lib.ringkit_image_warning.restype = c_char_p
lib.ringkit_image_free.argtypes = [c_void_p]
lib.ringkit_image_free.restype = None
lib.ringkit_string_free.argtypes = [c_void_p]
lib.ringkit_string_free.restype = None
lib.ringkit_compare.argtypes = [
    c_char_p, c_size_t, c_char_p, c_size_t, c_double, POINTER(c_longlong), POINTER(c_void_p)
]
lib.ringkit_compare.restype = c_int


def take_message(pointer: c_void_p) -> str | None:
    """The C string at `pointer`, freed; None for NULL."""
    if not pointer.value:
        return None
    try:
        return ctypes.string_at(pointer.value).decode("utf-8", "replace")
    finally:
        lib.ringkit_string_free(pointer)


Warning = tuple[str, str | None, str]
"""A warning of the renderer's: (code, key or None, message)."""


def render(spec: bytes, format: bytes | None) -> tuple[int, bytes, str, str | None, list[Warning]]:
    """(status, bytes, media type, message, warnings) of one ringkit_render call."""
    image = c_void_p()
    message = c_void_p()
    status = lib.ringkit_render(spec, len(spec), format, ctypes.byref(image), ctypes.byref(message))
    text = take_message(message)
    if status != 0:
        return status, b"", "", text, []
    try:
        data = ctypes.string_at(lib.ringkit_image_data(image), lib.ringkit_image_size(image))
        media_type = lib.ringkit_image_media_type(image).decode("ascii")
        warnings = [_warning(image, index) for index in range(lib.ringkit_image_warning_count(image))]
    finally:
        lib.ringkit_image_free(image)
    return status, data, media_type, text, warnings


def render_many(
    specs: list[bytes], format: bytes | None, jobs: int
) -> list[tuple[int, bytes, str | None, list[Warning]]]:
    """(status, bytes, message, warnings) of each spec, from one ringkit_render_many call."""
    count = len(specs)
    texts = (c_char_p * count)(*specs)
    lengths = (c_size_t * count)(*(len(spec) for spec in specs))
    images = (c_void_p * count)()
    statuses = (c_int * count)()
    messages = (c_void_p * count)()
    status = lib.ringkit_render_many(texts, lengths, count, format, jobs, images, statuses, messages)
    if status == 64 and not any(statuses) and not any(images):
        raise ValueError("ringkit_render_many refused its arguments")
    results = []
    taken = 0
    try:
        for index in range(count):
            taken = index + 1
            text = take_message(c_void_p(messages[index]))
            image = c_void_p(images[index])
            if statuses[index] != 0 or not image.value:
                results.append((statuses[index] or 1, b"", text, []))
                continue
            try:
                data = ctypes.string_at(lib.ringkit_image_data(image), lib.ringkit_image_size(image))
                found = [_warning(image, at) for at in range(lib.ringkit_image_warning_count(image))]
            finally:
                lib.ringkit_image_free(image)
            results.append((0, data, text, found))
    finally:
        # What an exception (out of memory, an interrupt) left untaken is freed all the same.
        for index in range(taken, count):
            lib.ringkit_image_free(c_void_p(images[index]))
            lib.ringkit_string_free(c_void_p(messages[index]))
    return results


def _warning(image: c_void_p, index: int) -> Warning:
    code = c_char_p()
    key = c_char_p()
    message = lib.ringkit_image_warning(image, index, ctypes.byref(code), ctypes.byref(key))
    return (
        (code.value or b"").decode("ascii"),
        key.value.decode("ascii") if key.value else None,
        (message or b"").decode("utf-8", "replace"),
    )


def compare(expected: bytes, actual: bytes, threshold: float) -> tuple[int, int, str | None]:
    """(status, differing pixels, message) of one ringkit_compare call."""
    pixels = c_longlong(0)
    message = c_void_p()
    status = lib.ringkit_compare(
        expected, len(expected), actual, len(actual), threshold, ctypes.byref(pixels), ctypes.byref(message)
    )
    return status, pixels.value, take_message(message)


def version() -> str:
    return lib.ringkit_version().decode("ascii")
