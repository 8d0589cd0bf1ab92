/// The graph explorer: one self-contained HTML page that draws a feature tree, finds a feature, a member or a type
/// as you type, and shows where each value a feature needs comes from.
///
/// `graft graph --format html` (GraftDeclaredGraph) and `FeatureTree.rendered(as: .html)` (Graft) both write this page
/// with their own data, so the declared graph and the running tree look and work the same. The page loads nothing: its
/// style, its script and its data are all inside it, and it opens from a file.
package enum ExplorerPage {
    /// The page with its data.
    ///
    /// - Parameter json: A JSON object with `kind` (`graph` or `tree`), `title`, and the data of that kind: for
    ///   `graph`, `graph` (a feature graph), `sharedNames` and `problems`; for `tree`, `tree` (a feature tree).
    /// - Returns: The HTML page, ending with a newline.
    package static func html(data json: String) -> String {
        // Only `</` can end a script element; JSON has `<` only inside strings, where \u003c reads the same.
        let parts = template.split(separator: placeholder, maxSplits: 1, omittingEmptySubsequences: false)
        return parts[0] + json.replacing("<", with: "\\u003c") + parts[1] + "\n"
    }

    /// The page's script, which the page runs on its data.
    package static var script: Substring {
        let start = template.firstRange(of: "<script>\n")!.upperBound
        return template[start..<template.firstRange(of: "</script>\n</body>")!.lowerBound]
    }

    private static let placeholder = "/*GRAFT-DATA*/"

    private static let template = ##"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Graft</title>
        <style>
        :root{--fg:#1d1d1f;--mute:#6e6e73;--line:#d2d2d7;--path:#dbeafe;--sel:#2563eb;--err:#c62828;--warn:#a15c00;
        --note:#52606d}
        *{box-sizing:border-box}
        body{margin:0;font:13px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);height:100vh;
        display:flex;flex-direction:column}
        header{display:flex;gap:10px;align-items:center;padding:8px 12px;border-bottom:1px solid var(--line);flex-wrap:wrap}
        h1{font-size:15px;margin:0}
        h2{font-size:14px;margin:14px 0 4px}
        button{font:inherit}
        #find{position:relative}
        #search{width:280px;padding:4px 8px;font:inherit}
        #results{position:absolute;top:100%;left:0;z-index:2;width:560px;max-height:70vh;overflow:auto;background:#fff;
        border:1px solid var(--line);box-shadow:0 6px 20px #0002;display:none}
        #results div{padding:3px 8px;cursor:pointer;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
        #results div:hover,#results div.on{background:var(--path)}
        main{flex:1;display:flex;min-height:0}
        #tree{flex:1;overflow:auto;border-right:1px solid var(--line);padding:6px 0}
        #info{flex:1;overflow:auto;padding:4px 16px 16px}
        .row{display:flex;gap:6px;align-items:baseline;padding:1px 8px;white-space:nowrap;cursor:pointer}
        .row:hover{background:#f2f2f7}
        .tw{width:1em;flex:none;color:var(--mute);text-align:center}
        .kids{margin-left:17px;border-left:1px dotted var(--line)}
        .sub,.at,.k{color:var(--mute);font-size:11px}
        .row.path{background:var(--path)}
        .row.origin .nm{font-weight:700}
        .row.sel{outline:2px solid var(--sel);outline-offset:-2px}
        .row.off .nm{color:var(--mute);font-style:italic}
        .badge{color:#fff;background:var(--err);border-radius:8px;padding:0 6px;font-size:11px}
        .badge.warning{background:var(--warn)}.badge.note{background:var(--note)}
        .badge.on{background:#2e7d32}.badge.off{background:var(--mute)}h2 .badge{margin-left:8px}
        ul{margin:2px 0;padding-left:18px}
        li{margin:2px 0}
        .link{color:var(--sel);cursor:pointer}
        .need.on{background:var(--path)}
        .problem{border-left:3px solid var(--err);padding:2px 8px;margin:4px 0}
        .problem.warning{border-color:var(--warn)}.problem.note{border-color:var(--note)}.problem.link{color:inherit}
        code{font:12px ui-monospace,Menlo,Consolas,monospace}
        </style>
        </head>
        <body>
        <header>
        <h1 id="title"></h1><span id="kind" class="sub"></span>
        <div id="find"><input id="search" type="search" placeholder="Find a feature, member or type" autocomplete="off">
        <div id="results"></div></div>
        <label id="grouping"><input id="group" type="checkbox"> Group by module</label>
        <button id="expand">Expand all</button><button id="collapse">Collapse all</button>
        <span id="overview" class="link">Overview</span>
        </header>
        <main><div id="tree"></div><div id="info"></div></main>
        <script id="graft-data" type="application/json">/*GRAFT-DATA*/</script>
        <script>
        "use strict";
        const D = JSON.parse(document.getElementById("graft-data").textContent);
        const $ = (id) => document.getElementById(id);
        function el(tag, cls, text, ...kids) {
          const e = document.createElement(tag);
          if (cls) e.className = cls;
          if (text != null) e.textContent = text;
          for (const k of kids) if (k) e.append(k);
          return e;
        }
        const at = (l) => l ? el("span", "at", " " + l.file + ":" + l.line) : null;
        // The page's model: nodes {name, sub, module, kids, parents, off, problems, details(), find: [[text, kind]]}.
        const M = D.kind === "graph" ? fromGraph(D) : fromTree(D);

        function fromGraph(D) {
          const g = D.graph, shared = new Set(D.sharedNames);
          const qn = (n) => n.module ? n.module + "." + n.name : n.name;
          const label = (n) => shared.has(n.name) ? qn(n) : n.name;
          const sig = (m) => m.name.endsWith(")") && m.type.startsWith("(") ? m.name.split("(")[0] + m.type
            : m.name + ": " + m.type;
          const byName = new Map(g.features.map((f, i) => [qn({module: f.module, name: f.component}), i]));
          const deps = new Map(g.dependencies.map((d) => [qn(d), d]));
          const builders = new Map(g.builders.map((b) => [qn(b), b]));
          const ids = (names) => names.map((n) => byName.get(qn(n))).filter((i) => i !== undefined);
          const nodes = g.features.map((f) => {
            const dep = deps.get(qn(f.dependency));
            const needs = dep ? dep.requirements : [];
            const find = [[f.component, "feature"], [f.dependency.name, "dependency"]];
            for (const b of f.builders) find.push([b.name, "builder"]);
            for (const m of f.members) find.push([sig(m), m.provision === "created" ? "creates" : "member"]);
            for (const r of needs) find.push([sig(r), "needs"]);
            return {name: label({module: f.module, name: f.component}), sub: f.module, module: f.module, f, dep, needs,
              kids: ids(f.children), parents: ids(f.parents), problems: [], find};
          });
          for (const p of D.problems) for (const i of p.features) nodes[i].problems.push(p);
          const provider = (s) => {
            const how = {created: "shared" + (s.key ? "(key: " + s.key + ")" : "") + " in ", computed: "computed in ",
              forwarded: "computed in ", missing: "never created: forwarded out of "}[s.originProvision];
            return how + label(s.origin);
          };
          // The components a value passes on its way down: where it starts, each forwarder, then the feature.
          const route = (s, i) => {
            const list = [s.origin, ...[...s.via].reverse()].map((n) => byName.get(qn(n)));
            const path = [];
            for (const x of [...list, i]) if (x !== undefined && path[path.length - 1] !== x) path.push(x);
            return path;
          };
          function details(i, box) {
            const n = nodes[i], f = n.f;
            box.append(el("h2", null, n.name), el("div", null, "in module " + f.module, at(f.location)));
            box.append(el("div", null, f.dependency.name === "EmptyDependency" ? "the root: Component<EmptyDependency>"
              : "depends on " + label(f.dependency), n.dep ? at(n.dep.location) : null));
            const built = f.builders.map((b) => el("li", null, label(b), at((builders.get(qn(b)) || {}).location)));
            box.append(el("h2", null, "Builder"), built.length ? el("ul", null, null, ...built) : el("div", "k", "none"));
            problemList(n.problems, box);
            if (n.needs.length) box.append(el("h2", null, "Needs"));
            let first = null;
            for (const r of n.needs) {
              const ways = el("ul");
              for (const s of r.satisfactions) {
                const path = route(s, i);
                const li = el("li", "need link", provider(s) + (s.parent && qn(s.parent) !== qn(s.origin) ? ", via "
                  + [...s.via].filter((v) => qn(v) !== qn(s.origin)).map(label).join(", ") : ""),
                  el("div", "k", path.map((x) => nodes[x].name).join(" → ")));
                li.onclick = (e) => { e.stopPropagation(); showPath(path, li); };
                if (!first) first = () => showPath(path, li);
                ways.append(li);
              }
              if (!r.satisfactions.length) ways.append(el("li", "k", "no parent provides it"));
              box.append(el("div", null, null, el("code", null, sig(r)), at(r.location), ways));
            }
            const section = (title, list, text) => {
              if (list.length) box.append(el("h2", null, title), el("ul", null, null,
                ...list.map((m) => el("li", null, null, el("code", null, text(m)), at(m.location)))));
            };
            section("Creates (shared)", f.members.filter((m) => m.provision === "created"),
              (m) => sig(m) + (m.key ? "  key: " + m.key : ""));
            section("Forwards", f.members.filter((m) => m.provision === "forwarded"),
              (m) => sig(m) + "  ← dependency." + (m.forwards || m.name));
            section("Computes", f.members.filter((m) => m.provision === "computed"), sig);
            links("Parents", n.parents, box);
            links("Children", n.kids, box);
            if (first) first(); else showPath(branch(i), null);
          }
          function overview(box) {
            box.append(el("h2", null, g.features.length + " features in " + g.modules.length + " modules, "
              + g.builders.length + " builders"));
            problemList(D.problems, box, true);
          }
          return {nodes, details, overview, kind: "declared graph, from graft graph"};
        }

        function fromTree(D) {
          const nodes = [];
          const add = (t, parent) => {
            const i = nodes.length, c = t.component;
            const n = {name: t.name, sub: c ? c.type : t.routerType, module: null, t, kids: [],
              parents: parent == null ? [] : [parent], off: !t.isActive, problems: [],
              find: [[t.name, "router"], [t.path, "path"], [t.routerType, "type"], [t.interactorType, "type"]]};
            nodes.push(n);
            if (t.viewControllerType) n.find.push([t.viewControllerType, "type"]);
            if (c) {
              n.find.push([c.type, "component"], [c.dependency, "dependency"]);
              for (const s of c.sharedInstances) n.find.push([s.member + ": " + s.type, "shared"]);
            }
            for (const k of t.children) n.kids.push(add(k, i));
            return i;
          };
          add(D.tree.root, null);
          function details(i, box) {
            const n = nodes[i], t = n.t, c = t.component;
            box.append(el("h2", null, t.name, el("span", "badge " + (t.isActive ? "on" : "off"),
              t.isActive ? "active" : "inactive")), el("div", null, "path " + t.path));
            box.append(el("ul", null, null, el("li", null, "router " + t.routerType),
              el("li", null, "interactor " + t.interactorType), t.viewControllerType ? el("li", null, "view "
              + t.viewControllerType) : null));
            if (c) {
              box.append(el("h2", null, "Component"), el("div", null, null, el("code", null, c.type + ": "
                + c.dependency)));
              box.append(el("h2", null, "Shared instances created"), c.sharedInstances.length ? el("ul", null, null,
                ...c.sharedInstances.map((s) => el("li", null, null, el("code", null, s.member
                  + (s.key ? "[" + s.key + "]" : "") + ": " + s.type)))) : el("div", "k", "none yet"));
            }
            links("Children", n.kids, box);
            showPath(branch(i), null);
          }
          function overview(box) {
            const active = nodes.filter((n) => !n.off).length;
            box.append(el("h2", null, nodes.length + " routers attached, " + active + " active"),
              el("div", "k", "Select a router to see its component, its shared instances and its path."));
          }
          return {nodes, details, overview, kind: "running tree, from FeatureTree"};
        }

        function problemList(list, box, withFeature) {
          if (!list.length) { if (withFeature) box.append(el("div", "k", "graft check: no problems found")); return; }
          box.append(el("h2", null, "Problems (" + list.length + ")"));
          for (const p of list) {
            const div = el("div", "problem " + p.severity, null, el("b", null, p.severity + ": "), p.message,
              at(p.location));
            if (withFeature && p.features.length) {
              div.append(el("div", "k", "at " + p.features.map((x) => M.nodes[x].name).join(", ")));
              div.classList.add("link");
              div.onclick = () => select(p.features[0]);
            }
            box.append(div);
          }
        }

        function links(title, list, box) {
          if (!list.length) return;
          box.append(el("h2", null, title), el("ul", null, null, ...list.map((x) => {
            const li = el("li", "link", M.nodes[x].name);
            li.onclick = () => select(x);
            return li;
          })));
        }

        // The tree: rows are made when their parent is first opened, so a large graph opens at once.
        const N = M.nodes, tree = $("tree");
        let grouped = false, current = null;
        const roots = (() => {
          const r = N.map((n, i) => i).filter((i) => !N[i].parents.length), seen = new Set();
          const walk = (i) => { if (seen.has(i)) return; seen.add(i); N[i].kids.forEach(walk); };
          r.forEach(walk);
          N.forEach((n, i) => { if (!seen.has(i)) { r.push(i); walk(i); } });
          return r;
        })();

        function item(i, above) {
          const n = N[i], wrap = el("div"), kids = above.has(i) ? [] : n.kids;
          const tw = el("span", "tw", kids.length ? "▸" : "");
          const bad = {};
          for (const p of n.problems) bad[p.severity] = (bad[p.severity] || 0) + 1;
          const row = el("div", "row" + (n.off ? " off" : ""), null, tw, el("span", "nm", n.name),
            n.sub ? el("span", "sub", n.sub) : null,
            ...Object.keys(bad).map((s) => el("span", "badge " + s, bad[s] + " " + s + (bad[s] > 1 ? "s" : ""))));
          wrap.append(row);
          Object.assign(wrap, {node: i, row, kidsOf: kids, above: new Set(above).add(i)});
          row.onclick = () => select(i, wrap);
          tw.onclick = (e) => { e.stopPropagation(); toggle(wrap); };
          return wrap;
        }
        function group(name, members) {
          const wrap = el("div"), tw = el("span", "tw", "▸");
          wrap.row = el("div", "row", null, tw, el("b", "nm", name), el("span", "sub",
            members.length + (members.length === 1 ? " feature" : " features")));
          wrap.append(wrap.row);
          Object.assign(wrap, {node: null, module: name, kidsOf: members, above: new Set()});
          wrap.row.onclick = () => toggle(wrap);
          return wrap;
        }
        function open(wrap, yes) {
          if (!wrap.kidsOf.length) return;
          if (!wrap.box) {
            if (!yes) return;
            wrap.box = el("div", "kids", null, ...wrap.kidsOf.map((k) => item(k, wrap.above)));
            wrap.append(wrap.box);
          }
          wrap.box.hidden = !yes;
          wrap.row.firstChild.textContent = yes ? "▾" : "▸";
        }
        const toggle = (wrap) => open(wrap, !wrap.box || wrap.box.hidden);
        const tops = () => [...tree.children];
        const under = (wrap) => wrap.box ? [...wrap.box.children] : [];

        function build() {
          tree.textContent = "";
          if (grouped) {
            const mods = new Map();
            N.forEach((n, i) => { const m = n.module || ""; if (!mods.has(m)) mods.set(m, []); mods.get(m).push(i); });
            [...mods.keys()].sort().forEach((m) => tree.append(group(m, mods.get(m))));
          } else {
            roots.forEach((i) => tree.append(item(i, new Set())));
            // A small tree opens whole; a large one two levels deep.
            const all = (ws, depth) => ws.forEach((w) => { open(w, true); if (depth) all(under(w), depth - 1); });
            all(tops(), N.length <= 100 ? 1e9 : 1);
          }
        }

        // The branch from a root down to a node, through first parents.
        function branch(i) {
          const up = [i];
          while (N[up[0]].parents.length && !up.includes(N[up[0]].parents[0])) up.unshift(N[up[0]].parents[0]);
          return up;
        }
        // Opens the tree along a branch and returns the row of each node on it that is shown.
        function reveal(ids) {
          const rows = [];
          if (grouped) {
            for (const i of ids) {
              const g = tops().find((w) => w.module === (N[i].module || ""));
              open(g, true);
              const w = under(g).find((w) => w.node === i);
              if (w) rows.push(w);
            }
            return rows;
          }
          let level = tops();
          for (const i of ids) {
            const w = level.find((w) => w.node === i);
            if (!w) break;
            rows.push(w);
            open(w, true);
            level = under(w);
          }
          return rows;
        }
        function showPath(path, need) {
          for (const r of tree.querySelectorAll(".row.path,.row.origin,.row.sel")) {
            r.classList.remove("path", "origin", "sel");
          }
          for (const li of $("info").querySelectorAll(".need.on")) li.classList.remove("on");
          if (need) need.classList.add("on");
          const start = branch(path[0]);
          const rows = reveal([...start, ...path.slice(1)]);
          const own = new Set(path);
          let sel = null;
          for (const w of rows) {
            if (own.has(w.node)) w.row.classList.add("path");
            if (w.node === path[0] && need) w.row.classList.add("origin");
            if (w.node === current) sel = w;
          }
          if (!sel) sel = rows.find((w) => w.node === current);
          if (sel) { sel.row.classList.add("sel"); sel.row.scrollIntoView({block: "nearest"}); }
        }
        function select(i, wrap) {
          current = i;
          const box = $("info");
          box.textContent = "";
          M.details(i, box);
          if (wrap) open(wrap, true);
        }
        function overview() {
          current = null;
          $("info").textContent = "";
          M.overview($("info"));
        }

        // Search: every name, member and type, lowercased once.
        const index = [];
        N.forEach((n, i) => { for (const [text, kind] of n.find) index.push([text.toLowerCase(), text, kind, i]); });
        const results = $("results"), search = $("search");
        let last = "", lastHits = [];
        function find() {
          const started = performance.now(), q = search.value.trim().toLowerCase();
          results.textContent = "";
          if (!q) { results.style.display = "none"; last = ""; return; }
          // A query that extends the last one only narrows its hits.
          const pool = last && q.startsWith(last) ? lastHits : null, hits = [];
          for (let k = 0, n = pool ? pool.length : index.length; k < n; k++) {
            const j = pool ? pool[k] : k;
            if (index[j][0].includes(q)) hits.push(j);
          }
          last = q;
          lastHits = hits;
          // Names that start with the query first, shorter ones first.
          const ranked = hits.map((j) => [(index[j][0].startsWith(q) ? 0 : 1e4) + index[j][0].length, j]);
          ranked.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
          for (const [, j] of ranked.slice(0, 60)) {
            const e = index[j];
            const div = el("div", null, null, el("b", null, e[1]), el("span", "k", " " + e[2]
              + (e[2] === "feature" || e[2] === "router" ? " · " + (N[e[3]].sub || "") : " · " + N[e[3]].name)));
            div.onclick = () => { results.style.display = "none"; select(e[3]); };
            results.append(div);
          }
          if (!hits.length) results.append(el("div", "k", "nothing matches"));
          else if (hits.length > 60) results.append(el("div", "k", (hits.length - 60) + " more; type more to narrow"));
          results.style.display = "block";
          results.dataset.ms = (performance.now() - started).toFixed(2);
        }
        search.oninput = find;
        search.onfocus = () => { if (search.value) results.style.display = "block"; };
        search.onkeydown = (e) => {
          if (e.key === "Enter" && results.firstChild && results.firstChild.onclick) results.firstChild.onclick();
          if (e.key === "Escape") { search.value = ""; find(); }
        };
        document.addEventListener("click", (e) => { if (!$("find").contains(e.target)) results.style.display = "none"; });
        $("group").onchange = (e) => { grouped = e.target.checked; build(); if (current != null) select(current); };
        const openAll = (ws) => ws.forEach((w) => { open(w, true); openAll(under(w)); });
        $("expand").onclick = () => openAll(tops());
        $("collapse").onclick = () => tops().forEach((w) => { open(w, false); });
        $("overview").onclick = overview;
        $("grouping").hidden = D.kind !== "graph";
        $("title").textContent = D.title;
        $("kind").textContent = M.kind;
        document.title = D.title + " · Graft";
        build();
        overview();
        document.documentElement.dataset.ready = performance.now().toFixed(1);
        </script>
        </body>
        </html>
        """##
}
