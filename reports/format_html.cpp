// HTML: standings, crosstable, pairings by board and by name, result slips (screen, projector and
// print).
#include <algorithm>

#include "reports/format_parts.h"
#include "reports/formats.h"
#include "reports/name_order.h"
#include "reports/text.h"

namespace tengen::reports {

using namespace formatting;
using pairing::Player;
using pairing::PlayerId;

namespace {

std::string htmlHead(const std::string& title, const HtmlOptions& o) {
  std::string css;
  if (o.forPrint) {
    css =
        "body{font-family:'Noto Sans CJK SC','Noto Sans',sans-serif;font-size:10pt}"
        "h1{font-size:14pt}h2{font-size:11pt}"
        "table{border-collapse:collapse}th,td{padding:2px 6px;border:1px solid #888}"
        "th{background:#ddd}td.n{text-align:right}";
  } else {
    css =
        ":root{--fg:#1b1b1b;--bg:#fff;--line:#d0d7de;--head:#f3f4f6;--accent:#b5442f}"
        "body{font-family:'Noto Sans CJK SC','Noto Sans','Helvetica Neue',Arial,sans-serif;"
        "color:var(--fg);background:var(--bg);margin:2em auto;max-width:70em;padding:0 1em}"
        "h1{font-size:1.6em;border-bottom:3px solid var(--accent);padding-bottom:.2em}"
        "h2{font-size:1.2em;color:#555}"
        "table{border-collapse:collapse;width:100%;margin:1em 0}"
        "th,td{padding:.35em .6em;border-bottom:1px solid var(--line);text-align:left}"
        "th{background:var(--head);font-weight:600}td.n,th.n{text-align:right;"
        "font-variant-numeric:tabular-nums}tr:nth-child(even) td{background:#fafafa}"
        "tr.withdrawn td{color:#999}.muted{color:#777;font-size:.9em}"
        "@media print{body{margin:0;max-width:none}.page{page-break-after:always}}";
    if (o.projector)
      css +=
          "body{max-width:none;margin:0;padding:1em 2em;font-size:2.2vw;background:#111;color:#eee}"
          "th{background:#333;color:#fff}td{border-bottom:1px solid #444}"
          "tr:nth-child(even) td{background:#1c1c1c}h1{border-color:#e0a030}"
          ".page{display:none}.page.on{display:block}.pager{position:fixed;right:1em;bottom:.5em;"
          "color:#aaa;font-size:.8em}";
  }
  return "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" + htmlEscape(title) +
         "</title>\n<style>" + css + "</style></head>\n<body>\n";
}

std::string projectorScript(const HtmlOptions& o) {
  return "<div class=\"pager\" id=\"pager\"></div>\n<script>\n(function(){var p=document."
         "querySelectorAll('.page'),i=0;function show(){for(var k=0;k<p.length;k++)p[k]."
         "classList.toggle('on',k===i);document.getElementById('pager').textContent=(i+1)+' / '+"
         "p.length;i=(i+1)%p.length;}show();if(p.length>1)setInterval(show," +
         std::to_string(std::max(1, o.secondsPerPage) * 1000) + ");})();\n</script>\n";
}

std::string eventTitle(const Tournament& t) {
  return t.event.name;
}

// Rows of a long list split into pages (projector mode) or one block.
template <typename RowFn>
std::string pagedTable(const std::string& header, std::size_t count, const HtmlOptions& o,
                       RowFn row) {
  std::string out;
  const std::size_t per =
      o.projector ? static_cast<std::size_t>(std::max(1, o.rowsPerPage)) : count + 1;
  for (std::size_t start = 0; start < std::max<std::size_t>(count, 1); start += per) {
    out += o.projector ? "<div class=\"page\">\n" : "";
    out += "<table>\n<thead>" + header + "</thead>\n<tbody>\n";
    for (std::size_t i = start; i < std::min(count, start + per); ++i) out += row(i);
    out += "</tbody></table>\n";
    out += o.projector ? "</div>\n" : "";
    if (count == 0) break;
  }
  return out;
}

// A page about `heading` (standings, a round's pairings): the document head titled with the event
// and the heading, then both as the page's headings.
std::string pageStart(const Tournament& t, const std::string& heading, const HtmlOptions& o) {
  return htmlHead(eventTitle(t) + " — " + heading, o) + "<h1>" + htmlEscape(eventTitle(t)) +
         "</h1>\n<h2>" + htmlEscape(heading) + "</h2>\n";
}

}  // namespace

std::string standingsHtml(const Standings& st, const Tournament& t, const HtmlOptions& o) {
  const Language lang = o.lang;
  std::string out = pageStart(t, roundHeading(st, lang), o);
  std::string header = "<tr><th class=\"n\">" + std::string(tr(lang, "Pl", "名次")) + "</th><th>" +
                       tr(lang, "Name", "姓名") + "</th><th>" + tr(lang, "Rank", "段位") +
                       "</th><th>" + tr(lang, "Club", "单位") + "</th>";
  for (Criterion c : st.settings.order)
    header += "<th class=\"n\">" + htmlEscape(criterionLabel(c, lang)) + "</th>";
  header += "</tr>";
  out += pagedTable(header, st.rows.size(), o, [&](std::size_t i) {
    const StandingRow& r = st.rows[i];
    std::string s = r.withdrawn ? "<tr class=\"withdrawn\">" : "<tr>";
    s += "<td class=\"n\">" + placeText(r) + "</td><td>" + htmlEscape(r.player.name);
    if (r.withdrawn) s += tr(lang, " (withdrawn)", "（退赛）");
    s += "</td><td>" + htmlEscape(rankText(r.player.rank, lang)) + "</td><td>" +
         htmlEscape(r.player.club) + "</td>";
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      s += "<td class=\"n\">" + st.display(st.settings.order[c], r.values[c]) + "</td>";
    return s + "</tr>\n";
  });
  if (o.projector) out += projectorScript(o);
  return out + "</body></html>\n";
}

std::string crosstableHtml(const Standings& st, const Tournament& t, const HtmlOptions& o) {
  const Language lang = o.lang;
  std::string title = lang == Language::Zh ? "成绩交叉表" : "Crosstable";
  std::string out = htmlHead(eventTitle(t) + " — " + title, o);
  out += "<h1>" + htmlEscape(eventTitle(t)) + "</h1>\n<h2>" + htmlEscape(title) + " · " +
         htmlEscape(roundHeading(st, lang)) + "</h2>\n";
  std::string header = "<tr><th class=\"n\">#</th><th>" + std::string(tr(lang, "Name", "姓名")) +
                       "</th><th>" + tr(lang, "Rank", "段位") + "</th>";
  for (int r = 1; r <= st.afterRound; ++r)
    header += "<th class=\"n\">" +
              (lang == Language::Zh ? std::to_string(r) : "R" + std::to_string(r)) + "</th>";
  for (Criterion c : st.settings.order)
    header += "<th class=\"n\">" + htmlEscape(criterionLabel(c, lang)) + "</th>";
  header += "<th class=\"n\">" + std::string(tr(lang, "Pl", "名次")) + "</th></tr>";
  out += pagedTable(header, st.rows.size(), o, [&](std::size_t i) {
    const StandingRow& r = st.rows[i];
    std::string s = "<tr><td class=\"n\">" + std::to_string(i + 1) + "</td><td>" +
                    htmlEscape(r.player.name) + "</td><td>" +
                    htmlEscape(rankText(r.player.rank, lang)) + "</td>";
    for (const RoundEntry& e : r.entries)
      s += "<td class=\"n\">" + htmlEscape(crossCell(st, e)) + "</td>";
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      s += "<td class=\"n\">" + st.display(st.settings.order[c], r.values[c]) + "</td>";
    s += "<td class=\"n\">" + placeText(r) + "</td></tr>\n";
    return s;
  });
  if (o.projector) out += projectorScript(o);
  return out + "</body></html>\n";
}

std::string pairingsHtml(const Tournament& t, int round, const HtmlOptions& o) {
  const Language lang = o.lang;
  const std::string title = roundTitle(round, lang, "Pairings", "对阵表");
  std::string out = pageStart(t, title, o);
  const pairing::Round* r = t.round(round);
  if (!r) return out + "</body></html>\n";
  const auto games = sortedGames(*r);
  std::string header =
      "<tr><th class=\"n\">" + std::string(tr(lang, "Board", "台次")) + "</th><th>" +
      tr(lang, "Black", "黑方") + "</th><th>" + tr(lang, "Rank", "段位") + "</th><th>" +
      tr(lang, "White", "白方") + "</th><th>" + tr(lang, "Rank", "段位") + "</th><th class=\"n\">" +
      tr(lang, "Hcp", "让子") + "</th><th class=\"n\">" + tr(lang, "Komi", "贴目") + "</th><th>" +
      tr(lang, "Result", "结果") + "</th></tr>";
  out += pagedTable(header, games.size(), o, [&](std::size_t i) {
    const auto& g = games[i];
    return "<tr><td class=\"n\">" + std::to_string(g.board) + "</td><td>" +
           htmlEscape(nameOf(t, g.black)) + "</td><td>" + htmlEscape(rankOf(t, g.black, lang)) +
           "</td><td>" + htmlEscape(nameOf(t, g.white)) + "</td><td>" +
           htmlEscape(rankOf(t, g.white, lang)) + "</td><td class=\"n\">" +
           std::to_string(g.handicap) + "</td><td class=\"n\">" + g.komi.toString() + "</td><td>" +
           htmlEscape(resultText(g)) + "</td></tr>\n";
  });
  if (!r->byes.empty()) {
    out += "<p>" + std::string(tr(lang, "Bye: ", "轮空："));
    for (std::size_t i = 0; i < r->byes.size(); ++i)
      out += (i ? ", " : "") + htmlEscape(nameOf(t, r->byes[i]));
    out += "</p>\n";
  }
  if (o.projector) out += projectorScript(o);
  return out + "</body></html>\n";
}

std::string pairingsByNameHtml(const Tournament& t, int round, const HtmlOptions& o) {
  return pairingsByNameHtml(t, round, o, NameBefore());
}

std::string pairingsByNameHtml(const Tournament& t, int round, const HtmlOptions& o,
                               const NameBefore& before) {
  const Language lang = o.lang;
  const std::string title = roundTitle(round, lang, "Pairings by name", "对阵表（按姓名）");
  std::string out = pageStart(t, title, o);
  const pairing::Round* r = t.round(round);
  if (!r) return out + "</body></html>\n";
  struct Line {
    std::string name, colour, opponent;
    int board;
  };
  std::vector<Line> lines;
  for (const auto& g : r->games) {
    lines.push_back({nameOf(t, g.black), tr(lang, "Black", "黑"), nameOf(t, g.white), g.board});
    lines.push_back({nameOf(t, g.white), tr(lang, "White", "白"), nameOf(t, g.black), g.board});
  }
  for (PlayerId id : r->byes) lines.push_back({nameOf(t, id), "", tr(lang, "Bye", "轮空"), 0});
  std::stable_sort(lines.begin(), lines.end(), [&before](const Line& a, const Line& b) {
    return before ? before(a.name, b.name) : a.name < b.name;
  });
  std::string header = "<tr><th>" + std::string(tr(lang, "Name", "姓名")) +
                       "</th><th class=\"n\">" + tr(lang, "Board", "台次") + "</th><th>" +
                       tr(lang, "Colour", "执色") + "</th><th>" + tr(lang, "Opponent", "对手") +
                       "</th></tr>";
  out += pagedTable(header, lines.size(), o, [&](std::size_t i) {
    const Line& l = lines[i];
    return "<tr><td>" + htmlEscape(l.name) + "</td><td class=\"n\">" +
           (l.board ? std::to_string(l.board) : "") + "</td><td>" + htmlEscape(l.colour) +
           "</td><td>" + htmlEscape(l.opponent) + "</td></tr>\n";
  });
  if (o.projector) out += projectorScript(o);
  return out + "</body></html>\n";
}

std::string slipsHtml(const Tournament& t, int round, const HtmlOptions& o) {
  const Language lang = o.lang;
  HtmlOptions po = o;
  po.projector = false;
  const std::string title = roundTitle(round, lang, "Result slips", "成绩单");
  std::string out = htmlHead(eventTitle(t) + " — " + title, po);
  const pairing::Round* r = t.round(round);
  if (!r) return out + "</body></html>\n";
  const auto games = sortedGames(*r);
  const std::size_t perPage = 4;
  for (std::size_t i = 0; i < games.size(); ++i) {
    const auto& g = games[i];
    std::string tc = t.event.timeControl.empty() ? "" : t.event.timeControl;
    out += "<table width=\"100%\" cellpadding=\"4\" style=\"margin-bottom:14pt\">\n";
    out += "<tr><td colspan=\"4\"><b>" + htmlEscape(eventTitle(t)) + "</b> — " +
           htmlEscape(roundTitle(round, lang, tr(lang, "Result slip", "成绩单"), "")) + " — " +
           tr(lang, "Board ", "台次 ") + std::to_string(g.board) + "</td></tr>\n";
    out += "<tr><th></th><th>" + std::string(tr(lang, "Name", "姓名")) + "</th><th>" +
           tr(lang, "Rank", "段位") + "</th><th>" + tr(lang, "Result", "结果") + "</th></tr>\n";
    out += "<tr><td>" + std::string(tr(lang, "Black", "黑方")) + "</td><td>" +
           htmlEscape(nameOf(t, g.black)) + "</td><td>" + htmlEscape(rankOf(t, g.black, lang)) +
           "</td><td>☐ " + tr(lang, "win", "胜") + "</td></tr>\n";
    out += "<tr><td>" + std::string(tr(lang, "White", "白方")) + "</td><td>" +
           htmlEscape(nameOf(t, g.white)) + "</td><td>" + htmlEscape(rankOf(t, g.white, lang)) +
           "</td><td>☐ " + tr(lang, "win", "胜") + "</td></tr>\n";
    out += "<tr><td colspan=\"4\">" + std::string(tr(lang, "Handicap: ", "让子：")) +
           std::to_string(g.handicap) + " · " + tr(lang, "Komi: ", "贴目：") + g.komi.toString() +
           (tc.empty() ? "" : std::string(" · ") + tr(lang, "Time: ", "用时：") + htmlEscape(tc)) +
           " · ☐ " + tr(lang, "jigo", "和棋") + " · " + tr(lang, "margin: ", "胜负子数：") +
           "________</td></tr>\n";
    out += "<tr><td colspan=\"2\">" + std::string(tr(lang, "Black's signature: ", "黑方签名：")) +
           "______________</td><td colspan=\"2\">" + tr(lang, "White's signature: ", "白方签名：") +
           "______________</td></tr>\n";
    out += "<tr><td colspan=\"4\">" + std::string(tr(lang, "Referee: ", "裁判签名：")) +
           "______________</td></tr>\n";
    out += "</table>\n";
    if ((i + 1) % perPage == 0 && i + 1 < games.size())
      out += "<p style=\"page-break-after:always\"></p>\n";
    else if (i + 1 < games.size())
      out +=
          "<p style=\"margin-top:8pt;margin-bottom:8pt;color:#888\">- - - - - - - - - - - - - - - "
          "- - - - - - - - - - "
          "- - - - - - - - - - - - - - - - - - - -</p>\n";
  }
  return out + "</body></html>\n";
}

}  // namespace tengen::reports
