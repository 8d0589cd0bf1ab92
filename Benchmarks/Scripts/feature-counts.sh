# Shared by the scripts that time generated apps of several sizes (compile-time.sh, graph-time.sh, mocks-time.sh);
# sourced, not run.

# Sets the array `counts` to the feature counts given, or to the defaults when none are, and stops with one line
# when one is not a positive whole number.
# usage: read_feature_counts SCRIPT_NAME "DEFAULT_COUNTS" "$@"
read_feature_counts() {
    local script=$1 defaults=$2
    shift 2
    counts=("$@")
    [ ${#counts[@]} -eq 0 ] && read -r -a counts <<< "$defaults"
    local count
    for count in "${counts[@]}"; do
        if ! [[ $count =~ ^[1-9][0-9]*$ ]]; then
            echo "$script: '$count' is not a feature count; pass positive whole numbers, such as $defaults" >&2
            exit 2
        fi
    done
}

# The time now, in seconds.
seconds() { date +%s.%N; }

# The seconds from START to END, with DECIMALS digits after the point (1 by default).
# usage: elapsed START END [DECIMALS]
elapsed() { awk -v start="$1" -v end="$2" -v digits="${3:-1}" 'BEGIN { printf "%." digits "f", end - start }'; }
