#include "app/cli/paper_documents.h"

#include <QCollator>
#include <QLocale>
#include <algorithm>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/time_control_text.h"
#include "clock/spec_parser.h"
#include "reports/formats.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"paper.page", "page %1 / %2", "第 %1 页 / 共 %2 页"},
    {"paper.venue", "Venue: %1", "地点：%1"},
    {"paper.dates", "%1 to %2", "%1 至 %2"},
    {"paper.round", "Round %1", "第 %1 轮"},
    {"paper.time", "Time: %1", "用时：%1"},
    {"paper.standings-title", "Standings after round %1", "第 %1 轮后排名"},
    {"paper.crosstable-title", "Crosstable after round %1", "第 %1 轮后成绩交叉表"},
    {"paper.pairings-title", "Pairings, round %1", "第 %1 轮对阵表"},
    {"paper.pairings-by-name-title", "Pairings by name, round %1", "第 %1 轮对阵表（按姓名）"},
    {"paper.slips-title", "Result slips, round %1", "第 %1 轮成绩单"},
    {"paper.club", "Club", "单位"},
    {"paper.name", "Name", "姓名"},
    {"paper.board", "Board", "台次"},
    {"paper.black", "Black", "黑方"},
    {"paper.white", "White", "白方"},
    {"paper.rank", "Rank", "段位"},
    {"paper.handicap", "Hcp", "让子"},
    {"paper.komi", "Komi", "贴目"},
    {"paper.result", "Result", "结果"},
    {"paper.colour", "Colour", "执色"},
    {"paper.opponent", "Opponent", "对手"},
    {"paper.bye", "Bye", "轮空"},
    {"paper.slip-title", "%1 · Round %2 · Result slip", "%1 · 第 %2 轮 · 成绩单"},
    {"paper.slip-board", "Board %1", "第 %1 台"},
    {"paper.win", "win", "胜"},
    {"paper.jigo", "jigo", "和棋"},
    {"paper.margin", "margin:", "胜负子数："},
    {"paper.slip-facts", "Handicap: %1 · Komi: %2", "让子：%1 · 贴目：%2"},
    {"paper.slip-time", "Time: %1", "用时：%1"},
    {"paper.sign-black", "Black's signature", "黑方签名"},
    {"paper.sign-white", "White's signature", "白方签名"},
    {"paper.sign-referee", "Referee", "裁判签名"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

bool zh() {
  return language() == Lang::Zh;
}

reports::Language reportLanguage() {
  return zh() ? reports::Language::Zh : reports::Language::En;
}

QString rankText(const pairing::Rank& rank) {
  return qs(zh() ? rank.toChinese() : rank.toString());
}

QString nameOf(const reports::Tournament& t, pairing::PlayerId id) {
  const pairing::Player* p = t.player(id);
  return p ? qs(p->name) : QStringLiteral("#%1").arg(id);
}

QString rankOf(const reports::Tournament& t, pairing::PlayerId id) {
  const pairing::Player* p = t.player(id);
  return p ? rankText(p->rank) : QString();
}

QString komiText(double komi) {
  const long twice = static_cast<long>(komi * 2 + (komi >= 0 ? 0.25 : -0.25));
  return qs(reports::formatFraction(twice, 2));
}

std::vector<pairing::Game> gamesByBoard(const pairing::Round& r) {
  std::vector<pairing::Game> games = r.games;
  std::sort(games.begin(), games.end(),
            [](const auto& a, const auto& b) { return a.board < b.board; });
  return games;
}

print::PaperTable fromReport(const reports::ReportTable& t) {
  print::PaperTable p;
  for (const auto& h : t.header) p.header << qs(h);
  p.rightAligned = t.rightAligned;
  p.elidable.assign(t.header.size(), false);
  p.rows.reserve(t.rows.size());
  for (const auto& row : t.rows) {
    QStringList cells;
    cells.reserve(static_cast<qsizetype>(row.size()));
    for (const auto& c : row) cells << qs(c);
    p.rows.push_back(std::move(cells));
  }
  return p;
}

void check(const QString& problem) {
  if (!problem.isEmpty()) throw CliError(msg("reports.pdf-failed").arg(problem));
}

void needFile(const std::string& file) {
  if (file.empty() || file == "-") throw CliError(msg("reports.need-output"));
}

print::PaperLayout layoutFor(const reports::Tournament& t, bool landscape, qreal points) {
  print::PaperLayout l;
  l.landscape = landscape;
  l.fontPointSize = points;
  l.title = qs(t.event.name);
  return l;
}

}  // namespace

