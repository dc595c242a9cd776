#!/usr/bin/env python3
"""Issue 10's, 22's and 36's whole-process suites (3: start-up, 4: check and export, 6: build
time), run from outside.

Each command runs several times, alternating with its baseline in the same loop, and the
median is reported; every target is a ratio against a figure measured in the same run, because
the machine is shared and noisy. Peak memory comes from /usr/bin/time (one extra run each).

    python3 Benchmarks/process.py [--runs N] [--quick]

Needs a release build of petri (`swift build -c release --product petri`), of the literal
catalogs' tool (`cd Benchmarks && swift build -c release --product literal`: petri on the 40- and
the 10,000-screen literal catalog, in one executable) and of suite 1's route alone (`--product
RouteProfile`, whose ratio to the direct calls is printed with a verdict); `make bench` builds
them all. `--build-times` also times clean release builds (`-O`, whole module, as an app's) of
two 10,000-screen catalogs' modules, one per spelling (a type and a route per screen; 100 types
whose routes the screens share), against the first spelling's types and routes built alone (the
baseline), and debug builds of the first: minutes.
"""
import argparse, os, platform, re, shutil, statistics, subprocess, sys, tempfile, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PETRI = os.path.join(ROOT, ".build", "release", "petri")
BENCHMARKS = os.path.join(ROOT, "Benchmarks")
LITERAL_TOOL = os.path.join(BENCHMARKS, ".build", "release", "literal")
LITERAL = {n: [LITERAL_TOOL, str(n)] for n in (40, 10_000)}
ROUTE_PROFILE = os.path.join(BENCHMARKS, ".build", "release", "RouteProfile")
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


def router_row(rounds):
    """Suite 1 again, outside package-benchmark: the depth-10 route against the plainest direct
    calls, alternating in one process (`RouteProfile compare`), so that the ratio and its verdict
    are printed with the others."""
    output = subprocess.run([ROUTE_PROFILE, "compare", str(rounds)], check=True, capture_output=True, text=True).stdout
    match = re.search(r"median ([0-9.]+)× over \d+ rounds \(([0-9.]+)–([0-9.]+)\); direct ([0-9.]+) µs, router ([0-9.]+) µs",
                      output)
    if not match:
        sys.exit(f"error: unexpected output from {ROUTE_PROFILE} compare:\n{output}")
    ratio, low, high, direct, routed = (float(group) for group in match.groups())
    return ("1. router overhead, depth 10 (`RouteProfile compare`)",
            f"router against direct hierarchy calls, {rounds} alternating rounds (ratios {low:.2f}–{high:.2f}×)",
            f"{routed:.1f} µs against {direct:.1f} µs", "", "≤ 2.0× direct", verdict(ratio, 2.0))


def milliseconds(value):
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def verdict(ratio, target):
    return ("yes" if ratio <= target else "**no**") + f", {ratio:.2f}×"


def generated(target):
    return os.path.join(BENCHMARKS, ".build", "plugins", "outputs", "benchmarks", target, "destination",
                        "LiteralCatalogPlugin", "Generated")


def build_seconds(configuration, target, before):
    """Seconds `swift build` takes to build `target` after `before()` changed what it builds from
    (everything it depends on is built already)."""
    before()
    command = ["swift", "build", "-c", configuration, "--package-path", BENCHMARKS, "--target", target]
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
    return time.perf_counter() - start


def touch_generated(target):
    """Marks every generated source of `target` changed: the module is compiled from scratch, and
    nothing else (LiteralCatalogPlugin writes the same files again first, in a second or two)."""
    def touch():
        folder = generated(target)
        for name in os.listdir(folder):
            os.utime(os.path.join(folder, name))
    return touch


HANDWRITTEN = os.path.join(BENCHMARKS, "Benchmarks", "LiteralCatalog10000", "LiteralCatalog10000.swift")


def edit_one_file():
    """Changes the catalog's handwritten file, as a developer edits one file of the catalog.
    (A generated file cannot stand for it: the build regenerates every file it finds changed.)"""
    with open(HANDWRITTEN) as handle:
        text = handle.read()
    with open(HANDWRITTEN, "w") as handle:
        handle.write(text + "// edited\n")


def restore_handwritten(text):
    with open(HANDWRITTEN, "w") as handle:
        handle.write(text)


SPELLINGS = [
    ("LiteralCatalog10000", "a type, a route and a `register` per screen (an example, a deep link)"),
    ("ToolsCatalog10000", "100 files of 100 `register` calls over 100 types, each type's route shared (tags, "
                          "a deep link; two examples for half)"),
]


