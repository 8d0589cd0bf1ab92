#!/usr/bin/env bash
# Benchmark 9, `graft mocks`: how long generating the test doubles of an app of M modules takes beyond the build,
# and after a change to one leaf feature, beside the floor the toolchain sets.
#
# For each feature count it generates an app with a test target that depends on every module
# (generate-feature-package.py --tests: ten features to a module, so 1,000 features make 101 modules), then:
# 1. runs `graft mocks`, which builds the app in graft's own build directory and writes the test target's
#    GraftMocks.swift, and times it with the build;
# 2. runs `graft mocks --check` three times on the built app and reports the median: graft's build is up to date,
#    so the time is graft's own beyond the build (describing the packages, the build finding nothing to do,
#    reading the symbol graphs, generating or taking the doubles from graft's cache, comparing the file), with
#    the median of each phase graft reports under GRAFT_TIMING=1;
# 3. times the build graft runs, the same `swift build` command in the same directory, three times with nothing
#    to do: the floor of step 2;
# 4. appends a comment to one leaf feature's component and times the next `graft mocks --check`, which compiles
#    that module again; the module's symbol graph comes out the same, so graft's cache of doubles holds;
# 5. inserts a comment at the top of the same file and times the next `graft mocks --check`: the module's symbol
#    graph changes (its declarations move down a line), so graft decodes the graphs and generates again;
# 6. appends another comment, then inserts another line, and times graft's `swift build` command alone after each:
#    the floors of steps 4 and 5.
# Each leaf row names the modules compiled again: for graft, those whose symbol graphs the compiler wrote.
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

# Runs `graft mocks --check` with phase timings, keeping its phase line in OUTPUT_FILE.phases; prints the seconds.
# usage: timed_check OUTPUT_FILE PACKAGE
timed_check() {
    GRAFT_TIMING=1 timed "$1" "$graft" mocks --check --package-path "$2"
    grep '^graft: timing:' "$1.errors" >"$1.phases" || true
    grep -q 'up to date$' "$1" || { echo "mocks-time: --check failed; see $1.errors" >&2; exit 1; }
}

# The median of one phase over the phase lines of several runs.
# usage: phase_median PHASE FILE...
phase_median() {
    local phase=$1
    shift
    median $(cat "$@" | sed -E "s/.*[:,] $phase ([0-9.]+) s.*/\\1/")
}

# The phases of one run, as graft printed them.
phases() { sed -E 's/^graft: timing: //' "$1"; }

# Sets `graft_build` to the build graft runs (PackageBuild.build) on PACKAGE, with the environment graft gives it:
# without `_`, which the shell sets and graft leaves out, since SwiftPM plans the build again whenever its
# environment changes.
# usage: set_graft_build PACKAGE
set_graft_build() {
    graft_build=(env -u _ -u GRAFT_TIMING swift build --package-path "$1" --scratch-path "$1/.build/graft")
    for flag in -emit-symbol-graph -emit-symbol-graph-dir "$1/.build/graft/graft-symbol-graphs" \
        -symbol-graph-minimum-access-level private -symbol-graph-skip-synthesized-members; do
        graft_build+=(-Xswiftc "$flag")
    done
}

# The modules whose symbol graphs the compiler wrote after FILE changed.
# usage: regraphed PACKAGE FILE
regraphed() {
    find "$1/.build/graft/graft-symbol-graphs" -name '*.symbols.json' -newer "$2" |
        sed -E 's|.*/||; s|\.symbols\.json$||' | sort | tr '\n' ' '
}

# Inserts a comment line at the top of FILE, in place: a file replaced by a new one changes its folder, which has
# graft describe the package again.
# usage: insert_line FILE
insert_line() {
    local moved
    moved=$(mktemp)
    { echo "// moved"; cat "$1"; } >"$moved"
    cat "$moved" >"$1"
    rm "$moved"
}

# What a build compiled and linked, from its log: the compiler writes a symbol graph only when it changes, which an
# appended comment does not, so the graphs cannot say.
# usage: built LOG
built() {
    echo "compiled: $(grep -oE '(Compiling|Emitting module) [A-Za-z0-9]+' "$1" | awk '{ print $NF }' |
        grep -vx plugin | sort -u | tr '\n' ' ')linked: $(grep -oE 'Linking [A-Za-z0-9]+' "$1" | awk '{ print $NF }' |
        sort -u | tr '\n' ' ')"
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
        checks+=("$(timed_check "$work/check-$count-$run.txt" "$package")")
    done
    set_graft_build "$package"
    builds=()
    for run in 1 2 3; do
        builds+=("$(timed "$work/build-$count-$run.txt" "${graft_build[@]}")")
    done
    # The last feature has no children, so it is a leaf; its module is its parent's children module.
    leaf=$(grep -l "final class Feature${count}Component" -r "$package/Sources" | head -1)
    echo "// changed" >>"$leaf"
    leaf_check=$(timed_check "$work/check-leaf-$count.txt" "$package")
    leaf_graphs=$(regraphed "$package" "$leaf")
    insert_line "$leaf"
    moved_check=$(timed_check "$work/check-moved-$count.txt" "$package")
    moved_graphs=$(regraphed "$package" "$leaf")
    echo "// changed" >>"$leaf"
    leaf_build=$(timed "$work/build-leaf-$count.txt" "${graft_build[@]}")
    insert_line "$leaf"
    moved_build=$(timed "$work/build-moved-$count.txt" "${graft_build[@]}")
    doubles=$(grep -c '^final class' "$package/Tests/GeneratedAppTests/GraftMocks.swift")
    lines=$(wc -l <"$package/Tests/GeneratedAppTests/GraftMocks.swift")

    echo
    echo "$count features, $doubles doubles in $lines lines:"
    echo "  clean: graft mocks ${first} s (its own build included)"
    echo "  built: graft mocks --check $(median "${checks[@]}") s ($(printf '%s ' "${checks[@]}"))"
    for phase in describe build "symbol graphs" doubles; do
        echo "    $phase: $(phase_median "$phase" "$work"/check-"$count"-?.txt.phases) s (median)"
    done
    echo "  floor: graft's swift build with nothing to do $(median "${builds[@]}") s ($(printf '%s ' "${builds[@]}"))"
    echo "  one leaf changed, a comment appended: graft mocks --check ${leaf_check} s"
    echo "    $(phases "$work/check-leaf-$count.txt.phases"); graphs written: $leaf_graphs"
    echo "  one leaf changed, a line inserted at the top: graft mocks --check ${moved_check} s"
    echo "    $(phases "$work/check-moved-$count.txt.phases"); graphs written: $moved_graphs"
    echo "  floor: graft's swift build after a comment appended ${leaf_build} s; $(built "$work/build-leaf-$count.txt")"
    echo "  floor: graft's swift build after a line inserted ${moved_build} s; $(built "$work/build-moved-$count.txt")"
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
