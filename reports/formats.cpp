#include "reports/formats.h"

#include <algorithm>
#include <cstdio>
#include <map>

#include "pairing/csv.h"
#include "reports/name_order.h"
#include "reports/text.h"

namespace tengen::reports {

using pairing::Player;
using pairing::PlayerId;

namespace {

const char* tr(Language lang, const char* en, const char* zh) {
  return lang == Language::Zh ? zh : en;
}

std::string criterionLabel(Criterion c, Language lang) {
  if (lang == Language::Zh) return std::string(chineseName(c));
  return std::string(toCode(c));
}

std::string placeText(const StandingRow& row) {
  return std::to_string(row.place) + (row.exAequo ? "=" : "");
}

std::string rankText(const pairing::Rank& rank, Language lang) {
  return lang == Language::Zh ? rank.toChinese() : rank.toString();
}

std::string fmtKomi(double komi) {
  const long twice = static_cast<long>(komi * 2 + (komi >= 0 ? 0.25 : -0.25));
  return formatFraction(twice, 2);
}

std::string renderTable(const std::vector<std::string>& header,
                        const std::vector<std::vector<std::string>>& rows,
                        const std::vector<bool>& right) {
  std::vector<int> widths(header.size(), 0);
  for (std::size_t c = 0; c < header.size(); ++c) widths[c] = displayWidth(header[c]);
  for (const auto& r : rows)
    for (std::size_t c = 0; c < r.size() && c < widths.size(); ++c)
      widths[c] = std::max(widths[c], displayWidth(r[c]));
  auto line = [&](const std::vector<std::string>& r) {
    std::string s;
    for (std::size_t c = 0; c < widths.size(); ++c) {
      const std::string cell = c < r.size() ? r[c] : "";
      if (c) s += "  ";
      const bool last = c + 1 == widths.size();
      if (right[c])
        s += padLeft(cell, widths[c]);
      else
        s += last ? cell : padRight(cell, widths[c]);
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s + "\n";
  };
  std::string out = line(header);
  int total = 0;
  for (int w : widths) total += w;
  total += 2 * static_cast<int>(widths.size() > 0 ? widths.size() - 1 : 0);
  out += std::string(static_cast<std::size_t>(total), '-') + "\n";
  for (const auto& r : rows) out += line(r);
  return out;
}

// The crosstable cell of one round: opponent place (row number) + result + colour + handicap.
std::string crossCell(const Standings& st, const RoundEntry& e) {
  switch (e.kind) {
    case EntryKind::Bye:
      return "bye";
    case EntryKind::Absent:
      return "-";
    case EntryKind::Pending:
    case EntryKind::Game: {
      const int opp = st.indexOf(e.opponent);
      std::string s = opp >= 0 ? std::to_string(opp + 1) : "0";
      if (e.kind == EntryKind::Pending) {
        s += "?";
      } else {
        switch (e.outcome) {
          case PlayerOutcome::Win:
            s += "+";
            break;
          case PlayerOutcome::Loss:
            s += "-";
            break;
          case PlayerOutcome::Jigo:
            s += "=";
            break;
          case PlayerOutcome::None:
            s += "~";
            break;
        }
      }
      s += e.forfeit ? "!" : "/";
      s += e.black ? "b" : "w";
      if (e.handicap > 0) s += std::to_string(e.handicap);
      return s;
    }
  }
  return "";
}

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

std::string roundHeading(const Standings& st, Language lang) {
  char buf[96];
  if (lang == Language::Zh)
    std::snprintf(buf, sizeof buf, "第 %d 轮后排名", st.afterRound);
  else
    std::snprintf(buf, sizeof buf, "Standings after round %d", st.afterRound);
  return buf;
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

}  // namespace

std::string rankCode(const pairing::Rank& rank) {
  std::string s = rank.toString();
  for (char& c : s) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return s;
}

std::string latinNameOf(const Player& p) {
  if (!p.latinName.empty()) return foldToAscii(p.latinName);
  const std::string folded = foldToAscii(p.name);
  if (folded.find('?') == std::string::npos) return folded;
  return {};
}

// --- Standings -------------------------------------------------------------------------------

ReportTable standingsTable(const Standings& st, Language lang) {
  ReportTable t;
  t.header = {tr(lang, "Pl", "名次"), tr(lang, "Name", "姓名"), tr(lang, "Rank", "段位")};
  t.rightAligned = {true, false, false};
  for (Criterion c : st.settings.order) {
    t.header.push_back(criterionLabel(c, lang));
    t.rightAligned.push_back(true);
  }
  for (const StandingRow& r : st.rows) {
    std::vector<std::string> cells{
        placeText(r), r.player.name + (r.withdrawn ? tr(lang, " (withdrawn)", "（退赛）") : ""),
        rankText(r.player.rank, lang)};
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      cells.push_back(st.display(st.settings.order[c], r.values[c]));
    t.rows.push_back(std::move(cells));
  }
  return t;
}

std::string standingsText(const Standings& st, Language lang) {
  const ReportTable t = standingsTable(st, lang);
  return roundHeading(st, lang) + "\n" + renderTable(t.header, t.rows, t.rightAligned);
}

std::string standingsCsv(const Standings& st) {
  using pairing::csvField;
  std::string out = "place,ex_aequo,player,name,latin_name,rank,club,country,withdrawn";
  for (Criterion c : st.settings.order) out += "," + csvField(toCode(c));
  out += "\n";
  for (const StandingRow& r : st.rows) {
    out += std::to_string(r.place) + "," + (r.exAequo ? "1" : "0") + "," +
           std::to_string(r.player.id) + "," + csvField(r.player.name) + "," +
           csvField(r.player.latinName) + "," + r.player.rank.toString() + "," +
           csvField(r.player.club) + "," + csvField(r.player.country) + "," +
           (r.withdrawn ? "1" : "0");
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      out += "," + st.display(st.settings.order[c], r.values[c]);
    out += "\n";
  }
  return out;
}

std::string standingsJson(const Standings& st) {
  const Criterion primary = st.primary();
  std::string out = "[";
  bool first = true;
  for (const StandingRow& r : st.rows) {
    out += first ? "\n  {" : ",\n  {";
    first = false;
    out += "\"place\":" + std::to_string(r.place) +
           ",\"ex_aequo\":" + (r.exAequo ? "true" : "false") +
           ",\"player\":" + std::to_string(r.player.id) + ",\"name\":\"" +
           jsonEscape(r.player.name) + "\",\"rank\":\"" + r.player.rank.toString() +
           "\",\"withdrawn\":" + (r.withdrawn ? "true" : "false") +
           ",\"score\":" + st.displayScore(r) + ",\"tiebreaks\":{";
    bool firstTb = true;
    for (std::size_t c = 0; c < st.settings.order.size(); ++c) {
      if (st.settings.order[c] == primary) continue;
      out += firstTb ? "" : ",";
      firstTb = false;
      out += "\"" + std::string(toCode(st.settings.order[c])) +
             "\":" + st.display(st.settings.order[c], r.values[c]);
    }
    out += "}}";
  }
  out += st.rows.empty() ? "]\n" : "\n]\n";
  return out;
}

std::string standingsHtml(const Standings& st, const Tournament& t, const HtmlOptions& o) {
  const Language lang = o.lang;
  std::string out = htmlHead(eventTitle(t) + " — " + roundHeading(st, lang), o);
  out += "<h1>" + htmlEscape(eventTitle(t)) + "</h1>\n<h2>" + htmlEscape(roundHeading(st, lang)) +
         "</h2>\n";
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

// --- Crosstable -------------------------------------------------------------------------------

std::string crosstableText(const Standings& st, Language lang) {
  std::vector<std::string> header{"#", tr(lang, "Name", "姓名"), tr(lang, "Rank", "段位")};
  std::vector<bool> right{true, false, false};
  for (int r = 1; r <= st.afterRound; ++r) {
    header.push_back(
        (lang == Language::Zh ? "第" + std::to_string(r) + "轮" : "R" + std::to_string(r)));
    right.push_back(true);
  }
  header.push_back(criterionLabel(st.primary(), lang));
  right.push_back(true);
  std::vector<std::vector<std::string>> rows;
  for (std::size_t i = 0; i < st.rows.size(); ++i) {
    const StandingRow& r = st.rows[i];
    std::vector<std::string> cells{std::to_string(i + 1), r.player.name,
                                   rankText(r.player.rank, lang)};
    for (const RoundEntry& e : r.entries) cells.push_back(crossCell(st, e));
    cells.push_back(st.displayScore(r));
    rows.push_back(std::move(cells));
  }
  return renderTable(header, rows, right);
}

ReportTable crosstableTable(const Standings& st, Language lang) {
  ReportTable t;
  t.header = {"#", tr(lang, "Name", "姓名"), tr(lang, "Rank", "段位")};
  t.rightAligned = {true, false, false};
  for (int r = 1; r <= st.afterRound; ++r) {
    t.header.push_back(lang == Language::Zh ? std::to_string(r) : "R" + std::to_string(r));
    t.rightAligned.push_back(true);
  }
  for (Criterion c : st.settings.order) {
    t.header.push_back(criterionLabel(c, lang));
    t.rightAligned.push_back(true);
  }
  t.header.push_back(tr(lang, "Pl", "名次"));
  t.rightAligned.push_back(true);
  for (std::size_t i = 0; i < st.rows.size(); ++i) {
    const StandingRow& r = st.rows[i];
    std::vector<std::string> cells{std::to_string(i + 1), r.player.name,
                                   rankText(r.player.rank, lang)};
    for (const RoundEntry& e : r.entries) cells.push_back(crossCell(st, e));
    for (std::size_t c = 0; c < st.settings.order.size(); ++c)
      cells.push_back(st.display(st.settings.order[c], r.values[c]));
    cells.push_back(placeText(r));
    t.rows.push_back(std::move(cells));
  }
  return t;
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

// --- Pairings and slips ------------------------------------------------------------------------

namespace {

std::string nameOf(const Tournament& t, PlayerId id) {
  const Player* p = t.player(id);
  return p ? p->name : "#" + std::to_string(id);
}
std::string rankOf(const Tournament& t, PlayerId id, Language lang) {
  const Player* p = t.player(id);
  return p ? rankText(p->rank, lang) : "";
}
std::string resultText(const pairing::Game& g) {
  return g.result ? g.result->toString() : "";
}

std::vector<pairing::Game> sortedGames(const pairing::Round& r) {
  std::vector<pairing::Game> games = r.games;
  std::sort(games.begin(), games.end(),
            [](const auto& a, const auto& b) { return a.board < b.board; });
  return games;
}

std::string roundTitle(int round, Language lang, const char* en, const char* zh) {
  char buf[96];
  if (lang == Language::Zh)
    std::snprintf(buf, sizeof buf, "第 %d 轮%s", round, zh);
  else
    std::snprintf(buf, sizeof buf, "%s, round %d", en, round);
  return buf;
}

}  // namespace

std::string pairingsText(const Tournament& t, int round, Language lang) {
  const pairing::Round* r = t.round(round);
  std::string out = roundTitle(round, lang, "Pairings", "对阵表") + "\n";
  if (!r) return out;
  std::vector<std::string> header{tr(lang, "Board", "台次"), tr(lang, "Black", "黑方"),
                                  tr(lang, "Rank", "段位"),  tr(lang, "White", "白方"),
                                  tr(lang, "Rank", "段位"),  tr(lang, "Hcp", "让子"),
                                  tr(lang, "Komi", "贴目"),  tr(lang, "Result", "结果")};
  std::vector<bool> right{true, false, false, false, false, true, true, false};
  std::vector<std::vector<std::string>> rows;
  for (const auto& g : sortedGames(*r))
    rows.push_back({std::to_string(g.board), nameOf(t, g.black), rankOf(t, g.black, lang),
                    nameOf(t, g.white), rankOf(t, g.white, lang), std::to_string(g.handicap),
                    fmtKomi(g.komi), resultText(g)});
  out += renderTable(header, rows, right);
  for (PlayerId id : r->byes)
    out += std::string(tr(lang, "Bye: ", "轮空：")) + nameOf(t, id) + "\n";
  return out;
}

std::string pairingsHtml(const Tournament& t, int round, const HtmlOptions& o) {
  const Language lang = o.lang;
  const std::string title = roundTitle(round, lang, "Pairings", "对阵表");
  std::string out = htmlHead(eventTitle(t) + " — " + title, o);
  out += "<h1>" + htmlEscape(eventTitle(t)) + "</h1>\n<h2>" + htmlEscape(title) + "</h2>\n";
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
           std::to_string(g.handicap) + "</td><td class=\"n\">" + fmtKomi(g.komi) + "</td><td>" +
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
  std::string out = htmlHead(eventTitle(t) + " — " + title, o);
  out += "<h1>" + htmlEscape(eventTitle(t)) + "</h1>\n<h2>" + htmlEscape(title) + "</h2>\n";
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
           std::to_string(g.handicap) + " · " + tr(lang, "Komi: ", "贴目：") + fmtKomi(g.komi) +
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

// --- EGF h9 ------------------------------------------------------------------------------------

Export egfH9(const Standings& st, const Tournament& t, const H9Options& o) {
  Export ex;
  // Only players who took part in at least one round (game or bye) are listed; numbering follows.
  std::vector<const StandingRow*> rows;
  for (const StandingRow& r : st.rows) {
    bool took = false;
    for (const RoundEntry& e : r.entries)
      took = took || e.kind == EntryKind::Game || e.kind == EntryKind::Bye;
    if (took) rows.push_back(&r);
  }
  std::map<PlayerId, int> number;
  for (std::size_t i = 0; i < rows.size(); ++i)
    number[rows[i]->player.id] = static_cast<int>(i) + 1;

  auto ascii = [](const std::string& s) { return foldToAscii(s, ""); };
  std::string out;
  out += "; CL[" + (o.tournamentClass.empty() ? std::string("X") : o.tournamentClass) + "]\n";
  out += "; EV[" + ascii(t.event.name) + "]\n";
  out += "; PC[" + o.countryCode + "," + ascii(t.event.venue) + "]\n";
  if (t.event.startDate) {
    out += "; DT[" + pairing::toIsoDate(*t.event.startDate);
    if (t.event.endDate) out += "," + pairing::toIsoDate(*t.event.endDate);
    out += "]\n";
  }
  if (o.handicapCorrection > 0) out += "; HA[h" + std::to_string(o.handicapCorrection) + "]\n";
  out += "; KM[" + fmtKomi(t.event.komi) + "]\n";
  if (o.adjustedTimeMinutes > 0) out += "; TM[" + std::to_string(o.adjustedTimeMinutes) + "]\n";
  if (!o.timeSystem.empty()) out += "; CM[" + ascii(o.timeSystem) + "]\n";
  out += "; Generated by Tengen 0.1.0\n;\n";
  std::string head = "; Pl Name                            Rk Co Club";
  std::size_t shown = 0;
  for (Criterion c : st.settings.order) {
    if (shown == 4) break;
    std::string code(toCode(c));
    if (code.size() > 4) code = code.substr(0, 4);
    head += " " + padLeft(code, 4);
    ++shown;
  }
  out += head + "\n";
  const StandingRow* prev = nullptr;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const StandingRow& r = *rows[i];
    char buf[64];
    const bool tied = prev && prev->place == r.place;
    if (tied)
      out += "    ";
    else {
      std::snprintf(buf, sizeof buf, "%4zu", i + 1);
      out += buf;
    }
    prev = &r;
    std::string name = latinNameOf(r.player);
    if (name.empty()) {
      ex.warnings.push_back("player " + std::to_string(r.player.id) + " (" + r.player.name +
                            ") has no Latin name; written as Player_" +
                            std::to_string(r.player.id));
      name = "Player_" + std::to_string(r.player.id);
    }
    // "Surname Given": the first space separates the parts; spaces inside a part become '_'.
    const auto space = name.find(' ');
    if (space != std::string::npos) {
      std::string rest = name.substr(space + 1);
      std::replace(rest.begin(), rest.end(), ' ', '_');
      name = name.substr(0, space) + " " + rest;
    }
    if (name.size() > 30) name = name.substr(0, 30);
    out += " " + padRight(name, 30) + " ";
    out += padLeft(rankCode(r.player.rank), 3) + " ";
    std::string co = r.player.country.empty() ? "XX" : ascii(r.player.country).substr(0, 2);
    out += padRight(co, 2) + " ";
    std::string club = ascii(r.player.club);
    std::replace(club.begin(), club.end(), ' ', '_');
    if (club.empty()) club = "xxxx";
    if (club.size() > 4) club = club.substr(club.size() - 4);
    out += padRight(club, 4);
    shown = 0;
    for (std::size_t c = 0; c < st.settings.order.size() && shown < 4; ++c, ++shown)
      out += " " + padLeft(st.display(st.settings.order[c], r.values[c]), 4);
    for (; shown < 4; ++shown) out += " 0";
    for (const RoundEntry& e : r.entries) {
      std::string cell;
      const ScoringConvention& sc = st.settings.scoring;
      auto free = [&](int units) {
        return units >= sc.win ? "0+" : (units > sc.loss ? "0=" : "0-");
      };
      switch (e.kind) {
        case EntryKind::Bye:
          cell = free(sc.bye);
          break;
        case EntryKind::Absent:
          cell = free(sc.absent);
          break;
        case EntryKind::Pending:
        case EntryKind::Game: {
          auto it = number.find(e.opponent);
          if (it == number.end() ||
              (e.kind == EntryKind::Game && e.outcome == PlayerOutcome::None)) {
            cell = "0-";
            break;
          }
          cell = std::to_string(it->second);
          if (e.kind == EntryKind::Pending)
            cell += "?";
          else
            cell += e.outcome == PlayerOutcome::Win    ? "+"
                    : e.outcome == PlayerOutcome::Jigo ? "="
                                                       : "-";
          cell += e.forfeit ? "!" : "/";
          cell += e.black ? "b" : "w";
          cell += std::to_string(std::min(e.handicap, 9));
        }
      }
      out += " " + padLeft(cell, 8);
    }
    if (!r.player.egdPin.empty()) out += " |" + ascii(r.player.egdPin);
    out += "\n";
  }
  ex.text = out;
  return ex;
}

// --- AGA ---------------------------------------------------------------------------------------

Export agaResults(const Standings& st, const Tournament& t) {
  Export ex;
  std::string out;
  out += "Tourney\t" + foldToAscii(t.event.name, "") + ", " + foldToAscii(t.event.venue, "") + "\n";
  out += "location='" + foldToAscii(t.event.venue, "") + "'\n";
  if (t.event.startDate) out += "\tstart=" + pairing::toIsoDate(*t.event.startDate) + "\n";
  if (t.event.endDate || t.event.startDate)
    out +=
        "\tfinish=" + pairing::toIsoDate(t.event.endDate ? *t.event.endDate : *t.event.startDate) +
        "\n";
  out += "PLAYERS\n";
  // No AGA ids in the model: every player gets an invented id counting down from 99999.
  std::map<PlayerId, int> agaId;
  int next = 99999;
  for (const StandingRow& r : st.rows) {
    bool played = false;
    for (const RoundEntry& e : r.entries) played = played || e.kind == EntryKind::Game;
    if (!played) continue;
    agaId[r.player.id] = next--;
    std::string name = latinNameOf(r.player);
    if (name.empty()) {
      ex.warnings.push_back("player " + std::to_string(r.player.id) + " (" + r.player.name +
                            ") has no Latin name");
      name = "Player " + std::to_string(r.player.id);
    }
    const auto space = name.find(' ');
    const std::string last = space == std::string::npos ? name : name.substr(0, space);
    const std::string firstName = space == std::string::npos ? "" : name.substr(space + 1);
    out += std::to_string(agaId[r.player.id]) + "\t" + last + ", " + firstName + "\t" +
           rankCode(r.player.rank) + "\n";
  }
  std::vector<pairing::Round> rounds = t.rounds;
  std::sort(rounds.begin(), rounds.end(),
            [](const auto& a, const auto& b) { return a.number < b.number; });
  for (const auto& round : rounds) {
    if (round.number > st.afterRound) continue;
    out += "\nGAMES " + std::to_string(round.number) + "\n";
    for (const auto& g : sortedGames(round)) {
      if (!g.result || g.result->method == pairing::WinMethod::Forfeit) continue;
      const auto o = g.result->outcome;
      if (o == pairing::Outcome::Unplayed || o == pairing::Outcome::BothLose ||
          o == pairing::Outcome::BothWin)
        continue;
      auto w = agaId.find(g.white), b = agaId.find(g.black);
      if (w == agaId.end() || b == agaId.end()) continue;
      const char* winner = o == pairing::Outcome::WhiteWins   ? "W"
                           : o == pairing::Outcome::BlackWins ? "B"
                                                              : "?";
      out += std::to_string(w->second) + "\t" + std::to_string(b->second) + "\t" + winner + "\t" +
             std::to_string(g.handicap) + "\t" + std::to_string(static_cast<int>(g.komi)) + "\n";
    }
  }
  out += "END\n";
  ex.text = out;
  return ex;
}

}  // namespace tengen::reports
