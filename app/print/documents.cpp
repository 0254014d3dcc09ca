#include "app/print/documents.h"

#include <QCollator>
#include <algorithm>

#include "app/wording/std_text.h"
#include "reports/formats.h"

namespace tengen::print {
namespace {

reports::Language reportLanguage(const PaperWords& w) {
  return w.chinese ? reports::Language::Zh : reports::Language::En;
}

QString rankText(const pairing::Rank& rank, const PaperWords& w) {
  return qs(w.chinese ? rank.toChinese() : rank.toString());
}

QString nameOf(const reports::Tournament& t, pairing::PlayerId id) {
  const pairing::Player* p = t.player(id);
  return p ? qs(p->name) : QStringLiteral("#%1").arg(id);
}

QString rankOf(const reports::Tournament& t, pairing::PlayerId id, const PaperWords& w) {
  const pairing::Player* p = t.player(id);
  return p ? rankText(p->rank, w) : QString();
}

std::vector<pairing::Game> gamesByBoard(const pairing::Round& r) {
  std::vector<pairing::Game> games = r.games;
  std::sort(games.begin(), games.end(),
            [](const auto& a, const auto& b) { return a.board < b.board; });
  return games;
}

PaperTable fromReport(const reports::ReportTable& t) {
  PaperTable p;
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

PaperLayout layoutFor(const reports::Tournament& t, bool landscape, qreal points) {
  PaperLayout l;
  l.landscape = landscape;
  l.fontPointSize = points;
  l.title = qs(t.event.name);
  return l;
}

PaperTable pairingsByBoard(const reports::Tournament& t, int round, const PaperWords& w) {
  PaperTable p;
  p.header = {w.board, w.black, w.rank, w.white, w.rank, w.handicap, w.komi, w.result};
  p.rightAligned = {true, false, false, false, false, true, true, false};
  p.elidable = {false, true, false, true, false, false, false, false};
  const pairing::Round* r = t.round(round);
  if (!r) return p;
  for (const auto& g : gamesByBoard(*r))
    p.rows.push_back({QString::number(g.board), nameOf(t, g.black), rankOf(t, g.black, w),
                      nameOf(t, g.white), rankOf(t, g.white, w), QString::number(g.handicap),
                      qs(g.komi.toString()), g.result ? qs(g.result->toString()) : QString()});
  for (pairing::PlayerId id : r->byes)
    p.rows.push_back({QString(), nameOf(t, id), rankOf(t, id, w), w.bye, QString(), QString(),
                      QString(), QString()});
  return p;
}

PaperTable pairingsByName(const reports::Tournament& t, int round, const PaperWords& w) {
  PaperTable p;
  p.header = {w.name, w.rank, w.board, w.colour, w.opponent, w.rank};
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
    lines.push_back({nameOf(t, g.black), rankOf(t, g.black, w), g.board, w.black,
                     nameOf(t, g.white), rankOf(t, g.white, w)});
    lines.push_back({nameOf(t, g.white), rankOf(t, g.white, w), g.board, w.white,
                     nameOf(t, g.black), rankOf(t, g.black, w)});
  }
  for (pairing::PlayerId id : r->byes)
    lines.push_back({nameOf(t, id), rankOf(t, id, w), 0, QString(), w.bye, QString()});
  // ICU's zh_CN collation is pinyin order (checked by the tests); keys computed once.
  QCollator collator(w.collation);
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

}  // namespace

PageHeader paperHeader(const reports::Tournament& t, const QString& title, int round,
                       const PaperWords& w) {
  PageHeader h;
  h.event = qs(t.event.name);
  h.title = title;
  h.pageOf = w.page;
  const pairing::Event& e = t.event;
  if (!e.venue.empty()) h.details << w.venue.arg(qs(e.venue));
  if (e.startDate) {
    const QString start = qs(pairing::toIsoDate(*e.startDate));
    if (e.endDate && *e.endDate != *e.startDate)
      h.details << w.dates.arg(start, qs(pairing::toIsoDate(*e.endDate)));
    else
      h.details << start;
  }
  if (round > 0) h.details << w.round.arg(round);
  if (!w.timeControl.isEmpty()) h.details << w.time.arg(w.timeControl);
  return h;
}

PaperDocument standingsDocument(const reports::Standings& st, const reports::Tournament& t,
                                const PaperWords& w) {
  PaperDocument d;
  d.header = paperHeader(t, w.standingsTitle.arg(st.afterRound), st.afterRound, w);
  d.layout = layoutFor(t, st.settings.order.size() > 6, 9);
  PaperTable& p = d.table = fromReport(reports::standingsTable(st, reportLanguage(w)));
  // The club after the rank, as the HTML standings have it.
  p.header.insert(3, w.club);
  p.rightAligned.insert(p.rightAligned.begin() + 3, false);
  p.elidable.insert(p.elidable.begin() + 3, true);
  p.elidable[1] = true;
  for (std::size_t i = 0; i < p.rows.size(); ++i) p.rows[i].insert(3, qs(st.rows[i].player.club));
  return d;
}

PaperDocument crosstableDocument(const reports::Standings& st, const reports::Tournament& t,
                                 const PaperWords& w) {
  PaperDocument d;
  d.header = paperHeader(t, w.crosstableTitle.arg(st.afterRound), st.afterRound, w);
  d.layout = layoutFor(t, true, 7.5);
  d.table = fromReport(reports::crosstableTable(st, reportLanguage(w)));
  if (d.table.elidable.size() > 1) d.table.elidable[1] = true;
  return d;
}

QString liveLink(const QString& liveUrl, const QString& path) {
  QString base = liveUrl.trimmed();
  while (base.endsWith(QLatin1Char('/'))) base.chop(1);
  return base.isEmpty() ? QString() : base + path;
}

PaperDocument pairingsDocument(const reports::Tournament& t, int round, bool byName,
                               const PaperWords& w, const QString& liveUrl) {
  PaperDocument d;
  d.header =
      paperHeader(t, (byName ? w.pairingsByNameTitle : w.pairingsTitle).arg(round), round, w);
  d.header.qrText = liveLink(
      liveUrl, QStringLiteral("/round/%1/%2").arg(round).arg(byName ? "by-name" : "pairings"));
  d.layout = layoutFor(t, false, 9);
  d.table = byName ? pairingsByName(t, round, w) : pairingsByBoard(t, round, w);
  return d;
}

FormDocument rulingSlipDocument(const reports::RulingSlip& slip, const QString& pageOf) {
  auto q = [](const std::string& text) { return QString::fromStdString(text); };
  FormDocument d;
  d.header.event = q(slip.event);
  d.header.title = q(slip.title);
  d.header.pageOf = pageOf;
  d.layout.fontPointSize = 10;
  d.layout.title = q(slip.event + " — " + slip.title);
  for (const reports::RulingSlip::Row& r : slip.rows) {
    FormRow row;
    row.label = q(r.label);
    for (const std::string& line : r.lines) row.lines << q(line);
    row.strong = r.strong;
    d.form.rows.push_back(std::move(row));
  }
  for (const std::string& s : slip.signatures) d.form.signatures << q(s);
  d.form.footer = q(slip.footer);
  return d;
}

PaperDocument slipsDocument(const reports::Tournament& t, int round, const PaperWords& w,
                            const QString& liveUrl) {
  PaperDocument d;
  d.header = paperHeader(t, w.slipsTitle.arg(round), round, w);
  d.layout = layoutFor(t, false, 10);
  d.slips = true;
  d.slipsPerPage = kSlipsPerPage;
  const pairing::Round* r = t.round(round);
  if (!r) return d;
  const QString title = w.slipTitle.arg(qs(t.event.name)).arg(round);
  const QStringList heads{QString(), w.name, w.rank, w.result};
  const QStringList signatures{w.signBlack, w.signWhite, w.signReferee};
  for (const auto& g : gamesByBoard(*r)) {
    Slip s;
    s.title = title;
    s.board = w.slipBoard.arg(g.board);
    s.heads = heads;
    s.black = {w.black, nameOf(t, g.black), rankOf(t, g.black, w), w.win};
    s.white = {w.white, nameOf(t, g.white), rankOf(t, g.white, w), w.win};
    s.facts = w.slipFacts.arg(g.handicap).arg(qs(g.komi.toString()));
    if (!w.timeControl.isEmpty()) s.facts += QStringLiteral(" · ") + w.time.arg(w.timeControl);
    s.jigo = w.jigo;
    s.margin = w.margin;
    s.signatures = signatures;
    s.qrText = liveLink(liveUrl, QStringLiteral("/round/%1/pairings#b%2").arg(round).arg(g.board));
    d.slipList.push_back(std::move(s));
  }
  return d;
}

int paintDocument(QPagedPaintDevice& device, const PaperDocument& d) {
  return d.slips ? paintSlips(device, d.header, d.slipList, d.slipsPerPage, d.layout)
                 : paintTable(device, d.header, d.table, d.layout);
}

QString writeDocumentPdf(const QString& path, const PaperDocument& d) {
  return d.slips ? writeSlipsPdf(path, d.header, d.slipList, d.slipsPerPage, d.layout)
                 : writeTablePdf(path, d.header, d.table, d.layout);
}

}  // namespace tengen::print
