"""soak-bench.py RINGGEN OUT_PNG [SCALE]: `make bench-soak`, resident memory over a million renders.

Three runs, each with its resident memory (VmRSS) sampled at every tenth of its work, and the
criterion of the report-scale issue: the last sample within 10 % of the one at the first tenth.

- 1 000 000 default rings (256 pt, values 0…100, a label) through ringkit.render_many in one
  Python process, 10 000 a call;
- 1 000 000 lines (64 pt, to keep the files to 1.6 GB) through one `ringgen batch` process,
  sampled from /proc every 0.2 s and read at each tenth of its run time;
- 200 000 requests to `ringgen serve --cache-mb 0` on 127.0.0.1 (PNG, SVG and badges, values
  varying so that nothing repeats), from 4 client threads, the server sampled at each tenth.

SCALE divides every count (2 runs a tenth of it, to try the bench). Writes the curves as a
plot to OUT_PNG (an SVG drawn here, turned into a PNG by rsvg-convert) and prints the samples.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import subprocess
import sys
import tempfile
import threading
import time

import ringkit

ringgen, out_png = sys.argv[1], sys.argv[2]
scale = int(sys.argv[3]) if len(sys.argv) > 3 else 1


def resident_kib(pid: int | str = "self") -> int:
    with open(f"/proc/{pid}/status") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))


def library_run(count: int) -> list[int]:
    specs = [{"value": index % 101, "label": "{value} of 100"} for index in range(min(10_000, count // 10))]
    calls = count // len(specs)
    samples = []
    for call in range(calls):
        ringkit.render_many(specs)
        if (call + 1) % max(calls // 10, 1) == 0:
            samples.append(resident_kib())
    return samples[:10]


def batch_run(count: int, folder: str) -> list[int]:
    lines = os.path.join(folder, "lines.jsonl")
    with open(lines, "w") as file:
        for index in range(count):
            file.write(json.dumps({"value": index % 101, "output": f"{folder}/r{index}.png"}) + "\n")
    process = subprocess.Popen([ringgen, "batch", lines, "--size", "64", "-q"])
    timed: list[tuple[float, int]] = []
    start = time.perf_counter()
    while process.poll() is None:
        try:
            timed.append((time.perf_counter() - start, resident_kib(process.pid)))
        except (OSError, StopIteration):
            pass
        time.sleep(0.2)
    elapsed = time.perf_counter() - start
    if process.returncode != 0:
        raise SystemExit(f"soak-bench: ringgen batch exited {process.returncode}")
    return [max((kib for at, kib in timed if at <= elapsed * tenth / 10), default=0) for tenth in range(1, 11)]


def serve_run(count: int) -> list[int]:
    server = subprocess.Popen(
        [ringgen, "serve", "--listen", "127.0.0.1:0", "--cache-mb", "0", "--access-log", "off"],
        stderr=subprocess.PIPE, text=True)
    port = None
    for line in server.stderr:
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        if found:
            port = int(found.group(1))
            break
    assert port, "soak-bench: the server did not say where it listens"
    paths = ["/ring.png?value={}&size=128", "/ring.svg?value={}&label={}%25", "/badge.svg?label=cov&value={}"]
    done = [0]
    lock = threading.Lock()
    samples: list[int] = []

    def client(offset: int) -> None:
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        for index in range(offset, count, 4):
            path = paths[index % 3].format(index % 10_000, index % 997)
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                raise SystemExit(f"soak-bench: {path} answered {response.status}")
            with lock:
                done[0] += 1
                if done[0] % (count // 10) == 0:
                    samples.append(resident_kib(server.pid))

    threads = [threading.Thread(target=client, args=(offset,)) for offset in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    server.terminate()
    server.wait()
    return samples[:10]


def plot(curves: dict[str, list[int]], path: str) -> None:
    width, height, left, bottom = 640, 400, 70, 90
    top = max(max(samples) for samples in curves.values()) / 1024 * 1.15
    colours = ["#2563EB", "#16A34A", "#DC2626"]
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" font-family="DejaVu Sans" font-size="12">',
             f'<rect width="{width}" height="{height}" fill="#fff"/>',
             f'<text x="{left}" y="20" font-size="14">Resident memory at each tenth of a soak, MiB</text>']
    for tick in range(0, 11, 2):
        y = height - bottom - (height - bottom - 40) * tick / 10
        parts.append(f'<line x1="{left}" x2="{width - 20}" y1="{y:.1f}" y2="{y:.1f}" stroke="#E5E7EB"/>')
        parts.append(f'<text x="{left - 8}" y="{y + 4:.1f}" text-anchor="end">{top * tick / 10:.0f}</text>')
    for tenth in range(1, 11):
        x = left + (width - 20 - left) * (tenth - 1) / 9
        parts.append(f'<text x="{x:.1f}" y="{height - bottom + 20}" text-anchor="middle">{tenth * 10}%</text>')
    for index, (name, samples) in enumerate(curves.items()):
        points = " ".join(
            f"{left + (width - 20 - left) * at / 9:.1f},{height - bottom - (height - bottom - 40) * kib / 1024 / top:.1f}"
            for at, kib in enumerate(samples))
        parts.append(f'<polyline points="{points}" fill="none" stroke="{colours[index]}" stroke-width="2"/>')
        # The legend under the axis, where no curve runs.
        parts.append(f'<text x="{left}" y="{height - bottom + 42 + 16 * index}" fill="{colours[index]}">{name}</text>')
    parts.append("</svg>")
    svg = path.removesuffix(".png") + ".svg"
    with open(svg, "w") as file:
        file.write("\n".join(parts))
    subprocess.run(["rsvg-convert", "-o", path, svg], check=True)
    os.remove(svg)


curves = {}
started = time.perf_counter()
curves[f"render_many, {1_000_000 // scale:,} rings"] = library_run(1_000_000 // scale)
print(f"render_many done in {time.perf_counter() - started:.0f} s", flush=True)
with tempfile.TemporaryDirectory() as folder:
    started = time.perf_counter()
    curves[f"ringgen batch, {1_000_000 // scale:,} lines"] = batch_run(1_000_000 // scale, folder)
    print(f"batch done in {time.perf_counter() - started:.0f} s", flush=True)
started = time.perf_counter()
curves[f"ringgen serve, {200_000 // scale:,} requests, no cache"] = serve_run(200_000 // scale)
print(f"serve done in {time.perf_counter() - started:.0f} s", flush=True)
plot(curves, out_png)
failed = False
for name, samples in curves.items():
    flat = samples[-1] <= samples[0] * 1.10
    failed |= not flat
    print(f"{name:<44} MiB at each tenth: {' '.join(f'{kib / 1024:.0f}' for kib in samples)}   "
          f"last ÷ first {samples[-1] / samples[0]:.2f} (target ≤ 1.10) {'ok' if flat else 'MISSED'}")
sys.exit(1 if failed else 0)