BASELINE_TYPES = "LiteralTypes10000"


def clean_release_seconds(target):
    """Seconds of a clean release build of `target`'s module alone (a first build generates the
    sources and builds what the module depends on)."""
    subprocess.run(["swift", "build", "-c", "release", "--package-path", BENCHMARKS, "--target", target],
                   check=True, stdout=subprocess.DEVNULL)
    return build_seconds("release", target, touch_generated(target))


def build_time_rows():
    """Suite 6: a clean release build of each spelling's 10,000-screen module, as an app's release
    build compiles it (`-O`, whole module; the target: under 2 minutes), against the baseline of
    the first spelling's types and routes built alone; then debug builds of the first spelling,
    clean and after one file's edit (reported)."""
    baseline = clean_release_seconds(BASELINE_TYPES)
    rows = [("6. Build of 10,000 literal screens",
             f"clean release build of `{BASELINE_TYPES}`: the first spelling's 10,000 view-controller types and "
             "routes, public, without a catalog (baseline: what the app's own declarations cost)",
             milliseconds(baseline), "", "", "")]
    for target, spelling in SPELLINGS:
        clean = clean_release_seconds(target)
        rows.append(("", f"clean release build (`-O`, whole module) of `{target}`: {spelling}",
                     f"{milliseconds(clean)} ({clean / baseline:.2f}× the baseline)", "", "< 2 min",
                     ("yes" if clean < 120 else "**no**") + f", {clean / 120:.2f}× 2 min"))
    target = SPELLINGS[0][0]
    subprocess.run(["swift", "build", "--package-path", BENCHMARKS, "--target", target], check=True,
                   stdout=subprocess.DEVNULL)
    clean = build_seconds("debug", target, touch_generated(target))
    with open(HANDWRITTEN) as handle:
        original = handle.read()
    try:
        edited = build_seconds("debug", target, edit_one_file)
    finally:
        restore_handwritten(original)
    rows.append(("", f"clean debug build of `{target}`", milliseconds(clean), "", "reported", "—"))
    rows.append(("", f"debug build of `{target}` after one file's edit", milliseconds(edited), "", "reported", "—"))
    return rows


WATCHED = os.path.join(ROOT, "Catalog", "Home", "HomeScreens.swift")
WATCHED_LINE = 'init() { super.init(title: "Home") }'
DEBUG_PETRI = os.path.join(ROOT, ".build", "debug", "petri")


def edit_home_title(text, number):
    """The demo's home screen with another title: the executable changes, as a real edit's does
    (an edit to a comment compiles to the same objects, and SwiftPM does not relink)."""
    with open(WATCHED, "w") as handle:
        handle.write(text.replace(WATCHED_LINE, f'init() {{ super.init(title: "Home {number}") }}'))