QString timeControlInWords(const std::string& spec) {
  if (spec.empty()) return {};
  const auto parsed = clock::parseSpec(spec);
  if (const auto* settings = std::get_if<clock::ClockSettings>(&parsed))
    return describeTimeControl(*settings);
  return qs(spec);
}

print::PageHeader paperHeader(const reports::Tournament& t, const QString& title, int round) {
  print::PageHeader h;
  h.event = qs(t.event.name);
  h.title = title;
  h.pageOf = msg("paper.page");
  const pairing::Event& e = t.event;
  if (!e.venue.empty()) h.details << msg("paper.venue").arg(qs(e.venue));
  if (e.startDate) {
    const QString start = qs(pairing::toIsoDate(*e.startDate));
    if (e.endDate && *e.endDate != *e.startDate)
      h.details << msg("paper.dates").arg(start, qs(pairing::toIsoDate(*e.endDate)));
    else
      h.details << start;
  }
  if (round > 0) h.details << msg("paper.round").arg(round);
  const QString time = timeControlInWords(e.timeControl);
  if (!time.isEmpty()) h.details << msg("paper.time").arg(time);
  return h;
}

print::PaperTable standingsPaper(const reports::Standings& st) {
  print::PaperTable p = fromReport(reports::standingsTable(st, reportLanguage()));
  // The club after the rank, as the HTML standings have it.
  p.header.insert(3, msg("paper.club"));
  p.rightAligned.insert(p.rightAligned.begin() + 3, false);
  p.elidable.insert(p.elidable.begin() + 3, true);
  p.elidable[1] = true;
  for (std::size_t i = 0; i < p.rows.size(); ++i) p.rows[i].insert(3, qs(st.rows[i].player.club));
  return p;
}

print::PaperTable crosstablePaper(const reports::Standings& st) {
  print::PaperTable p = fromReport(reports::crosstableTable(st, reportLanguage()));
  if (p.elidable.size() > 1) p.elidable[1] = true;
  return p;
}

print::PaperTable pairingsPaper(const reports::Tournament& t, int round) {
  print::PaperTable p;
  p.header = {msg("paper.board"), msg("paper.black"),    msg("paper.rank"), msg("paper.white"),
              msg("paper.rank"),  msg("paper.handicap"), msg("paper.komi"), msg("paper.result")};
  p.rightAligned = {true, false, false, false, false, true, true, false};
  p.elidable = {false, true, false, true, false, false, false, false};
  const pairing::Round* r = t.round(round);
  if (!r) return p;
  for (const auto& g : gamesByBoard(*r))
    p.rows.push_back({QString::number(g.board), nameOf(t, g.black), rankOf(t, g.black),
                      nameOf(t, g.white), rankOf(t, g.white), QString::number(g.handicap),
                      komiText(g.komi), g.result ? qs(g.result->toString()) : QString()});
  for (pairing::PlayerId id : r->byes)
    p.rows.push_back({QString(), nameOf(t, id), rankOf(t, id), msg("paper.bye"), QString(),
                      QString(), QString(), QString()});
  return p;
}

