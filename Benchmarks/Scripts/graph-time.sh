#!/usr/bin/env bash
# Benchmark 8: how long `graft check` and `graft graph` take beyond the build, on apps of M modules, and what a
# change to one leaf feature rebuilds.
#
# For each feature count it generates an app (see generate-feature-package.py: ten features to a module, so 1,000
# features make about 100 modules), builds it, then runs `graft check` and `graft graph --format json` three times
# each on the built package and reports the medians: the build is up to date, so the time is graft's own (describing
# the packages, extracting every module's symbol graph, and the analysis). Then it changes one leaf feature's
# component and times the rebuild, naming the modules the build compiled again.
#
# usage: Benchmarks/Scripts/graph-time.sh [FEATURE_COUNT...]     (default: 1000 4000)
# The packages and builds go to $GRAFT_GRAPH_TIME_DIR, by default ${TMPDIR:-/tmp}/graft-graph-time. graft itself
# is built in release mode into .build-release.
set -euo pipefail

scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
work=${GRAFT_GRAPH_TIME_DIR:-${TMPDIR:-/tmp}/graft-graph-time}

source "$scripts/feature-counts.sh"
read_feature_counts graph-time.sh "1000 4000" "$@"
median() { printf '%s\n' "$@" | sort -n | awk '{ values[NR] = $1 } END { print values[int((NR + 1) / 2)] }'; }

swift build -c release --package-path "$root" --scratch-path "$root/.build-release" --product graft >/dev/null
graft="$root/.build-release/release/graft"

mkdir -p "$work"
echo "machine: $(nproc) cores; $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf '%8s  %8s  %9s  %9s  %9s  %10s\n' features modules "build, s" "check, s" "graph, s" "leaf, s"
results=()
for count in "${counts[@]}"; do
    package="$work/features-$count"
    rm -rf "$package"
    python3 "$scripts/generate-feature-package.py" "$count" "$package" "$root"
    modules=$(find "$package/Sources" -mindepth 1 -maxdepth 1 -type d | wc -l | tr -d ' ')
    start=$(seconds)
    swift build --package-path "$package" >"$work/build-$count.log" 2>&1
    built=$(elapsed "$start" "$(seconds)" 2)
    checks=()
    graphs=()
    for _ in 1 2 3; do
        start=$(seconds)
        "$graft" check --package-path "$package" >"$work/check-$count.txt"
        checks+=("$(elapsed "$start" "$(seconds)" 2)")
        start=$(seconds)
        "$graft" graph --package-path "$package" --format json >"$work/graph-$count.json"
        graphs+=("$(elapsed "$start" "$(seconds)" 2)")
    done
    # The last feature has no children, so it is a leaf; its module is its parent's children module.
    leaf=$(grep -l "final class Feature${count}Component" -r "$package/Sources" | head -1)
    echo "// changed" >>"$leaf"
    start=$(seconds)
    swift build --package-path "$package" >"$work/leaf-$count.log" 2>&1
    leaf_time=$(elapsed "$start" "$(seconds)" 2)
    rebuilt=$(grep -oE '(Compiling|Emitting module) [A-Za-z0-9]+' "$work/leaf-$count.log" | awk '{ print $NF }' |
        sort -u | tr '\n' ' ')
    printf '%8s  %8s  %9s  %9s  %9s  %10s\n' "$count" "$modules" "$built" "$(median "${checks[@]}")" \
        "$(median "${graphs[@]}")" "$leaf_time"
    echo "          leaf change in $(basename "$(dirname "$leaf")") rebuilt: $rebuilt"
    tail -1 "$work/check-$count.txt" | sed 's/^/          /'
    results+=("$count:$(median "${checks[@]}")")
done
for ((index = 1; index < ${#results[@]}; index++)); do
    IFS=: read -r smaller smaller_time <<<"${results[index - 1]}"
    IFS=: read -r larger larger_time <<<"${results[index]}"
    awk -v a="$smaller" -v at="$smaller_time" -v b="$larger" -v bt="$larger_time" \
        'BEGIN { printf "graft check on %d features takes %.2fx as long as on %d (%.1fx the features)\n", b, bt / at, a, b / a }'
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