def watch_row(rounds):
    """Suite 7 (issue 37): an edit of the demo catalog, to the new tree `petri watch` prints,
    against a bare incremental `swift build` of the same edit, alternating, the same number of
    times; each side's median. The watch side adds noticing the change, reading the build's
    output, starting the new build and replaying the session, and printing the tree and diff."""
    with open(WATCHED) as handle:
        original = handle.read()
    if WATCHED_LINE not in original:
        sys.exit(f"error: {WATCHED} no longer has `{WATCHED_LINE}`; update process.py's watch row")
    build = ["swift", "build", "--package-path", ROOT, "--scratch-path", os.path.join(ROOT, ".build"),
             "--configuration", "debug", "--product", "petri"]
    subprocess.run(build, check=True, stdout=subprocess.DEVNULL)
    process = subprocess.Popen([DEBUG_PETRI, "watch", "shop.home"], stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    def wait_for(text):
        while True:
            line = process.stderr.readline()
            if not line:
                sys.exit(f"error: petri watch ended while the benchmark waited for {text!r}")
            if text in line:
                return line
    bare, watched = [], []
    try:
        wait_for("waiting for changes")
        for number in range(rounds):
            edit_home_title(original, 2 * number)
            start = time.perf_counter()
            subprocess.run(build, check=True, stdout=subprocess.DEVNULL)
            bare.append(time.perf_counter() - start)
            # The watcher saw that edit too and rebuilt (nothing to do by then): let it settle.
            wait_for("waiting for changes")
            edit_home_title(original, 2 * number + 1)
            start = time.perf_counter()
            while True:
                line = wait_for("waiting for changes")
                if "did not change" not in line and "up to date" not in line:
                    break
            watched.append(time.perf_counter() - start)
    finally:
        with open(WATCHED, "w") as handle:
            handle.write(original)
        process.terminate()
        process.wait()
        subprocess.run(build, check=False, stdout=subprocess.DEVNULL)
    bare_median, watched_median = statistics.median(bare), statistics.median(watched)
    return ("7. `petri watch`", f"an edit of the demo to the new tree and its diff, against a bare incremental "
            f"`swift build` of the same edit ({milliseconds(bare_median)}); median of {rounds} each, alternating",
            milliseconds(watched_median), "", "≤ 1.2× the bare build", verdict(watched_median / bare_median, 1.2))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=21, help="runs per start-up command (default 21)")
    parser.add_argument("--quick", action="store_true", help="3 runs, and check and export at 100 and 1,000 screens")
    parser.add_argument("--build-times", action="store_true",
                        help="also time builds of two 10,000-screen literal catalogs (minutes)")
    parser.add_argument("--watch", action="store_true",
                        help="also time `petri watch` from an edit of the demo to the new tree (a debug build)")
    arguments = parser.parse_args()
    if not os.access(PETRI, os.X_OK):
        sys.exit(f"error: {PETRI} is missing; run `swift build -c release --product petri` first")
    if not os.access(LITERAL_TOOL, os.X_OK):
        sys.exit(f"error: {LITERAL_TOOL} is missing; run `cd Benchmarks && swift build -c release --product literal` first")
    if not os.access(ROUTE_PROFILE, os.X_OK):
        sys.exit(f"error: {ROUTE_PROFILE} is missing; run `cd Benchmarks && swift build -c release --product RouteProfile` first")
    runs = 3 if arguments.quick else arguments.runs
    small, large = (100, 1_000) if arguments.quick else (1_000, 10_000)
    work = tempfile.mkdtemp(prefix="petri-bench-")
    try:
        hello = hello_world(work)
        rows = [router_row(5 if arguments.quick else 25)]
        start = medians({
            "hello": [hello],
            "version": [PETRI, "--version"],
            "demo": [PETRI],
            "list": [PETRI, "list"],
            "1k": [PETRI, "--synthetic", "1000"],
            "10k": [PETRI, "--synthetic", "10000"],
            "literal-40": LITERAL[40],
            "literal-10k": LITERAL[10_000],
        }, runs)
        rows.append(("3. start-up to the first prompt", "Foundation hello-world (baseline)", milliseconds(start["hello"]),
                     f"{peak_rss_mb([hello]):.0f} MB", "", ""))
        rows.append(("", "`petri --version`: the process and its argument parsing, no catalog", milliseconds(start["version"]),
                     f"{peak_rss_mb([PETRI, '--version']):.0f} MB", "≤ 1.4× hello-world",
                     verdict(start["version"] / start["hello"], 1.4)))
        rows.append(("", "`petri list`, demo catalog", milliseconds(start["list"]), f"{peak_rss_mb([PETRI, 'list']):.0f} MB",
                     "≤ 1.25× `petri --version`", verdict(start["list"] / start["version"], 1.25)))
        rows.append(("", "demo catalog, to the prompt", milliseconds(start["demo"]), f"{peak_rss_mb([PETRI]):.0f} MB",
                     "≤ 2× hello-world", verdict(start["demo"] / start["hello"], 2)))
        rows.append(("", "`literal 40`: 40 literal screens (a type, a route, a `register`, an example and a deep link "
                         "each), in the executable that also holds the 10,000", milliseconds(start["literal-40"]),
                     f"{peak_rss_mb(LITERAL[40]):.0f} MB", "", ""))
        rows.append(("", "`literal 10000`: 10,000 literal screens, the same executable", milliseconds(start["literal-10k"]),
                     f"{peak_rss_mb(LITERAL[10_000]):.0f} MB", "≤ 2.0× 40 literal screens",
                     verdict(start["literal-10k"] / start["literal-40"], 2.0)))
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
            peak = peak_rss_mb(make(large))
            target = f"{large // small:,}× the screens: ≤ {large // small * 1.1:g}×"
            met = verdict(timed[large] / timed[small], large // small * 1.1)
            if name.startswith("export"):
                # The export is streamed: its peak stays under 200 MB whatever the catalog's size.
                target += "; peak < 200 MB"
                met += "; " + ("yes" if peak < 200 else "**no**") + f", {peak:.0f} MB"
            rows.append(("", f"{large:,} screens", milliseconds(timed[large]), f"{peak:.0f} MB", target, met))
        if arguments.build_times:
            rows += build_time_rows()
        if arguments.watch:
            rows.append(watch_row(3 if arguments.quick else 7))
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
