#!/usr/bin/env bash
# Benchmark 9: how long `graft check` and `graft graph` take beyond the build, on apps of M modules, and what a
# change to one leaf feature rebuilds.
#
# For each feature count it generates an app (see generate-feature-package.py: ten features to a module, so 1,000
# features make 101 modules that import Graft and 4,000 make 401), then:
# 1. runs `graft check` on the clean app, which builds it in graft's own build directory (.build/graft) with the
#    compiler writing symbol graphs, and builds it again with a plain `swift build` in .build, timing each: the
#    difference is what graft adds to a clean build;
# 2. runs `graft check` and `graft graph --format json` three times each on the built app and reports the medians:
#    graft's build is up to date, so the time is graft's own beyond the build (describing the packages, the build
#    finding nothing to do, reading the symbol graphs, the analysis), with the median of each phase as graft
#    reports it under GRAFT_TIMING=1;
# 3. changes one leaf feature's component and times the plain rebuild and the next `graft check`, naming the
#    modules each compiled again.
#
# usage: Benchmarks/Scripts/graph-time.sh [FEATURE_COUNT...]     (default: 1000 4000)
# The apps go to $GRAFT_GRAPH_TIME_DIR, by default ${TMPDIR:-/tmp}/graft-graph-time. graft itself is built in
# release mode into .build-release. With GRAFT_GRAPH_TIME_KEEP=1, an app already generated there is kept with its
# builds (the clean-build columns then print -), which saves the clean builds of a second run; with
# GRAFT_GRAPH_TIME_PLAIN=0 the plain `swift build` runs are skipped, which halves the building.
set -euo pipefail

scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
work=${GRAFT_GRAPH_TIME_DIR:-${TMPDIR:-/tmp}/graft-graph-time}
keep=${GRAFT_GRAPH_TIME_KEEP:-0}
plain=${GRAFT_GRAPH_TIME_PLAIN:-1}

source "$scripts/feature-counts.sh"
read_feature_counts graph-time.sh "1000 4000" "$@"
median() { printf '%s\n' "$@" | sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }
# The medians of wall and processor seconds over WALL/PROCESSOR pairs.
median_pair() { echo "$(median $(printf '%s\n' "$@" | cut -d/ -f1))/$(median $(printf '%s\n' "$@" | cut -d/ -f2))"; }

swift build -c release --package-path "$root" --scratch-path "$root/.build-release" --product graft >/dev/null
graft="$root/.build-release/release/graft"

# Runs a command with its output in a file; prints the seconds it took and, after a slash, the processor seconds
# it and the commands it ran used, which load on the machine changes less.
# usage: timed OUTPUT_FILE COMMAND...
timed() {
    local output=$1
    shift
    /usr/bin/time -f '%e %U %S' -o "$output.time" "$@" >"$output" 2>"$output.errors" || true
    awk '{ printf "%.2f/%.2f", $1, $2 + $3 }' "$output.time"
}

# Runs graft with phase timings, keeping its output and its phase line in files; prints what `timed` prints.
# usage: timed_graft OUTPUT_FILE PHASES_FILE ARGUMENTS...
timed_graft() {
    local output=$1 phases=$2
    shift 2
    GRAFT_TIMING=1 timed "$output" "$graft" "$@"
    grep '^graft: timing:' "$output.errors" >"$phases" || true
}

# The median of one phase over the phase lines of several runs.
# usage: phase_median PHASE FILE...
phase_median() {
    local phase=$1
    shift
    median $(cat "$@" | sed -E "s/.*[:,] $phase ([0-9.]+) s.*/\\1/")
}

