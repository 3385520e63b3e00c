"""ringkit under Dask: a real distributed.LocalCluster on 127.0.0.1, with worker processes that
import the same ringkit, rendering bags of specs a partition at a time through render_many."""

from __future__ import annotations

import os
import signal
import time

import dask.bag
import pytest
from distributed import Client, LocalCluster, wait

import ringkit

SPECS = [{"value": index % 101, "size": 64, "label": "{value}"} for index in range(2000)]


@pytest.fixture(scope="module")
def serial() -> list[bytes]:
    return [ringkit.render(spec) for spec in SPECS]


def cluster(processes: int, threads: int) -> LocalCluster:
    return LocalCluster(
        n_workers=processes, threads_per_worker=threads, processes=True, host="127.0.0.1", dashboard_address=None
    )


@pytest.mark.parametrize(("processes", "threads"), [(2, 1), (1, 2)])
def test_partitions_render_what_a_serial_loop_renders(processes: int, threads: int, serial: list[bytes]) -> None:
    with cluster(processes, threads) as local, Client(local):
        bag = dask.bag.from_sequence(SPECS, npartitions=40)
        assert bag.map_partitions(ringkit.render_many, jobs=1).compute() == serial


def test_a_killed_worker_loses_no_ring(serial: list[bytes]) -> None:
    with cluster(2, 1) as local, Client(local) as client:
        parts = dask.bag.from_sequence(SPECS, npartitions=40).map_partitions(ringkit.render_many, jobs=1)
        futures = client.compute(parts.to_delayed())
        wait(futures, return_when="FIRST_COMPLETED")
        pids = client.run(os.getpid)
        os.kill(next(iter(pids.values())), signal.SIGKILL)
        assert sum(future.status == "finished" for future in futures) < 40, "the kill came after the run"
        rings = [png for part in client.gather(futures) for png in part]
        assert sum(future.status == "finished" for future in futures) == 40
    assert rings == serial


def test_partitions_are_faster_than_a_task_per_ring() -> None:
    specs = SPECS[:1000]
    with cluster(2, 1) as local, Client(local):
        dask.bag.from_sequence(specs[:40], npartitions=2).map_partitions(ringkit.render_many).compute()  # warm
        start = time.perf_counter()
        dask.bag.from_sequence(specs, npartitions=20).map_partitions(ringkit.render_many, jobs=1).compute()
        partitioned = time.perf_counter() - start
        start = time.perf_counter()
        dask.bag.from_sequence(specs, npartitions=len(specs)).map(ringkit.render).compute()
        per_ring = time.perf_counter() - start
    print(f"1000 rings: {partitioned:.2f} s in 20 partitions, {per_ring:.2f} s a task per ring")
    assert partitioned < per_ring, f"{partitioned:.2f} s in partitions, {per_ring:.2f} s a task per ring"
