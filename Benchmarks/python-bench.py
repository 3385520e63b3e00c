"""python-bench.py RINGGEN CLIB_BENCH [N]: the default ring to PNG N times (1000) four ways, as
CPU time per ring (this machine is shared, so CPU rather than wall time; the fastest of three
interleaved rounds), with the targets of the reach issue:

- ringkit.render in process, against N `subprocess.run([ringgen, ...])` (≥ 10× faster, wall
  time of the whole loop, since a process's cost is mostly its start);
- ringkit.render against `ringgen batch --jobs 1` of N lines (≤ 1.2× its CPU per ring);
- libringkit from C (Benchmarks/clib-bench.c) against the same batch (≤ 1.1×);
- ringkit.render_many of the N specs on every core: its CPU per ring against that batch's
  (≤ 0.9×), and its wall time against `ringgen batch --jobs` on every core (≤ 1.0×).
"""

import json
import os
import resource
import subprocess
import sys
import tempfile
import time

import ringkit

ringgen, clib_bench = sys.argv[1], sys.argv[2]
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000


def cpu_self() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def cpu_children() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def python_per_ring() -> tuple[float, float]:
    """CPU per ring and wall time of the whole loop."""
    start_cpu, start_wall = cpu_self(), time.perf_counter()
    for _ in range(count):
        ringkit.render({})
    return (cpu_self() - start_cpu) / count, time.perf_counter() - start_wall


def batch_per_ring(folder: str) -> float:
    before = cpu_children()
    subprocess.run([ringgen, "batch", f"{folder}/lines.jsonl", "--jobs", "1", "-q"], check=True)
    return (cpu_children() - before) / count


def many_per_ring() -> tuple[float, float]:
    """CPU per ring and wall time of one render_many call over `count` specs."""
    specs = [{}] * count
    start_cpu, start_wall = cpu_self(), time.perf_counter()
    ringkit.render_many(specs)
    return (cpu_self() - start_cpu) / count, time.perf_counter() - start_wall


def batch_all_cores_wall(folder: str) -> float:
    start = time.perf_counter()
    subprocess.run([ringgen, "batch", f"{folder}/lines.jsonl", "-q"], check=True)
    return time.perf_counter() - start


def clib_per_ring() -> float:
    words = subprocess.run([clib_bench, str(count)], check=True, capture_output=True, text=True).stdout.split()
    return float(words[words.index("us") - 1]) / 1e6


ringkit.render({})
with tempfile.TemporaryDirectory() as folder:
    with open(f"{folder}/lines.jsonl", "w") as file:
        file.write("".join(json.dumps({"output": f"{folder}/b{index}.png"}) + "\n" for index in range(count)))
    # Three rounds, interleaved, and the fastest of each: the machine is shared, and what others
    # run only ever adds time.
    rounds = [
        (python_per_ring(), batch_per_ring(folder), clib_per_ring(), many_per_ring(), batch_all_cores_wall(folder))
        for _ in range(3)
    ]
    python_cpu = min(round[0][0] for round in rounds)
    python_wall = min(round[0][1] for round in rounds)
    batch_cpu = min(round[1] for round in rounds)
    clib_cpu = min(round[2] for round in rounds)
    many_cpu = min(round[3][0] for round in rounds)
    many_wall = min(round[3][1] for round in rounds)
    batch_wall = min(round[4] for round in rounds)

    start_wall = time.perf_counter()
    for index in range(count):
        subprocess.run([ringgen, "-o", f"{folder}/p{index}.png"], check=True)
    process_wall = time.perf_counter() - start_wall


def row(name: str, figure: float, target: str, ok: bool) -> None:
    print(f"{name:<52} {figure:7.2f}×   target {target:<6} {'ok' if ok else 'MISSED'}")


print(f"{count} default rings to PNG: Python {python_cpu * 1e6:.0f} µs CPU per ring, "
      f"libringkit {clib_cpu * 1e6:.0f}, ringgen batch --jobs 1 {batch_cpu * 1e6:.0f}; "
      f"{count} processes {process_wall:.1f} s against Python's loop {python_wall:.2f} s")
speedup = process_wall / python_wall
row("Python in process vs a ringgen process per ring", speedup, "≥ 10", speedup >= 10)
row("Python per ring vs batch per ring (CPU)", python_cpu / batch_cpu, "≤ 1.2", python_cpu <= 1.2 * batch_cpu)
row("libringkit per ring vs batch per ring (CPU)", clib_cpu / batch_cpu, "≤ 1.1", clib_cpu <= 1.1 * batch_cpu)
row("render_many per ring vs batch --jobs 1 per ring (CPU)", many_cpu / batch_cpu, "≤ 0.9", many_cpu <= 0.9 * batch_cpu)
row("render_many vs batch on every core (wall)", many_wall / batch_wall, "≤ 1.0", many_wall <= batch_wall)
print(f"render_many: {many_cpu * 1e6:.0f} µs CPU per ring, {count} rings in {many_wall:.2f} s; "
      f"ringgen batch on every core {batch_wall:.2f} s")
