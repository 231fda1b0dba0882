/* The rules site: search, filters and the results diff. No outside scripts. */
"use strict";

function words(text) { return text.toLowerCase().split(/\s+/).filter(Boolean); }

function initSearch() {
  const box = document.getElementById("search");
  const list = document.getElementById("search-results");
  if (!box || !list || !window.SEARCH_INDEX) return;
  box.addEventListener("input", () => {
    const query = box.value.trim().toLowerCase();
    list.innerHTML = "";
    if (!query) { list.hidden = true; return; }
    const terms = words(query);
    const found = window.SEARCH_INDEX.filter(e => {
      const hay = (e.id + " " + e.text).toLowerCase();
      return e.id.toLowerCase() === query || terms.every(t => hay.includes(t));
    }).sort((a, b) => (b.id.toLowerCase() === query) - (a.id.toLowerCase() === query)).slice(0, 30);
    for (const e of found) {
      const item = document.createElement("li");
      const link = document.createElement("a");
      link.href = e.href;
      link.className = "result-" + e.kind;
      link.textContent = (e.kind === "clause" ? e.id + " " : "") + e.text;
      const where = document.createElement("span");
      where.className = "where";
      where.textContent = " " + e.kind + ", " + e.game + (e.kind === "scenario" && e.id ? " (" + e.id + ")" : "");
      item.append(link, where);
      list.append(item);
    }
    if (!found.length) { const item = document.createElement("li"); item.textContent = "nothing found"; list.append(item); }
    list.hidden = false;
  });
  box.addEventListener("keydown", ev => { if (ev.key === "Escape") { box.value = ""; list.hidden = true; } });
}

function initFilters() {
  const run = document.getElementById("filter-run");
  const status = document.getElementById("filter-status");
  const text = document.getElementById("filter-text");
  const count = document.getElementById("filter-count");
  function apply() {
    const wanted = status.value;
    const terms = words(text.value);
    const shown = new Set();
    for (const section of document.querySelectorAll("section.clause")) {
      const clauseMatch = terms.every(t => section.dataset.search.includes(t));
      let visible = 0;
      for (const scenario of section.querySelectorAll("article.scenario")) {
        const statuses = JSON.parse(scenario.dataset.statuses);
        const mine = run.value === "" ? "not in results" : statuses[Number(run.value)];
        const ok = (!wanted || mine === wanted) &&
                   (clauseMatch || terms.every(t => scenario.dataset.search.includes(t)));
        scenario.hidden = !ok;
        scenario.querySelectorAll(".verdicts li").forEach((li, i) => li.classList.toggle("chosen", String(i) === run.value));
        if (ok) { visible += 1; shown.add(scenario.dataset.search); }
      }
      const empty = !section.querySelector("article.scenario");
      section.hidden = !(visible || (empty && !wanted && clauseMatch));
    }
    count.textContent = shown.size + " scenario" + (shown.size === 1 ? "" : "s") + " shown";
  }
  for (const control of [run, status, text]) { control.addEventListener("input", apply); control.addEventListener("change", apply); }
  apply();
  if (location.hash) {  /* a fragment names a clause or scenario: make sure it is shown */
    const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (target) target.scrollIntoView();
  }
}

function initDiff() {
  const data = JSON.parse(document.getElementById("diff-data").textContent);
  const a = document.getElementById("diff-a"), b = document.getElementById("diff-b");
  const rows = document.getElementById("diff-rows"), clauses = document.getElementById("diff-clauses");
  const count = document.getElementById("diff-count");
  function cell(text) { const td = document.createElement("td"); td.textContent = text; return td; }
  function apply() {
    rows.innerHTML = ""; clauses.innerHTML = "";
    const i = Number(a.value), j = Number(b.value);
    const changedClauses = new Map();
    let changed = 0;
    for (const s of data.scenarios) {
      const before = s.statuses[i] || "not in results", after = s.statuses[j] || "not in results";
      if (before === after) continue;
      changed += 1;
      const tr = document.createElement("tr");
      tr.className = "changed";
      const name = document.createElement("td");
      const link = document.createElement("a"); link.href = s.href; link.textContent = s.name; name.append(link);
      const was = cell(before), now = cell(after);
      was.className = "status " + before.replace(/ /g, "-"); now.className = "status " + after.replace(/ /g, "-");
      tr.append(cell(s.game), cell(s.clauses.join(", ")), name, was, now);
      rows.append(tr);
      for (const c of s.clauses) changedClauses.set(c, s.href.split("#")[0] + "#" + c);
    }
    for (const [c, href] of changedClauses) {
      const li = document.createElement("li"); const link = document.createElement("a");
      link.href = href; link.textContent = c; li.append(link); clauses.append(li);
    }
    count.textContent = data.runs.length < 2 ? "only one run was given: nothing to compare"
      : changed + " scenario" + (changed === 1 ? "" : "s") + " changed verdict";
  }
  a.addEventListener("change", apply); b.addEventListener("change", apply);
  apply();
}

initSearch();
