#!/usr/bin/env bash
# Checks that a getter calling `shared` is inlined into the function that reads it, as a stored property's getter
# is. The warm read is about 0.8x of a hand-wired read faster that way (Docs/Performance.md, "Where the time goes"),
# and nothing else would notice if a change to `shared` made it too costly for the optimizer to inline: the read
# would still work, only slower. No timing is involved; the optimizer reports each decision as a remark.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! build="$(swift build -c release --target Graft 2>&1)"; then
    echo "$build"
    echo "error: the release build of Graft failed, so the inlining could not be checked; fix the build above."
    exit 1
fi
bin="$(swift build -c release --show-bin-path 2>/dev/null)"
# Graft imports the C module GraftThreadLocal, whose module map SwiftPM generates beside its objects.
remarks="$(swiftc -O -parse-as-library -emit-sil -o /dev/null -I "$bin/Modules" -module-name ReadInlining \
    -Xcc -fmodule-map-file="$bin/GraftThreadLocal.build/module.modulemap" \
    Probes/ReadInlining.swift -Rpass=sil-inliner -Rpass-missed=sil-inliner 2>&1)"

status=0
for member in service count; do
    if grep -q "\"ReadInlining.ProbeComponent.$member.getter\" inlined into \"ReadInlining.read" <<<"$remarks"; then
        echo "ok: ProbeComponent.$member's getter is inlined into its reader"
    else
        reason="$(grep -m1 "inline function \"ReadInlining.ProbeComponent.$member.getter\"" <<<"$remarks" || true)"
        echo "error: ProbeComponent.$member's getter is no longer inlined into its reader${reason:+ (${reason#*remark: })}." \
            "Make the inlined part of shared cheaper for the optimizer (see Docs/Performance.md, \"Inlining the read\")."
        status=1
    fi
done
exit $status
