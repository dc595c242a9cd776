#!/bin/sh
# Runs petri's test suites while every core is kept busy, to prove that no test fails because
# the machine is slow (issue 31). `make test-under-load` runs it.
#
# First it builds everything the suites need, unloaded (a build under load proves nothing and
# takes twice as long). Then it starts one CPU burner per core (BURNERS=N to change), runs
# petri's tests, the Starter's tests and its tool's check, and petri-import's tests, stops the
# burners (always, also on Ctrl-C or a failure), and prints each step's time and the verdict.
# Each step's output is in $LOG_DIR (default /tmp/petri-under-load).
set -u
cd "$(dirname "$0")/.."

SWIFT=${SWIFT:-swift}
LOG_DIR=${LOG_DIR:-/tmp/petri-under-load}
CORES=$(getconf _NPROCESSORS_ONLN 2>/dev/null || nproc 2>/dev/null || echo 2)
BURNERS=${BURNERS:-$CORES}
mkdir -p "$LOG_DIR"

burners=""
stop_burners() {
	for pid in $burners; do kill "$pid" 2>/dev/null; done
	for pid in $burners; do wait "$pid" 2>/dev/null; done
	burners=""
}
trap stop_burners EXIT
trap 'exit 130' INT TERM

summary=""
failed=0
# step NAME LOG COMMAND...: runs COMMAND with its output in $LOG_DIR/LOG, and notes its time
# and outcome (with the test run's own summary line when there is one).
step() {
	name=$1
	log="$LOG_DIR/$2"
	shift 2
	echo "==> $name (output in $log)"
	start=$(date +%s)
	"$@" >"$log" 2>&1
	status=$?
	seconds=$(( $(date +%s) - start ))
	case "$log" in */build-*) done_word="built" ;; *) done_word="passed" ;; esac
	if [ "$status" -eq 0 ]; then outcome=$done_word; else outcome="FAILED (exit status $status)"; failed=1; fi
	detail=$(grep -E 'Test run with [0-9]+ tests?|Executed [0-9]+ tests?' "$log" | tail -n 1 | sed 's/^[^A-Za-z]*//')
	line=$(printf '  %-46s %5ss  %s' "$name" "$seconds" "$outcome")
	[ -n "$detail" ] && line="$line — $detail"
	summary="$summary$line
"
	echo "$line"
	if [ "$status" -ne 0 ]; then
		echo "---- the end of $log:"
		tail -n 60 "$log"
		grep -E '^✘|recorded an issue' "$log" | head -n 40
		echo "----"
	fi
}

echo "==> test-under-load: building first, unloaded"
step "build petri and its tests" build-petri.log $SWIFT build --build-tests --explicit-target-dependency-import-check error
step "build petri-import and its tests" build-import.log $SWIFT build --package-path Import --build-tests
step "build Examples/Starter and its tests" build-starter.log sh -c "cd Examples/Starter && $SWIFT build --build-tests"
if [ "$failed" -ne 0 ]; then
	printf '\ntest-under-load: the build failed, so no test ran:\n%s' "$summary"
	exit 1
fi

echo "==> starting $BURNERS CPU burners on $CORES cores"
i=0
while [ "$i" -lt "$BURNERS" ]; do
	sh -c 'while :; do :; done' &
	burners="$burners $!"
	i=$((i + 1))
done
load_start=$(date +%s)
step "petri's tests (under load)" test-petri.log $SWIFT test --skip-build
step "the Starter's tests and check (under load)" test-starter.log \
	sh -c "cd Examples/Starter && $SWIFT test --skip-build && $SWIFT run --skip-build starter check"
step "petri-import's tests (under load)" test-import.log $SWIFT test --package-path Import --skip-build
load_seconds=$(( $(date +%s) - load_start ))
load=$(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null || uptime)
stop_burners

printf '\ntest-under-load: %s CPU burners on %s cores; the tests took %ss under load (load average at the end: %s)\n%s' \
	"$BURNERS" "$CORES" "$load_seconds" "$load" "$summary"
if [ "$failed" -ne 0 ]; then
	echo "test-under-load: FAILED (the logs are in $LOG_DIR)"
	exit 1
fi
echo "test-under-load: PASSED"
