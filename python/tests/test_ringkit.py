"""ringkit from Python: bytes equal ringgen's, bad input raises with its message, threads
render at once, a notebook shows the ring, memory stays flat."""

from __future__ import annotations

import base64
import json
import os
import re
import resource
import subprocess
import sys
import threading
import warnings

import pytest

import ringkit

RINGGEN = os.environ["RINGGEN"]
SPEC = {"value": 15, "maxValue": 30, "progressColor": "#0FA3B1", "label": "Build"}


def ringgen(spec: dict, *arguments: str) -> bytes:
    run = subprocess.run([RINGGEN, "--spec", "-", *arguments, "-o", "-"], input=json.dumps(spec).encode(),
                         capture_output=True, check=True)
    return run.stdout


@pytest.mark.parametrize("format", ["png", "svg", "gif"])
def test_bytes_equal_ringgen(format: str) -> None:
    spec = {**SPEC, "duration": 0.2} if format == "gif" else SPEC
    assert ringkit.render(spec, format) == ringgen(spec, "--format", format)


def test_json_text_and_ring_give_the_same_bytes() -> None:
    png = ringkit.render(json.dumps(SPEC))
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    ring = ringkit.Ring(value=15, max_value=30, progress_color="#0FA3B1", label="Build")
    assert ring.png() == png
    assert ringkit.Ring(value=15, maxValue=30, progressColor="#0FA3B1", label="Build").png() == png
    assert ring.svg() == ringgen(SPEC, "--format", "svg")
    assert ring.pdf().startswith(b"%PDF-")
    assert ring.png(scale=2) == ringgen({**SPEC, "scale": 2})


def ringgen_warnings(spec: dict) -> list[str]:
    run = subprocess.run([RINGGEN, "--spec", "-", "-o", "-"], input=json.dumps(spec).encode(), capture_output=True,
                         check=True)
    prefix = "ringgen: warning: "
    return [line[len(prefix):] for line in run.stderr.decode().splitlines() if line.startswith(prefix)]


@pytest.mark.parametrize("spec, codes", [
    # Runic letters: no font installed here or bundled with the wheel has them.
    ({"value": 3, "label": "ᚠᛇᚻ"}, [("missing-glyphs", "label")]),
    ({"value": 150, "unitString": " km", "size": 16}, [("unit-not-shown", "unitString"), ("label-omitted", "label"),
                                                        ("value-above-maximum", "value")]),
    ({"value": 3, "caption": "Tasks", "showValueString": False}, [("caption-not-shown", "caption")]),
])
def test_warnings_are_ringgens(spec: dict, codes: list[tuple[str, str]]) -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        png = ringkit.render(spec)
    assert png == ringgen(spec)
    found = [warning.message for warning in caught]
    assert all(isinstance(warning, ringkit.RingWarning) for warning in found)
    assert [str(warning) for warning in found] == ringgen_warnings(spec)
    assert [(warning.code, warning.key) for warning in found] == codes
    with pytest.raises(ringkit.RingError, match=re.escape(str(found[0]))):
        ringkit.render(spec, strict=True)
    with warnings.catch_warnings():
        warnings.simplefilter("error", ringkit.RingWarning)
        with pytest.raises(ringkit.RingWarning):
            ringkit.render(spec)


def test_a_plain_ring_warns_of_nothing() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        ringkit.render(SPEC)
        ringkit.render({**SPEC, "duration": 0.2}, "apng")


def test_bad_input_raises_with_ringgens_message() -> None:
    with pytest.raises(ringkit.RingError) as caught:
        ringkit.render({"value": "x"})
    assert str(caught.value) == 'spec:1: "value": expected a number, got "x"'
    assert caught.value.status == 64 and isinstance(caught.value, ValueError)
    with pytest.raises(ringkit.RingError, match=r'"valu": unknown key \(did you mean "value"\?\)'):
        ringkit.render({"valu": 3})
    with pytest.raises(ringkit.RingError, match=r'"max_valu": unknown key \(did you mean "maxValue"\?\)'):
        ringkit.Ring(max_valu=3)
    with pytest.raises(ringkit.RingError, match="line 1, column 2"):
        ringkit.render("{nope")
    with pytest.raises(ringkit.RingError, match="--format"):
        ringkit.render({}, "tiff")
    with pytest.raises(ringkit.RingError, match="writes no files"):
        ringkit.render({"output": "x.png"})
    with pytest.raises(ringkit.RingError) as caught:
        ringkit.render({"value": float("nan")})
    assert str(caught.value) == 'spec: "value": expected a finite number, got nan'
    with pytest.raises(ringkit.RingError, match=r'spec: "rings\[1\]\.maxValue": expected a finite number, got inf'):
        ringkit.render({"rings": [{"value": 1}, {"value": 2, "maxValue": float("inf")}]})
    with pytest.raises(TypeError, match="spec: expected a dict or JSON text, got int"):
        ringkit.render(3)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        ringkit.render({}, None)  # type: ignore[arg-type]


