// The one stylesheet and the one script of the live pages, served from /static/.
#include "app/web/pages.h"

namespace tengen::web {

const char* const kCss =
    R"CSS(:root{color-scheme:light dark;--fg:#111;--bg:#fff;--mut:#5f6368;--line:#dadce0;--acc:#0b57d0;--bar:#1d3557}
@media (prefers-color-scheme:dark){:root{--fg:#e8eaed;--bg:#121212;--mut:#9aa0a6;--line:#3c4043;--acc:#8ab4f8;--bar:#0f1f33}}
*{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;color:var(--fg);background:var(--bg)}
header{display:flex;justify-content:space-between;align-items:center;gap:.5rem;padding:.6rem 1rem;background:var(--bar);color:#fff}
header a{color:#fff;text-decoration:none}
header .ev{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.lang{border:1px solid #ffffff88;border-radius:4px;padding:.1rem .5rem;font-size:.9rem;white-space:nowrap}
nav{display:flex;gap:.25rem;overflow-x:auto;padding:.3rem .5rem;border-bottom:1px solid var(--line)}
nav a{padding:.5rem .7rem;border-radius:4px;text-decoration:none;white-space:nowrap}
main{padding:0 1rem 1rem}
h1{font-size:1.35rem;margin:.8rem 0}
h2{font-size:1.1rem;margin:1.2rem 0 .5rem}
a{color:var(--acc)}
table{border-collapse:collapse;width:100%}
th,td{padding:.5rem .35rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
th{font-size:.85rem;color:var(--mut);font-weight:600}
td{overflow-wrap:anywhere}
th,.rk,.rank{white-space:nowrap}
.standings td{overflow-wrap:break-word}
.stone{display:inline-block;width:.8em;height:.8em;border-radius:50%;border:1px solid var(--fg);vertical-align:-.05em;margin-left:.3em}
.stone.b{background:var(--fg)}
.stone.w{background:var(--bg)}
.n{text-align:right;font-variant-numeric:tabular-nums;width:1%;white-space:nowrap}
.res{white-space:nowrap}
.rank,.hc,.count,.note,.wd{color:var(--mut);font-size:.9em}
.wide{overflow-x:auto}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.3rem .9rem;margin:0}
dt{color:var(--mut)}
dd{margin:0}
ul.rounds,ul.byes{padding-left:1.2rem}
.current{border:1px solid var(--line);border-radius:6px;padding:0 .8rem;margin-top:1rem}
.links a{display:inline-block;margin:0 .8rem .4rem 0}
.next{border-left:4px solid var(--acc);padding:.4rem .7rem;background:#0b57d011}
form.search{display:flex;gap:.4rem;padding:.6rem 1rem;position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line)}
form.search input{flex:1;font-size:1.1rem;padding:.5rem;min-width:0}
form.search button{font-size:1rem;padding:.5rem .8rem}
footer{padding:1rem;color:var(--mut);font-size:.8rem}
tr:target{background:#ffd60a55}
[hidden]{display:none!important}
.clocks .mv{font-weight:700}
.clocks tr.flag{background:#ef9a9a;color:#111}
.clocks tr.last{background:#ffcc80;color:#111}
.clocks tr.paused{background:#cfd8dc;color:#111}
.clocks tr.sleep{background:#ce93d8;color:#111}
body.projector{font-size:max(14px,min(2.2vw,3vh));line-height:1.2}
.projector nav,.projector footer{display:none}
.projector header{font-size:1.1em}
.projector h1{font-size:1.5em;margin:.4em 0}
.projector td,.projector th{padding:.12em .4em}
.projector th{font-size:.8em}
)CSS";

const char* const kLiveJs = R"JS((function () {
  'use strict';
  var live = document.getElementById('live');
  var state = document.getElementById('live-state');
  var gen = document.body.getAttribute('data-gen');
  var q = document.getElementById('q');
  var han = /[\u3400-\u9fff\uf900-\ufaff]/;
  function fold(t) {
    return t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      .replace(/\u00df/g, 'ss').replace(/[^a-z0-9]/g, '');
  }
  // The same test as db::matches: a substring of the folded name, or a chain of prefixes of
  // consecutive syllables (each whole or by its first letters) from any syllable.
  function chain(syl, at, text, pos) {
    if (at >= syl.length) return false;
    for (var k = 0; k < syl[at].length; k++) {
      var s = syl[at][k], common = 0;
      while (common < s.length && pos + common < text.length && s[common] === text[pos + common]) common++;
      for (var len = common; len >= 1; len--) {
        if (pos + len === text.length) return true;
        if (chain(syl, at + 1, text, pos + len)) return true;
      }
    }
    return false;
  }
  function matches(row, text) {
    if (!text) return true;
    if (han.test(text)) return (row.getAttribute('data-n') || '').indexOf(text.toLowerCase()) >= 0;
    var f = fold(text);
    if (!f) return false;
    if ((row.getAttribute('data-c') || '').indexOf(f) >= 0) return true;
    var syl = (row.getAttribute('data-s') || '').split(' ').filter(Boolean)
      .map(function (x) { return x.split('|'); });
    for (var i = 0; i < syl.length; i++) if (chain(syl, i, f, 0)) return true;
    return false;
  }
  function filter() {
    if (!q) return;
    var text = q.value.trim(), shown = 0;
    document.querySelectorAll('#names tbody tr').forEach(function (row) {
      var m = matches(row, text);
      row.hidden = !m;
      if (m) shown++;
    });
    var none = document.getElementById('none');
    if (none) none.hidden = shown > 0;
  }
  if (q) {
    q.addEventListener('input', filter);
    filter();
  }
  function refresh() {
    fetch(location.href, {cache: 'no-store'}).then(function (r) {
      if (!r.ok) throw new Error('status');
      return r.text();
    }).then(function (html) {
      var doc = new DOMParser().parseFromString(html, 'text/html');
      var fresh = doc.getElementById('live');
      if (!fresh || !live) return;
      live.innerHTML = fresh.innerHTML;
      var nav = document.querySelector('nav'), freshNav = doc.querySelector('nav');
      if (nav && freshNav) nav.innerHTML = freshNav.innerHTML;  // a new round's links
      var g = doc.body.getAttribute('data-gen');
      if (g) { gen = g; document.body.setAttribute('data-gen', g); }
      document.title = doc.title;
      filter();
    }).catch(function () {});
  }
  // One stream while the page is shown: a hidden or left page closes it (browsers keep only six
  // connections per server open; phones keep background tabs), a shown one opens it again and
  // its first event says whether the page missed a change meanwhile.
  var source = null, waiting = false;
  function connect() {
    if (source || !window.EventSource || !live || !gen) return;
    source = new EventSource('/events');
    // Each page waits a random moment (up to kRefetchSpreadMs, pages.h) before re-fetching: a
    // hall's 500 open pages would otherwise all ask in the same instant and queue behind each
    // other (and every other request behind them) on the server's one thread.
    source.addEventListener('gen', function (e) {
      if (e.data === gen || waiting) return;
      waiting = true;
      setTimeout(function () { waiting = false; refresh(); }, Math.random() * 250);
    });
    source.onopen = function () { if (state) state.textContent = state.getAttribute('data-on'); };
    source.onerror = function () { if (state) state.textContent = state.getAttribute('data-off'); };
  }
  function disconnect() {
    if (source) { source.close(); source = null; }
  }
  document.addEventListener('visibilitychange', function () {
    if (document.hidden) disconnect(); else connect();
  });
  window.addEventListener('pagehide', disconnect);
  window.addEventListener('pageshow', function () { if (!document.hidden) connect(); });
  if (!document.hidden) connect();
})();
)JS";

}  // namespace tengen::web
