#include "reports/ledger_summary.h"

#include <algorithm>

#include "reports/text.h"

namespace tengen::reports {
namespace {

const char* tr(Language lang, const char* en, const char* zh) {
  return lang == Language::Zh ? zh : en;
}

struct Line {
  std::string id, when, round, board, player, what, penalty, referee, note;
};

std::string offender(const Tournament& t, const referee::LedgerEntry& e) {
  if (!e.player) return "";
  const pairing::Round* r = t.round(e.round);
  if (!r) return "";
  for (const auto& g : r->games)
    if (g.board == e.board) {
      const pairing::Player* p = t.player(*e.player == referee::Side::Black ? g.black : g.white);
      return p ? p->name : "";
    }
  return "";
}

Line lineOf(const Tournament& t, const referee::LedgerEntry& e, Language lang) {
  Line l;
  l.id = std::to_string(e.id);
  l.when = e.when.size() >= 16 ? e.when.substr(11, 5) : e.when;
  l.round = std::to_string(e.round);
  l.board = std::to_string(e.board);
  l.player = offender(t, e);
  if (e.player)
    l.player += std::string(" (") +
                (*e.player == referee::Side::Black ? tr(lang, "B", "黑") : tr(lang, "W", "白")) +
                ")";
  const referee::Infraction* inf = referee::findInfraction(e.infraction);
  const std::string infName =
      inf ? (lang == Language::Zh ? inf->nameZh : inf->nameEn) : e.infraction;
  switch (e.kind) {
    case referee::EntryKind::Infraction:
      l.what = infName;
      break;
    case referee::EntryKind::Correction:
    case referee::EntryKind::Appeal: {
      l.what = std::string(e.kind == referee::EntryKind::Correction ? tr(lang, "correction", "更正")
                                                                    : tr(lang, "appeal", "申诉"));
      l.what += " #" + (e.target ? std::to_string(*e.target) : std::string("?")) + ": " +
                std::string(referee::toCode(e.ruling));
      if (e.ruling == referee::RulingKind::Amend && !infName.empty()) l.what += " → " + infName;
      break;
    }
    case referee::EntryKind::Override:
      l.what =
          std::string(tr(lang, "result set: ", "裁定结果：")) + (e.result.empty() ? "—" : e.result);
      break;
  }
  for (referee::Sanction s : e.sanctions) {
    if (!l.penalty.empty()) l.penalty += ", ";
    l.penalty += std::string(lang == Language::Zh ? referee::nameZh(s) : referee::nameEn(s));
  }
  l.referee = e.referee;
  l.note = e.note;
  return l;
}

std::string totals(const std::vector<referee::LedgerEntry>& entries, Language lang) {
  int infractions = 0, rulings = 0, overrides = 0;
  for (const auto& e : entries) {
    if (e.kind == referee::EntryKind::Infraction)
      ++infractions;
    else if (e.kind == referee::EntryKind::Override)
      ++overrides;
    else
      ++rulings;
  }
  if (lang == Language::Zh)
    return "共 " + std::to_string(entries.size()) + " 条：违规 " + std::to_string(infractions) +
           "，更正/申诉 " + std::to_string(rulings) + "，裁定结果 " + std::to_string(overrides);
  return std::to_string(entries.size()) + " entries: " + std::to_string(infractions) +
         " infractions, " + std::to_string(rulings) + " corrections/appeals, " +
         std::to_string(overrides) + " result overrides";
}

}  // namespace

std::string ledgerSummaryText(const Tournament& t, const std::vector<referee::LedgerEntry>& entries,
                              Language lang) {
  std::string out =
      std::string(tr(lang, "Referee ledger", "裁判记录")) + " — " + t.event.name + "\n";
  std::vector<std::vector<std::string>> rows;
  rows.push_back({"#", tr(lang, "Time", "时间"), tr(lang, "Rd", "轮"), tr(lang, "Bd", "台"),
                  tr(lang, "Player", "棋手"), tr(lang, "Entry", "事项"),
                  tr(lang, "Penalty", "处罚"), tr(lang, "Referee", "裁判"),
                  tr(lang, "Note", "说明")});
  for (const auto& e : entries) {
    const Line l = lineOf(t, e, lang);
    rows.push_back(
        {l.id, l.when, l.round, l.board, l.player, l.what, l.penalty, l.referee, l.note});
  }
  std::vector<int> widths(rows[0].size(), 0);
  for (const auto& r : rows)
    for (std::size_t c = 0; c < r.size(); ++c) widths[c] = std::max(widths[c], displayWidth(r[c]));
  for (const auto& r : rows) {
    std::string line;
    for (std::size_t c = 0; c < r.size(); ++c) {
      if (c) line += "  ";
      line += c + 1 == r.size() ? r[c] : padRight(r[c], widths[c]);
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out + totals(entries, lang) + "\n";
}

std::string ledgerSummaryHtml(const Tournament& t, const std::vector<referee::LedgerEntry>& entries,
                              const HtmlOptions& o) {
  const Language lang = o.lang;
  const std::string title = tr(lang, "Referee ledger", "裁判记录");
  std::string out = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>" +
                    htmlEscape(t.event.name + " — " + title) +
                    "</title>\n<style>body{font-family:'Noto Sans CJK SC','Noto Sans',sans-serif}"
                    "table{border-collapse:collapse}th,td{padding:2px 6px;border:1px solid #888;"
                    "text-align:left}th{background:#ddd}</style></head>\n<body>\n";
  out += "<h1>" + htmlEscape(t.event.name) + "</h1>\n<h2>" + htmlEscape(title) +
         "</h2>\n<table>\n<tr>";
  for (const char* h :
       {"#", tr(lang, "Time", "时间"), tr(lang, "Round", "轮次"), tr(lang, "Board", "台次"),
        tr(lang, "Player", "棋手"), tr(lang, "Entry", "事项"), tr(lang, "Penalty", "处罚"),
        tr(lang, "Referee", "裁判"), tr(lang, "Note", "说明")})
    out += "<th>" + htmlEscape(h) + "</th>";
  out += "</tr>\n";
  for (const auto& e : entries) {
    const Line l = lineOf(t, e, lang);
    out += "<tr>";
    for (const std::string* c :
         {&l.id, &l.when, &l.round, &l.board, &l.player, &l.what, &l.penalty, &l.referee, &l.note})
      out += "<td>" + htmlEscape(*c) + "</td>";
    out += "</tr>\n";
  }
  out += "</table>\n<p>" + htmlEscape(totals(entries, lang)) + "</p>\n</body></html>\n";
  return out;
}

}  // namespace tengen::reports