def test_compare() -> None:
    a = ringkit.render({"value": 10, "size": 64})
    b = ringkit.render({"value": 12, "size": 64})
    assert ringkit.compare(a, a).same and ringkit.compare(a, a).different_pixels == 0
    different = ringkit.compare(a, b)
    assert not different.same and different.different_pixels > 0
    assert ringkit.compare(a, b, threshold=1).different_pixels <= different.different_pixels
    sizes = ringkit.compare(a, ringkit.render({"size": 48}))
    assert not sizes.same and sizes.message and "sizes differ" in sizes.message
    with pytest.raises(ringkit.RingError, match="expected"):
        ringkit.compare(b"GIF89a", a)
    with pytest.raises(ringkit.RingError, match="threshold"):
        ringkit.compare(a, a, threshold=2)
    with pytest.raises(TypeError):
        ringkit.compare("a.png", a)  # type: ignore[arg-type]


def test_version_and_keys() -> None:
    assert ringkit.__version__ == open(os.path.join(os.path.dirname(__file__), "../../VERSION")).read().strip()
    assert "maxValue" in ringkit.KEYS and "output" not in ringkit.KEYS
    assert "maxValue: The value of a full ring" in (ringkit.Ring.__doc__ or "")


def test_threads_render_at_once() -> None:
    reference = ringkit.render({"value": 7, "size": 48})
    failures: list[int] = []

    def work() -> None:
        for _ in range(100):
            if ringkit.render({"value": 7, "size": 48}) != reference:
                failures.append(1)

    threads = [threading.Thread(target=work) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures


def test_render_many_gives_each_specs_bytes_in_order() -> None:
    specs = [{"value": value, "maxValue": 30, "size": 64} for value in range(0, 31, 3)]
    for format in ["png", "svg"]:
        expected = [ringkit.render(spec, format) for spec in specs]
        assert ringkit.render_many(specs, format) == expected
        assert ringkit.render_many([json.dumps(spec) for spec in specs], format, jobs=1) == expected
    assert ringkit.render_many([]) == []


def test_render_many_reports_every_failure_and_keeps_the_rest() -> None:
    specs = [{"value": 1}, {"value": "two"}, {"value": float("nan")}, {"value": 4, "bogus": 1}, {"value": 5}]
    with pytest.raises(ringkit.RenderManyError) as caught:
        ringkit.render_many(specs, jobs=2)
    error = caught.value
    assert sorted(error.failures) == [1, 2, 3]
    for index in (1, 2, 3):
        with pytest.raises(ringkit.RingError) as single:
            ringkit.render(specs[index])
        assert error.failures[index].message == single.value.message
        assert error.failures[index].status == 64
    assert error.images[0] == ringkit.render(specs[0]) and error.images[4] == ringkit.render(specs[4])
    assert error.images[1:4] == [None, None, None]
    assert error.status == 64 and str(error).startswith("3 of 5 specs failed: spec 1: ")
    with pytest.raises(TypeError):
        ringkit.render_many([{"value": 1}, 7])
    for jobs in (0, -1, 1.5, True):
        with pytest.raises(ValueError):
            ringkit.render_many([{"value": 1}], jobs=jobs)


def test_render_many_warns_per_spec_and_strict_fails_it() -> None:
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        ringkit.render_many([{"value": 1}, {"value": 120}])
    assert [(w.message.code, str(w.message).split(":")[0]) for w in caught] == [("value-above-maximum", "spec 1")]
    with pytest.raises(ringkit.RenderManyError) as strict:
        ringkit.render_many([{"value": 1}, {"value": 120}], strict=True)
    assert list(strict.value.failures) == [1] and strict.value.images[0] is not None
    with warnings.catch_warnings():
        warnings.simplefilter("error", ringkit.RingWarning)
        with pytest.raises(ringkit.RenderManyError) as filtered:
            ringkit.render_many([{"value": 120}, {"value": 1}, {"value": 130}])
    assert list(filtered.value.failures) == [0, 2] and filtered.value.images[1] == ringkit.render({"value": 1})


def test_render_many_takes_any_iterable_of_specs_but_not_one_spec() -> None:
    specs = ({"value": value} for value in (3, 6))
    assert ringkit.render_many(specs) == [ringkit.render({"value": 3}), ringkit.render({"value": 6})]
    for one in ({"value": 3}, '{"value": 3}', b"{}"):
        with pytest.raises(TypeError):
            ringkit.render_many(one)
    with pytest.raises(ValueError):
        ringkit.render_many([{"value": 1}], jobs=2**31)


def test_a_forked_child_renders_the_same_bytes() -> None:
    """After renders on several threads (Python's and render_many's), a child made by fork
    renders as the parent does, one ring or many, and every multiprocessing start method works."""
    spec = {"value": 42, "label": "{value} done", "size": 96}
    expected = ringkit.render(spec)
    threads = [threading.Thread(target=lambda: [ringkit.render(spec) for _ in range(20)]) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert ringkit.render_many([spec] * 4) == [expected] * 4  # the library's own threads too
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            same = ringkit.render(spec) == expected and ringkit.render_many([spec] * 4) == [expected] * 4
            os.write(write, b"same" if same else b"different")
        finally:
            os._exit(0)
    os.close(write)
    answer = os.read(read, 16)
    os.close(read)
    os.waitpid(child, 0)
    assert answer == b"same"
    import multiprocessing

    for method in ("fork", "spawn", "forkserver"):
        with multiprocessing.get_context(method).Pool(2) as pool:
            assert pool.map(ringkit.render, [spec] * 4) == [expected] * 4, method


def test_a_home_without_caches_is_left_alone(tmp_path: "os.PathLike[str]") -> None:
    """With HOME pointing nowhere and no XDG folders, a render prints nothing (no fontconfig
    complaint) and creates nothing outside its temporary folder."""
    home = os.path.join(str(tmp_path), "home-that-does-not-exist")
    environment = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    environment.update(HOME=home, TMPDIR=str(tmp_path))
    code = "import ringkit, sys; sys.stdout.buffer.write(ringkit.render({'value': 5, 'label': '{value}'}))"
    run = subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, check=True)
    assert run.stderr == b""
    assert run.stdout == ringkit.render({"value": 5, "label": "{value}"})
    assert not os.path.exists(home)


def test_fifty_thousand_renders_keep_memory_flat() -> None:
    """The soak of the report-scale issue, short: 50 000 rings through render_many, resident
    memory sampled after every tenth; the last sample within 10 % of the first."""

    def resident_kib() -> int:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    specs = [{"value": index % 101, "size": 64, "label": "{value}"} for index in range(1000)]
    samples = []
    for tenth in range(10):
        for _ in range(5):
            assert len(ringkit.render_many(specs)) == len(specs)
        samples.append(resident_kib())
    assert samples[-1] <= samples[0] * 1.10, f"resident KiB after each tenth: {samples}"


def test_a_notebook_shows_the_ring() -> None:
    nbformat = pytest.importorskip("nbformat")
    nbclient = pytest.importorskip("nbclient")
    notebook = nbformat.v4.new_notebook()
    notebook.cells.append(nbformat.v4.new_code_cell("import ringkit\nringkit.Ring(value=15, max_value=30)"))
    nbclient.NotebookClient(notebook, timeout=120, kernel_name="python3").execute()
    output = notebook.cells[0].outputs[0]
    assert output["output_type"] == "execute_result"
    png = base64.b64decode(output["data"]["image/png"])
    assert png == ringkit.Ring(value=15, max_value=30).png()
    assert output["data"]["image/svg+xml"].startswith("<svg")


def test_memory_stays_flat() -> None:
    def resident_kib() -> int:
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    for _ in range(2_000):
        ringkit.render({"value": 7, "size": 48})
    before = resident_kib()
    for _ in range(18_000):
        ringkit.render({"value": 7, "size": 48})
    grown = resident_kib() - before
    assert grown < 8 * 1024, f"resident memory grew {grown} KiB over 18 000 renders"
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss > 0
