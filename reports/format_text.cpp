// Plain text: the standings, crosstable and pairings as terminal tables, and the tables the desk
// and the text writers show cell by cell.
#include <algorithm>

#include "reports/format_parts.h"
#include "reports/formats.h"
#include "reports/text.h"

namespace tengen::reports {

using namespace formatting;
using pairing::Player;
using pairing::PlayerId;

namespace {

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

}  // namespace

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
                    g.komi.toString(), resultText(g)});
  out += renderTable(header, rows, right);
  for (PlayerId id : r->byes)
    out += std::string(tr(lang, "Bye: ", "轮空：")) + nameOf(t, id) + "\n";
  return out;
}

}  // namespace tengen::reports
