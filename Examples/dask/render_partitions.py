"""Rings for a Dask bag of KPIs, rendered a partition at a time through ringkit.render_many.

Usage: PYTHONPATH=python/src python3 Examples/dask/render_partitions.py OUT_FOLDER [COUNT]

One task a partition, not one a ring: Dask's scheduler costs about a millisecond a task, about
what a ring costs, and render_many spreads each partition over the worker's cores. Each
partition's PNGs are written by the worker that drew them (os.replace, so no half-written
file is ever seen), and the bag's result is only their names.
"""

import os
import sys

import dask.bag
from distributed import Client, LocalCluster

import ringkit


def write_partition(rows: list[dict], folder: str) -> list[str]:
    specs = [{"value": row["value"], "maxValue": row["max"], "label": "{value}/{max}", "size": 128} for row in rows]
    names = []
    for row, png in zip(rows, ringkit.render_many(specs, jobs=1)):
        name = f"{row['name']}.png"
        temporary = os.path.join(folder, f".{name}.part")
        with open(temporary, "wb") as file:
            file.write(png)
        os.replace(temporary, os.path.join(folder, name))
        names.append(name)
    return names


def main() -> None:
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    os.makedirs(folder, exist_ok=True)
    kpis = [{"name": f"kpi-{index:05d}", "value": index % 101, "max": 100} for index in range(count)]
    with LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None) as cluster:
        with Client(cluster):
            bag = dask.bag.from_sequence(kpis, npartitions=max(count // 50, 1))
            written = bag.map_partitions(write_partition, folder).compute()
    print(f"{len(written)} rings in {folder}")


if __name__ == "__main__":
    main()
