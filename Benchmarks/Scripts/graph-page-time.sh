#!/usr/bin/env bash
# The explorer page (`graft graph --format html`) of a generated app of 1,000 features in 101 modules, opened in
# headless Chromium: how long the page takes to open, how long a search takes to answer each keystroke, and how large
# its script is. Fails when the page opens in 2 s or more, or a keystroke's search takes 100 ms or more.
#
# It generates the app with generate-feature-package.py, builds it in graft's build directory (the first run is a
# whole clean build of the app), writes the page, and runs Tests/Browser/explore_page.py on it: type "feature999"
# one key at a time (each keystroke timed five times, the median kept), select Feature999Component, and select the
# path of its appStore. Needs Debian's chromium, chromium-driver and python3-selenium.
#
# usage: Benchmarks/Scripts/graph-page-time.sh [FEATURE_COUNT]     (default: 1000)
# The app goes to $GRAFT_GRAPH_PAGE_DIR, by default ${TMPDIR:-/tmp}/graft-graph-page; an app generated there before
# is kept with its build. The page, its report and a screenshot are left beside it.
set -euo pipefail

scripts=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$scripts/../.." && pwd)
count=${1:-1000}
work=${GRAFT_GRAPH_PAGE_DIR:-${TMPDIR:-/tmp}/graft-graph-page}
app="$work/app-$count"

[[ $count =~ ^[1-9][0-9]*$ ]] || { echo "graph-page-time.sh: '$count' is not a feature count, such as 1000" >&2; exit 2; }
[ -d "$app" ] || python3 "$scripts/generate-feature-package.py" "$count" "$app" "$root" >/dev/null
swift build --package-path "$root" --product graft >/dev/null
"$(swift build --package-path "$root" --show-bin-path)/graft" graph --format html --package-path "$app" \
    >"$work/graph-$count.html"

/usr/bin/python3 "$root/Tests/Browser/explore_page.py" "$work/graph-$count.html" --search feature999 \
    --select Feature999Component --need "appStore: AppStore" --repeat 5 --screenshot "$work/graph-$count.png" \
    --report "$work/graph-$count.json"

/usr/bin/python3 - "$work/graph-$count.json" "$count" <<'PYTHON'
import json, statistics, sys
report, count = json.load(open(sys.argv[1])), sys.argv[2]
searches = report["searchMs"]
opened = max(report["readyMs"], report["loadMs"])
print(f"{count} features: {report['rows']} rows drawn, page {report['pageBytes'] / 1000:.0f} KB, "
      f"script {report['scriptBytes']} bytes")
print(f"open: {opened:.0f} ms (script done {report['readyMs']:.0f} ms, load event {report['loadMs']:.0f} ms)")
print(f"search, per keystroke of 'feature999': median {statistics.median(searches):.1f} ms, "
      f"slowest {max(searches):.1f} ms ({', '.join(f'{t:.1f}' for t in searches)})")
print(f"selected {report['selected']}, path {' -> '.join(report['path'])}")
failures = []
if report["errors"]:
    failures.append(f"the page logged errors: {report['errors']}")
if opened >= 2000:
    failures.append(f"the page took {opened:.0f} ms to open; the limit is 2000 ms")
if max(searches) >= 100:
    failures.append(f"a search took {max(searches):.1f} ms; the limit is 100 ms")
if report["selected"] != ["Feature999Component"] or report["path"][-1:] != ["Feature999Component"]:
    failures.append("selecting Feature999Component did not highlight its path")
for failure in failures:
    print("graph-page-time.sh: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
PYTHON