print::PaperTable pairingsByNamePaper(const reports::Tournament& t, int round) {
  print::PaperTable p;
  p.header = {msg("paper.name"),   msg("paper.rank"),     msg("paper.board"),
              msg("paper.colour"), msg("paper.opponent"), msg("paper.rank")};
  p.rightAligned = {false, false, true, false, false, false};
  p.elidable = {true, false, false, false, true, false};
  const pairing::Round* r = t.round(round);
  if (!r) return p;
  struct Line {
    QString name, rank;
    int board;
    QString colour, opponent, opponentRank;
  };
  std::vector<Line> lines;
  for (const auto& g : r->games) {
    lines.push_back({nameOf(t, g.black), rankOf(t, g.black), g.board, msg("paper.black"),
                     nameOf(t, g.white), rankOf(t, g.white)});
    lines.push_back({nameOf(t, g.white), rankOf(t, g.white), g.board, msg("paper.white"),
                     nameOf(t, g.black), rankOf(t, g.black)});
  }
  for (pairing::PlayerId id : r->byes)
    lines.push_back({nameOf(t, id), rankOf(t, id), 0, QString(), msg("paper.bye"), QString()});
  // The language's collation: ICU's zh_CN collation is pinyin order (checked in the tests).
  QCollator collator(zh() ? QLocale(QLocale::Chinese, QLocale::China)
                          : QLocale(QLocale::English, QLocale::UnitedStates));
  collator.setNumericMode(true);
  std::vector<std::pair<QCollatorSortKey, std::size_t>> keys;
  keys.reserve(lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i)
    keys.emplace_back(collator.sortKey(lines[i].name), i);
  std::stable_sort(keys.begin(), keys.end(), [&](const auto& a, const auto& b) {
    const int c = a.first.compare(b.first);
    return c != 0 ? c < 0 : lines[a.second].board < lines[b.second].board;
  });
  for (const auto& [key, i] : keys) {
    const Line& l = lines[i];
    p.rows.push_back({l.name, l.rank, l.board ? QString::number(l.board) : QString(), l.colour,
                      l.opponent, l.opponentRank});
  }
  return p;
}

std::vector<print::Slip> slipsPaper(const reports::Tournament& t, int round) {
  std::vector<print::Slip> slips;
  const pairing::Round* r = t.round(round);
  if (!r) return slips;
  const QString title = msg("paper.slip-title").arg(qs(t.event.name)).arg(round);
  const QStringList heads{QString(), msg("paper.name"), msg("paper.rank"), msg("paper.result")};
  const QString time = timeControlInWords(t.event.timeControl);
  const QStringList signatures{msg("paper.sign-black"), msg("paper.sign-white"),
                               msg("paper.sign-referee")};
  for (const auto& g : gamesByBoard(*r)) {
    print::Slip s;
    s.title = title;
    s.board = msg("paper.slip-board").arg(g.board);
    s.heads = heads;
    s.black = {msg("paper.black"), nameOf(t, g.black), rankOf(t, g.black), msg("paper.win")};
    s.white = {msg("paper.white"), nameOf(t, g.white), rankOf(t, g.white), msg("paper.win")};
    s.facts = msg("paper.slip-facts").arg(g.handicap).arg(komiText(g.komi));
    if (!time.isEmpty()) s.facts += QStringLiteral(" · ") + msg("paper.slip-time").arg(time);
    s.jigo = msg("paper.jigo");
    s.margin = msg("paper.margin");
    s.signatures = signatures;
    slips.push_back(std::move(s));
  }
  return slips;
}

void writeStandingsPdf(const reports::Standings& st, const reports::Tournament& t,
                       const std::string& file) {
  needFile(file);
  check(print::writeTablePdf(
      qs(file), paperHeader(t, msg("paper.standings-title").arg(st.afterRound), st.afterRound),
      standingsPaper(st), layoutFor(t, st.settings.order.size() > 6, 9)));
}

void writeCrosstablePdf(const reports::Standings& st, const reports::Tournament& t,
                        const std::string& file) {
  needFile(file);
  check(print::writeTablePdf(
      qs(file), paperHeader(t, msg("paper.crosstable-title").arg(st.afterRound), st.afterRound),
      crosstablePaper(st), layoutFor(t, true, 7.5)));
}

void writePairingsPdf(const reports::Tournament& t, int round, bool byName,
                      const std::string& file) {
  needFile(file);
  const QString title =
      msg(byName ? "paper.pairings-by-name-title" : "paper.pairings-title").arg(round);
  check(print::writeTablePdf(qs(file), paperHeader(t, title, round),
                             byName ? pairingsByNamePaper(t, round) : pairingsPaper(t, round),
                             layoutFor(t, false, 9)));
}

void writeSlipsPdf(const reports::Tournament& t, int round, const std::string& file) {
  needFile(file);
  check(print::writeSlipsPdf(qs(file), paperHeader(t, msg("paper.slips-title").arg(round), round),
                             slipsPaper(t, round), kSlipsPerPage, layoutFor(t, false, 10)));
}

}  // namespace tengen::cli
