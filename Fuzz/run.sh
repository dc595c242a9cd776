#!/bin/sh
# Builds the libFuzzer binary and runs every target for RUNS inputs (default one million),
# starting from the seed corpus in Fuzz/Corpus/<target>. A crash leaves its input as
# Fuzz/crash-<target>-*; add it to Fuzz/Corpus/<target> so the tests replay it. TARGETS=... runs
# only some of them.
set -eu
cd "$(dirname "$0")"
RUNS="${RUNS:-1000000}"
SWIFT="${SWIFT:-swift}"
$SWIFT build -c release --product PetriFuzz \
    -Xswiftc -sanitize=fuzzer -Xswiftc -use-ld=lld 2>&1 | grep -v '^\[' || true
binary="$($SWIFT build -c release --show-bin-path)/PetriFuzz"
[ -x "$binary" ] || { echo "error: the fuzz binary was not built (does this toolchain support -sanitize=fuzzer?)" >&2; exit 1; }
status=0
for target in ${TARGETS:-words parameters deep-links scripts}; do
    work="$(mktemp -d)"
    cp Corpus/"$target"/* "$work"/ 2>/dev/null || true
    echo "== $target: $RUNS inputs"
    # Deep links: whole URLs up to 64 KB, none over 100 ms (a miss is bounded, issue 20).
    max_len=4096; max_ms=""
    if [ "$target" = deep-links ]; then max_len=65536; max_ms=100; fi
    if ! SWIFT_BACKTRACE=enable=no PETRI_FUZZ_TARGET="$target" PETRI_FUZZ_MAX_MS="$max_ms" "$binary" -runs="$RUNS" -max_len="$max_len" -timeout=10 \
        -artifact_prefix="crash-$target-" "$work" 2>"fuzz-$target.log"; then
        echo "error: $target crashed; see Fuzz/fuzz-$target.log and Fuzz/crash-$target-*" >&2
        status=1
    fi
    grep -E "^#[0-9]+.*(DONE|pulse)|Done [0-9]+ runs" "fuzz-$target.log" | tail -2
    rm -rf "$work"
done
exit $status
