#!/usr/bin/env bash
# Benchmark 6: how long a clean debug build of an app takes as its number of Graft features grows.
#
# For each count it generates a package of that many features (see generate-feature-package.py), then, in a fresh
# scratch folder, builds Graft alone first and the app second, timing each. The app's time is what the features
# cost; Graft's is reported beside it and excluded. Nothing is generated before compiling: Graft has no code
# generator, unlike needle, whose generator has to run before every build.
#
# usage: Benchmarks/Scripts/compile-time.sh [FEATURE_COUNT...]     (default: 100 400 1600)
# The packages and builds go to $GRAFT_COMPILE_TIME_DIR, by default ${TMPDIR:-/tmp}/graft-compile-time.
set -euo pipefail

scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
work=${GRAFT_COMPILE_TIME_DIR:-${TMPDIR:-/tmp}/graft-compile-time}

source "$scripts/feature-counts.sh"
read_feature_counts compile-time.sh "100 400 1600" "$@"

mkdir -p "$work"
echo "machine: $(nproc) cores, $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1); $(swift --version 2>&1 | head -1)"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
printf '%8s  %14s  %16s  %18s\n' features "Graft alone, s" "features, s" "s per feature"
results=()
for count in "${counts[@]}"; do
    package="$work/features-$count"
    scratch="$work/build-$count"
    rm -rf "$package" "$scratch"
    python3 "$scripts/generate-feature-package.py" "$count" "$package" "$root"
    start=$(seconds)
    swift build --package-path "$package" --scratch-path "$scratch" --target Graft >"$work/graft-$count.log" 2>&1
    middle=$(seconds)
    swift build --package-path "$package" --scratch-path "$scratch" >"$work/features-$count.log" 2>&1
    end=$(seconds)
    "$scratch/debug/GeneratedApp" >/dev/null
    features=$(elapsed "$middle" "$end")
    per_feature=$(awk -v total="$features" -v count="$count" 'BEGIN { printf "%.3f", total / count }')
    printf '%8s  %14s  %16s  %18s\n' "$count" "$(elapsed "$start" "$middle")" "$features" "$per_feature"
    results+=("$count:$features")
done
for ((index = 1; index < ${#results[@]}; index++)); do
    IFS=: read -r smaller smaller_time <<<"${results[index - 1]}"
    IFS=: read -r larger larger_time <<<"${results[index]}"
    awk -v a="$smaller" -v at="$smaller_time" -v b="$larger" -v bt="$larger_time" \
        'BEGIN { printf "%d features take %.2fx as long as %d (%.1fx the features)\n", b, bt / at, a, b / a }'
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || uptime)"
