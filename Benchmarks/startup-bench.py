#!/usr/bin/env python3
"""Start-up CPU of ringgen against a baseline build: whole processes, paired.

usage: startup-bench.py RINGGEN BASELINE_RINGGEN [ROUNDS]

Runs each case's two commands in turn, A B A B …, ROUNDS times after a warm-up, and takes the
CPU time (user + system) of each finished process from wait4's resource usage. Prints each
command's median and the median of the per-pair ratios A/B, the figure the target is set on
(issue #39: at most 1.00 against the build of bf6e67e). The machine is shared: pairing keeps a
drift in its speed out of the ratio.
"""

import os
import statistics
import sys
import tempfile

CASES = [
    ("ringgen --version", ["--version"]),
    ("one ring, unlabelled PNG", ["--value", "15", "--max", "30", "--label", "", "-o", "{out}"]),
]


def cpu_seconds(argv: list[str]) -> float:
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_RDWR)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execv(argv[0], argv)
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"startup-bench: {' '.join(argv)} failed")
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    current, baseline = sys.argv[1], sys.argv[2]
    rounds = int(sys.argv[3]) if len(sys.argv) == 4 else 200
    folder = tempfile.mkdtemp()
    print(f"ringgen start-up, CPU time of whole processes, median of {rounds} interleaved pairs")
    print(f"  {'':34} {'ms (this)':>10} {'ms (bf6e67e)':>13} {'ratio':>7}   target ≤ 1.00")
    for name, arguments in CASES:
        def argv(binary: str, tag: str) -> list[str]:
            return [binary] + [a.replace("{out}", os.path.join(folder, tag + ".png")) for a in arguments]
        for _ in range(5):
            cpu_seconds(argv(current, "a"))
            cpu_seconds(argv(baseline, "b"))
        mine, theirs, ratios = [], [], []
        for _ in range(rounds):
            a = cpu_seconds(argv(current, "a"))
            b = cpu_seconds(argv(baseline, "b"))
            mine.append(a)
            theirs.append(b)
            if b > 0:
                ratios.append(a / b)
        ratio = statistics.median(ratios)
        verdict = "met" if ratio <= 1.0 else "not met"
        print(f"  {name:34} {statistics.median(mine) * 1e3:10.2f} {statistics.median(theirs) * 1e3:13.2f} "
              f"{ratio:7.2f}   {verdict}")


if __name__ == "__main__":
    main()
