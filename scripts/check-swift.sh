#!/bin/sh
# Stops with a clear message when the Swift toolchain is older than petri needs.
#   scripts/check-swift.sh MINIMUM [WHAT]
# MINIMUM is major.minor: 6.1 for petri itself (its Package.swift's tools version), 6.2 for a
# catalog package such as Examples/Starter (it uses .defaultIsolation). SWIFT names the compiler
# driver (default: swift).
set -eu
minimum=$1
what=${2:-petri}
swift=${SWIFT:-swift}

if ! command -v "$swift" >/dev/null 2>&1; then
	echo "error: $what needs Swift $minimum or later, and there is no \`$swift\` on the PATH (install it from https://www.swift.org/install)" >&2
	exit 1
fi
banner=$("$swift" --version 2>&1 | grep -i 'swift version' | head -n 1)
version=$(printf '%s\n' "$banner" | sed -n 's/.*[Ss]wift version \([0-9][0-9]*\.[0-9][0-9]*\(\.[0-9][0-9]*\)\{0,1\}\).*/\1/p')
if [ -z "$version" ]; then
	echo "error: cannot read the Swift version from \`$swift --version\` (it printed: ${banner:-nothing}); $what needs Swift $minimum or later" >&2
	exit 1
fi
major=${version%%.*}
rest=${version#*.}
minor=${rest%%.*}
need_major=${minimum%%.*}
need_minor=${minimum#*.}
if [ "$major" -lt "$need_major" ] || { [ "$major" -eq "$need_major" ] && [ "$minor" -lt "$need_minor" ]; }; then
	echo "error: $what needs Swift $minimum or later; this is Swift $version ($swift --version: $banner)" >&2
	exit 1
fi
