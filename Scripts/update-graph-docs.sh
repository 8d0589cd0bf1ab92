#!/usr/bin/env bash
# Regenerates the Landmarks graph in Docs/Graph.md from the example's code, with `graft graph` on the whole package:
# the example is the only feature tree in it, spread over its modules, and every node names its module.
#
#   Scripts/update-graph-docs.sh          rewrite the generated part of Docs/Graph.md
#   Scripts/update-graph-docs.sh --check  fail, changing nothing, when Docs/Graph.md is out of date (CI runs this)
set -euo pipefail
cd "$(dirname "$0")/.."

doc=Docs/Graph.md
begin='<!-- BEGIN GENERATED: Scripts/update-graph-docs.sh -->'
end='<!-- END GENERATED -->'
mode=${1:-write}
case "$mode" in write | --check) ;; *) echo "usage: Scripts/update-graph-docs.sh [--check]" >&2; exit 64 ;; esac

grep -qF "$begin" "$doc" && grep -qF "$end" "$doc" || {
    echo "update-graph-docs: $doc has lost its generated-section markers; restore '$begin' and '$end'" >&2
    exit 1
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build --product graft >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
graft=$(swift build --product graft --show-bin-path)/graft
"$graft" graph --format mermaid >"$work/graph.mmd"
"$graft" graph --format dot >"$work/graph.dot"

{
    echo "$begin"
    echo
    echo 'This is `swift run graft graph` in this repository: every component of the example, in whichever of its'
    echo 'modules it lives, what each one needs and where it comes from. GitHub draws the Mermaid; the DOT source'
    echo 'follows for Graphviz.'
    echo
    echo '```mermaid'
    cat "$work/graph.mmd"
    echo '```'
    echo
    echo '<details><summary>Graphviz DOT source (<code>--format dot</code>)</summary>'
    echo
    echo '```dot'
    cat "$work/graph.dot"
    echo '```'
    echo
    echo '</details>'
    echo
    echo "$end"
} >"$work/section.md"

# Everything before the begin marker, the new section, everything after the end marker.
awk -v begin="$begin" -v end="$end" -v section="$work/section.md" '
    $0 == begin { while ((getline line < section) > 0) print line; skipping = 1; next }
    $0 == end { skipping = 0; next }
    !skipping { print }
' "$doc" >"$work/Graph.md"

if [ "$mode" = --check ]; then
    if ! diff -u "$doc" "$work/Graph.md" >"$work/diff.txt"; then
        echo "Docs/Graph.md is out of date with the Landmarks example: run Scripts/update-graph-docs.sh and commit it" >&2
        head -40 "$work/diff.txt" >&2
        exit 1
    fi
    echo "Docs/Graph.md matches the Landmarks example"
else
    cp "$work/Graph.md" "$doc"
    echo "rewrote the Landmarks graph in $doc"
fi