mkdir -p "$work"
echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
results=()
for count in "${counts[@]}"; do
    package="$work/features-$count"
    first_check=-
    plain_build=-
    if [ "$keep" != 1 ] || [ ! -f "$package/Package.swift" ]; then
        rm -rf "$package"
        python3 "$scripts/generate-feature-package.py" "$count" "$package" "$root"
        first_check=$(timed_graft "$work/check-$count.txt" "$work/phases-first-$count.txt" \
            check --package-path "$package")
        if [ "$plain" = 1 ]; then
            plain_build=$(timed "$work/build-$count.log" swift build --package-path "$package")
        fi
    else
        GRAFT_TIMING=1 "$graft" check --package-path "$package" >"$work/check-$count.txt" 2>/dev/null
        if [ "$plain" = 1 ]; then swift build --package-path "$package" >"$work/build-$count.log" 2>&1; fi
    fi
    checks=()
    graphs=()
    for run in 1 2 3; do
        checks+=("$(timed_graft "$work/check-$count.txt" "$work/phases-check-$count-$run.txt" \
            check --package-path "$package")")
        graphs+=("$(timed_graft "$work/graph-$count.json" "$work/phases-graph-$count-$run.txt" \
            graph --package-path "$package" --format json)")
    done
    modules=$(grep -oE '[0-9]+ modules' "$work/check-$count.txt" | awk '{ print $1 }')
    # The last feature has no children, so it is a leaf; its module is its parent's children module.
    leaf=$(grep -l "final class Feature${count}Component" -r "$package/Sources" | head -1)
    echo "// changed" >>"$leaf"
    leaf_build=-
    rebuilt=-
    if [ "$plain" = 1 ]; then
        leaf_build=$(timed "$work/leaf-$count.log" swift build --package-path "$package")
        # SwiftPM also prints "Compiling plugin GraftPlugin" when it compiles the plugin Graft declares.
        rebuilt=$(grep -oE '(Compiling|Emitting module) [A-Za-z0-9]+' "$work/leaf-$count.log" | awk '{ print $NF }' |
            grep -vx plugin | sort -u | tr '\n' ' ')
    fi
    leaf_check=$(timed_graft "$work/check-leaf-$count.txt" "$work/phases-leaf-$count.txt" \
        check --package-path "$package")
    # A module the build compiles again has the compiler write its symbol graph again.
    regraphed=$(find "$package/.build/graft/graft-symbol-graphs" -name '*.symbols.json' -newer "$leaf" |
        sed -E 's|.*/||; s|\.symbols\.json$||' | sort | tr '\n' ' ')

    echo
    echo "$count features, $modules modules that import Graft:"
    echo "  clean: graft check ${first_check} s (its own build included), swift build ${plain_build} s"
    echo "  (times are wall/processor seconds)"
    echo "  built: graft check $(median_pair "${checks[@]}") s ($(printf '%s ' "${checks[@]}")), graft graph" \
        "$(median_pair "${graphs[@]}") s ($(printf '%s ' "${graphs[@]}"))"
    for phase in describe build "symbol graphs" analysis; do
        echo "    $phase: $(phase_median "$phase" "$work"/phases-check-"$count"-?.txt) s (graft check, median)"
    done
    echo "  one leaf changed: swift build ${leaf_build} s, rebuilt: $rebuilt"
    echo "                    graft check ${leaf_check} s ($(sed 's/^graft: timing: //' \
        "$work/phases-leaf-$count.txt")), rebuilt: $regraphed"
    tail -1 "$work/check-$count.txt" | sed 's/^/  /'
    results+=("$count:$modules:$(median_pair "${checks[@]}" | cut -d/ -f1)")
done
for ((index = 1; index < ${#results[@]}; index++)); do
    IFS=: read -r smaller smaller_modules smaller_time <<<"${results[index - 1]}"
    IFS=: read -r larger larger_modules larger_time <<<"${results[index]}"
    awk -v a="$smaller_modules" -v at="$smaller_time" -v b="$larger_modules" -v bt="$larger_time" \
        'BEGIN { printf "graft check on %d modules takes %.2fx as long as on %d (%.1fx the modules)\n", b, bt / at, a, b / a }'
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
