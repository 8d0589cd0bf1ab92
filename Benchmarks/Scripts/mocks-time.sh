#!/usr/bin/env bash
# Benchmark 9, `graft mocks`: how long generating the test doubles of an app of M modules takes beyond the build,
# and after a change to one leaf feature.
#
# For each feature count it generates an app with a test target that depends on every module
# (generate-feature-package.py --tests: ten features to a module, so 1,000 features make 101 modules), then:
# 1. runs `graft mocks`, which builds the app in graft's own build directory and writes the test target's
#    GraftMocks.swift, and times it with the build;
# 2. runs `graft mocks --check` three times on the built app and reports the median: graft's build is up to date,
#    so the time is graft's own beyond the build (describing the packages, the build finding nothing to do,
#    reading every symbol graph, generating and comparing the file);
# 3. changes one leaf feature's component and times the next `graft mocks --check`, which compiles that module
#    again.
#
# usage: Benchmarks/Scripts/mocks-time.sh [FEATURE_COUNT...]     (default: 1000)
# The apps go to $GRAFT_MOCKS_TIME_DIR, by default ${TMPDIR:-/tmp}/graft-mocks-time. graft itself is built in
# release mode into .build-release. With GRAFT_MOCKS_TIME_KEEP=1, an app already generated there is kept with its
# build (the clean column then prints -), which saves the clean build of a second run.
set -euo pipefail

scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
work=${GRAFT_MOCKS_TIME_DIR:-${TMPDIR:-/tmp}/graft-mocks-time}
keep=${GRAFT_MOCKS_TIME_KEEP:-0}

source "$scripts/feature-counts.sh"
read_feature_counts mocks-time.sh "1000" "$@"
median() { printf '%s\n' "$@" | sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

swift build -c release --package-path "$root" --scratch-path "$root/.build-release" --product graft >/dev/null
graft="$root/.build-release/release/graft"

# Runs a command with its output in a file; prints the seconds it took.
# usage: timed OUTPUT_FILE COMMAND...
timed() {
    local output=$1
    shift
    /usr/bin/time -f '%e' -o "$output.time" "$@" >"$output" 2>"$output.errors" || true
    cat "$output.time"
}

mkdir -p "$work"
echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
for count in "${counts[@]}"; do
    package="$work/features-$count"
    first=-
    if [ "$keep" != 1 ] || [ ! -f "$package/Package.swift" ]; then
        rm -rf "$package"
        python3 "$scripts/generate-feature-package.py" "$count" "$package" "$root" --tests
        first=$(timed "$work/mocks-$count.txt" "$graft" mocks --package-path "$package")
    else
        "$graft" mocks --package-path "$package" >"$work/mocks-$count.txt" 2>&1
    fi
    checks=()
    for run in 1 2 3; do
        checks+=("$(timed "$work/check-$count-$run.txt" "$graft" mocks --check --package-path "$package")")
        grep -q 'up to date$' "$work/check-$count-$run.txt" || { echo "mocks-time: --check failed" >&2; exit 1; }
    done
    leaf=$(grep -l "final class Feature${count}Component" -r "$package/Sources" | head -1)
    echo "// changed" >>"$leaf"
    leaf_check=$(timed "$work/check-leaf-$count.txt" "$graft" mocks --check --package-path "$package")
    doubles=$(grep -c '^final class' "$package/Tests/GeneratedAppTests/GraftMocks.swift")
    lines=$(wc -l <"$package/Tests/GeneratedAppTests/GraftMocks.swift")

    echo
    echo "$count features, $doubles doubles in $lines lines:"
    echo "  clean: graft mocks ${first} s (its own build included)"
    echo "  built: graft mocks --check $(median "${checks[@]}") s ($(printf '%s ' "${checks[@]}"))"
    echo "  one leaf changed: graft mocks --check ${leaf_check} s (the module compiled again included)"
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
