#!/usr/bin/env bash
# Regenerates the Landmarks graph in Docs/Graph.md from the example's code, with `graft graph` on the whole package:
# the example is the only feature tree in it, spread over its modules, and every node names its module.
#
# The generated part also shows a screenshot of the explorer page (`graft graph --format html`), taken in headless
# Chromium, with the page's SHA-256 beside it: a PNG is not the same bytes twice, so --check compares the page, and
# a page that changed means the screenshot is stale.
#
#   Scripts/update-graph-docs.sh          rewrite the generated part of Docs/Graph.md and the screenshot
#   Scripts/update-graph-docs.sh --check  fail, changing nothing, when Docs/Graph.md is out of date (CI runs this);
#                                         needs no browser
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
"$graft" graph --format html >"$work/graph.html"
page_digest=$(sha256sum "$work/graph.html" | cut -d' ' -f1)
screenshot=Docs/Images/graph-explorer.png

{
    echo "$begin"
    echo
    echo 'The explorer page of this graph (`swift run graft graph --format html > graph.html`), with'
    echo '`LandmarkListComponent` found by typing `landmarkl` and the path of its `favouritesStore` selected: it is'
    echo 'created in `AppComponent` and forwarded down through `RootComponent`, `LoggedInComponent` and `HomeComponent`.'
    echo
    echo "![The explorer page on the Landmarks example](Images/graph-explorer.png)"
    echo
    echo "<!-- the screenshot shows the page with SHA-256 $page_digest -->"
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
        echo "Docs/Graph.md is out of date with the Landmarks example: run Scripts/update-graph-docs.sh and commit it" \
            "and $screenshot" >&2
        head -40 "$work/diff.txt" >&2
        exit 1
    fi
    echo "Docs/Graph.md matches the Landmarks example"
else
    mkdir -p "$(dirname "$screenshot")"
    /usr/bin/python3 Tests/Browser/explore_page.py "$work/graph.html" --search landmarkl --select LandmarkListComponent \
        --need "favouritesStore: FavouritesStore" --screenshot "$PWD/$screenshot" --report "$work/report.json"
    cp "$work/Graph.md" "$doc"
    echo "rewrote the Landmarks graph in $doc and its explorer page's screenshot in $screenshot"
fi
