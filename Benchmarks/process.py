#!/usr/bin/env python3
"""Issue 10's whole-process suites (3: start-up, 4: check and export), run from outside.

Each command runs several times, alternating with its baseline in the same loop, and the
median is reported; every target is a ratio against a figure measured in the same run, because
the machine is shared and noisy. Peak memory comes from /usr/bin/time (one extra run each).

    python3 Benchmarks/process.py [--runs N] [--quick]

Needs a release build of petri (`swift build -c release --product petri`); `make bench` does it.
"""
import argparse, os, platform, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PETRI = os.path.join(ROOT, ".build", "release", "petri")
HELLO_SOURCE = 'import Foundation\nprint("hello \\(Date().timeIntervalSince1970 > 0)")\n'


def hello_world(work):
    """A Foundation hello-world, built like petri (swiftc -O): start-up's baseline."""
    source = os.path.join(work, "main.swift")
    binary = os.path.join(work, "hello")
    with open(source, "w") as handle:
        handle.write(HELLO_SOURCE)
    subprocess.run(["swiftc", "-O", source, "-o", binary], check=True, cwd=work)
    return binary


def seconds(command, stdin=subprocess.DEVNULL):
    start = time.perf_counter()
    result = subprocess.run(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"error: {' '.join(command)} exited with {result.returncode}")
    return elapsed


def peak_rss_mb(command):
    with tempfile.NamedTemporaryFile("r") as report:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                       stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return int(report.read().strip().splitlines()[-1]) / 1024


def medians(commands, runs):
    """Median seconds of each command, run alternately `runs` times."""
    samples = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            samples[name].append(seconds(command))
    return {name: statistics.median(values) for name, values in samples.items()}


def milliseconds(value):
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def verdict(ratio, target):
    return ("yes" if ratio <= target else "**no**") + f", {ratio:.2f}×"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs per start-up command (default 21)")
    parser.add_argument("--quick", action="store_true", help="3 runs, and check and export at 100 and 1,000 screens")
    arguments = parser.parse_args()
    if not os.access(PETRI, os.X_OK):
        sys.exit(f"error: {PETRI} is missing; run `swift build -c release --product petri` first")
    runs = 3 if arguments.quick else arguments.runs
    small, large = (100, 1_000) if arguments.quick else (1_000, 10_000)
    work = tempfile.mkdtemp(prefix="petri-bench-")
    try:
        hello = hello_world(work)
        rows = []
        start = medians({
            "hello": [hello],
            "demo": [PETRI],
            "1k": [PETRI, "--synthetic", "1000"],
            "10k": [PETRI, "--synthetic", "10000"],
        }, runs)
        rows.append(("3. start-up to the first prompt", "Foundation hello-world (baseline)", milliseconds(start["hello"]),
                     f"{peak_rss_mb([hello]):.0f} MB", "", ""))
        rows.append(("", "demo catalog", milliseconds(start["demo"]), f"{peak_rss_mb([PETRI]):.0f} MB",
                     "≤ 2× hello-world", verdict(start["demo"] / start["hello"], 2)))
        rows.append(("", "1,000 synthetic screens", milliseconds(start["1k"]),
                     f"{peak_rss_mb([PETRI, '--synthetic', '1000']):.0f} MB", "", f"{start['1k'] / start['demo']:.2f}× demo"))
        rows.append(("", "10,000 synthetic screens", milliseconds(start["10k"]),
                     f"{peak_rss_mb([PETRI, '--synthetic', '10000']):.0f} MB", "≤ 1.5× demo", verdict(start["10k"] / start["demo"], 1.5)))
        for name, make in [
            ("check", lambda n: [PETRI, "--synthetic", str(n), "check"]),
            ("export (markdown, json, mermaid, dot, html)",
             lambda n: [PETRI, "--synthetic", str(n), "export", "--output", os.path.join(work, f"export-{n}"), "--force"]),
        ]:
            timed = medians({n: make(n) for n in (small, large)}, 1 if not arguments.quick else 2)
            rows.append((f"4. `petri {name.split()[0]}`", f"{small:,} screens", milliseconds(timed[small]),
                         f"{peak_rss_mb(make(small)):.0f} MB", "", ""))
            rows.append(("", f"{large:,} screens", milliseconds(timed[large]), f"{peak_rss_mb(make(large)):.0f} MB",
                         f"{large // small:,}× the screens: ≤ {large // small * 1.1:g}×",
                         verdict(timed[large] / timed[small], large // small * 1.1)))
        print(f"Host {platform.node()}, {os.cpu_count()} cores, {platform.machine()}; release build; "
              f"{time.strftime('%Y-%m-%d')}; median of {runs} alternating runs (check and export: one run each).\n")
        print("| Suite | Case | Time | Peak memory | Target | Met |")
        print("| --- | --- | --- | --- | --- | --- |")
        for row in rows:
            print("| " + " | ".join(row) + " |")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
