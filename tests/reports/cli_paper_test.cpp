// Printed documents read back through `pdftotext -layout`, driving the real binary on small
// events made here: every result slip whole on one page, names and digits extracted exactly,
// the header (event, venue, date, round, time control in words) and "page i / n" on each page,
// a crosstable of 40+ rows a page without wrapped cells, pairings by name in pinyin order.

#include <doctest/doctest.h>

#include <QCollator>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStringList>
#include <map>
#include <set>

#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"
#include "tournaments.h"

using namespace tengen;

namespace {

std::string makeEvent(const test::TempDir& dir, const reports::Tournament& t) {
  const std::string path = dir.path("cup.tengen");
  pairing::Event e = t.event;
  auto store = db::EventStore::create(QString::fromStdString(path), e);
  db::storeTournament(*store, t, std::nullopt);
  return path;
}

// The text of each page (pdftotext -layout, pages split on form feeds).
QStringList pdfPages(const std::string& pdf) {
  const QString exe = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
  REQUIRE_MESSAGE(!exe.isEmpty(), "poppler-utils (pdftotext) must be installed");
  QProcess p;
  p.start(exe, {QStringLiteral("-layout"), QString::fromStdString(pdf), QStringLiteral("-")});
  REQUIRE(p.waitForFinished(60000));
  REQUIRE(p.exitCode() == 0);
  QStringList pages = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\f'));
  while (!pages.isEmpty() && pages.back().trimmed().isEmpty()) pages.pop_back();
  return pages;
}

// Without spaces: pdftotext drops the narrow spaces between Chinese characters and digits.
QString squeezed(const QString& text) {
  QString s = text;
  return s.remove(QRegularExpression(QStringLiteral("\\s")));
}

QStringList tokens(const QString& line) {
  return line.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
}

const char* const kNames[] = {"柯洁",
                              "芈昱廷",
                              "Jean-Pierre O'Brien",
                              "申真谞",
                              "Zoë Müller",
                              "朴廷桓",
                              "Anne-Marie D'Arcy",
                              "连笑",
                              "杨鼎新",
                              "Ilya Shikshin",
                              "丁浩",
                              "一力辽",
                              "许家元",
                              "Mateusz Surma",
                              "李轩豪",
                              "谢科",
                              "卞相壹",
                              "Ali Jabarin",
                              "党毅飞",
                              "唐韦星",
                              "辜梓豪",
                              "Lukas Podpera"};

// 22 players, one round of 11 boards (so slips 5 and 9 open pages 2 and 3), a round 2 with a
// bye; the event with venue, dates and a byo-yomi time control.
reports::Tournament slipsEvent() {
  reports::Tournament t;
  t.event.name = "天元杯 Cup";
  t.event.venue = "Hangzhou 杭州";
  t.event.startDate = pairing::parseIsoDate("2026-11-28");
  t.event.endDate = pairing::parseIsoDate("2026-11-30");
  t.event.timeControl = "byoyomi:60m+3x30s";
  t.event.rounds = 3;
  const char* ranks[] = {"9p", "5d", "1d", "3k"};
  for (int i = 0; i < 22; ++i)
    t.players.push_back(test::makePlayer(i + 1, kNames[i], ranks[i % 4]));
  pairing::Round r1;
  r1.number = 1;
  for (int b = 1; b <= 11; ++b)
    r1.games.push_back(test::makeGame(1, b, 2 * b - 1, 2 * b, b % 3 ? "B+R" : "W+12.5"));
  t.rounds = {r1};
  return t;
}

}  // namespace

TEST_CASE("result slips: four whole slips a page, names and board on the same page, header") {
  test::TempDir dir;
  const reports::Tournament t = slipsEvent();
  const std::string ev = makeEvent(dir, t);
  const std::string pdf = dir.path("slips.pdf");
  auto r = test::runTengen({"print", "slips", ev, "--round", "1", "-o", pdf});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QStringList pages = pdfPages(pdf);
  REQUIRE(pages.size() == 3);  // 11 slips, four a page
  const QRegularExpression board(QStringLiteral("Board (\\d+)\\s*$"),
                                 QRegularExpression::MultilineOption);
  std::map<int, int> pageOfBoard;
  for (int i = 0; i < pages.size(); ++i) {
    const QString& page = pages[i];
    INFO("page " << i + 1 << ":\n" << page.toStdString());
    CHECK(page.contains(QStringLiteral("page %1 / 3").arg(i + 1)));
    CHECK(page.contains(QStringLiteral("天元杯 Cup")));
    CHECK(page.contains(QStringLiteral("Venue: Hangzhou 杭州")));
    CHECK(page.contains(QStringLiteral("2026-11-28 to 2026-11-30")));
    CHECK(page.contains(QStringLiteral("Round 1")));
    CHECK(page.contains(QStringLiteral("1h + 3x30s byo-yomi")));
    CHECK_FALSE(page.contains(QStringLiteral("byoyomi:")));
    int onPage = 0;
    for (auto it = board.globalMatch(page); it.hasNext(); ++onPage) {
      const int b = it.next().captured(1).toInt();
      CHECK_MESSAGE(pageOfBoard.count(b) == 0, "board " << b << " printed twice");
      pageOfBoard[b] = i;
    }
    CHECK(onPage == (i < 2 ? 4 : 3));
  }
  REQUIRE(pageOfBoard.size() == 11);
  for (const auto& g : t.rounds[0].games) {
    const QString& page = pages[pageOfBoard.at(g.board)];
    INFO("board " << g.board);
    // Each slip's two names and ranks on its board's page, on the slip's Black and White lines.
    const QString black = QString::fromStdString(t.player(g.black)->name);
    const QString white = QString::fromStdString(t.player(g.white)->name);
    CHECK(page.contains(QRegularExpression(
        QStringLiteral("Black\\s+") + QRegularExpression::escape(black) + QStringLiteral("\\s"))));
    CHECK(page.contains(QRegularExpression(
        QStringLiteral("White\\s+") + QRegularExpression::escape(white) + QStringLiteral("\\s"))));
  }
  // Every slip says handicap, komi and the signatures.
  CHECK(pages.join(QString()).count(QStringLiteral("Handicap: 0 · Komi: 7.5")) == 11);
  CHECK(pages.join(QString()).count(QStringLiteral("Referee")) == 11);

  // In Chinese: the same slips, worded in Chinese.
  r = test::runTengen({"--lang", "zh", "print", "slips", ev, "--round", "1", "-o", pdf});
  REQUIRE(r.exitCode == 0);
  const QStringList zh = pdfPages(pdf);
  REQUIRE(zh.size() == 3);
  CHECK(squeezed(zh[1]).contains(QStringLiteral("第2页/共3页")));
  CHECK(squeezed(zh[1]).contains(QStringLiteral("第5台")));
  CHECK(squeezed(zh[0]).contains(QStringLiteral("1小时+3次30秒读秒")));
  CHECK(squeezed(zh[0]).contains(QStringLiteral("地点：Hangzhou杭州")));
  CHECK(squeezed(zh[0]).contains(QStringLiteral("黑方签名")));
}

TEST_CASE("standings PDF: every row's place, name, rank and numbers extracted as the table") {
  test::TempDir dir;
  reports::Tournament t = test::fivePlayers();
  t.event.name = "天元杯 Cup";
  t.event.venue = "Beijing";
  t.event.startDate = pairing::parseIsoDate("2026-11-28");
  t.players[0].name = "柯洁";
  t.players[1].name = "Jean-Pierre O'Brien";
  t.players[2].name = "芈昱廷";
  const std::string ev = makeEvent(dir, t);
  for (const char* lang : {"en", "zh"}) {
    INFO("language " << lang);
    const std::string pdf = dir.path(std::string("standings-") + lang + ".pdf");
    auto r = test::runTengen({"--lang", lang, "standings", ev, "--format", "pdf", "-o", pdf});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
    const auto table = test::runTengen({"--lang", lang, "standings", ev});
    REQUIRE(table.exitCode == 0);
    const QStringList pages = pdfPages(pdf);
    REQUIRE(pages.size() == 1);
    const QString& page = pages[0];
    INFO(page.toStdString());
    CHECK(page.contains(QStringLiteral("天元杯 Cup")));
    CHECK(page.contains(QStringLiteral("2026-11-28")));
    CHECK(squeezed(page).contains(std::string(lang) == "en" ? QStringLiteral("page1/1")
                                                            : QStringLiteral("第1页/共1页")));
    // Rows of the text table (after its heading, header and rule): the same tokens, in order,
    // on one line of the PDF (no club here, so no extra column).
    const QStringList lines = QString::fromStdString(table.out).split(QLatin1Char('\n'));
    REQUIRE(lines.size() > 8);
    int rows = 0;
    for (int i = 3; i < lines.size(); ++i) {
      const QStringList want = tokens(lines[i]);
      if (want.isEmpty()) continue;
      // The logs' heads under the table (tamper evidence) are the page's footer, not a row.
      if (lines[i].startsWith(QLatin1String("Log heads")) ||
          lines[i].startsWith(QStringLiteral("记录链头"))) {
        CHECK(squeezed(page).contains(QStringLiteral("all:")));
        continue;
      }
      ++rows;
      bool found = false;
      for (const QString& line : page.split(QLatin1Char('\n')))
        if (tokens(line) == want) found = true;
      CHECK_MESSAGE(found, "row not extracted: " << lines[i].toStdString());
    }
    CHECK(rows == 5);
  }
}

TEST_CASE("crosstable PDF: landscape, 40+ rows a page, one line per player, header row repeated") {
  test::TempDir dir;
  reports::Tournament t;
  t.event.name = "Open";
  t.event.rounds = 5;
  const int n = 120;
  for (int i = 0; i < n; ++i)
    t.players.push_back(
        test::makePlayer(i + 1, (i % 2 ? "王" : "Player ") + std::to_string(i + 1), "1d"));
  for (int r = 1; r <= 5; ++r) {
    pairing::Round round;
    round.number = r;
    // Each player in one game a round: neighbours after a rotation by the round number.
    for (int b = 0; b < n / 2; ++b) {
      const int a = (2 * b + r) % n, c = (2 * b + 1 + r) % n;
      round.games.push_back(test::makeGame(r, b + 1, a + 1, c + 1, b % 2 ? "B+R" : "W+R"));
    }
    t.rounds.push_back(round);
  }
  const std::string ev = makeEvent(dir, t);
  const std::string pdf = dir.path("cross.pdf");
  auto r = test::runTengen({"crosstable", ev, "--format", "pdf", "-o", pdf});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QStringList pages = pdfPages(pdf);
  REQUIRE(pages.size() >= 2);
  REQUIRE(pages.size() <= 3);  // 120 rows at 40+ a page
  std::set<int> seen;
  for (int p = 0; p < pages.size(); ++p) {
    INFO("page " << p + 1);
    CHECK(pages[p].contains(QStringLiteral("page %1 / %2").arg(p + 1).arg(pages.size())));
    CHECK(pages[p].contains(QRegularExpression(QStringLiteral("#\\s+Name\\s+Rank\\s+R1"))));
    int rows = 0;
    for (const QString& line : pages[p].split(QLatin1Char('\n'))) {
      const QStringList cells = tokens(line);
      // A player's row: number, name (one or two tokens), rank, five rounds, criteria, place.
      if (cells.size() < 9 || cells[0].toInt() <= 0 || !line.contains(QStringLiteral("1d")))
        continue;
      ++rows;
      seen.insert(cells[0].toInt());
      const int rounds =
          static_cast<int>(std::count_if(cells.begin(), cells.end(), [](const QString& c) {
            return c.contains(QRegularExpression(QStringLiteral("^\\d+[-+=?~][/!][bw]\\d*$")));
          }));
      CHECK_MESSAGE(rounds == 5, line.toStdString());
    }
    if (p + 1 < pages.size()) CHECK(rows >= 40);
  }
  CHECK(static_cast<int>(seen.size()) == n);
}

TEST_CASE("pairings by name in Chinese: pinyin order (QCollator zh_CN), every player once") {
  // ICU's zh_CN collation is pinyin order here; code-point order would differ.
  const QStringList pinyin{"安娜", "白起", "曹操", "陈七", "李四", "刘备",
                           "吕布", "孙权", "王五", "张三", "赵六", "周瑜"};
  QStringList sorted = pinyin;
  std::sort(sorted.begin(), sorted.end());
  REQUIRE(sorted != pinyin);
  QCollator collator{QLocale(QLocale::Chinese, QLocale::China)};
  sorted = pinyin;
  std::reverse(sorted.begin(), sorted.end());
  std::sort(sorted.begin(), sorted.end(),
            [&](const QString& a, const QString& b) { return collator.compare(a, b) < 0; });
  REQUIRE(sorted == pinyin);

  test::TempDir dir;
  reports::Tournament t;
  t.event.name = "围棋赛";
  t.event.rounds = 1;
  // Registered in an order that is neither pinyin nor code-point order.
  const int order[] = {9, 2, 11, 0, 5, 7, 3, 10, 1, 6, 4, 8};
  for (int i = 0; i < 12; ++i)
    t.players.push_back(test::makePlayer(i + 1, pinyin[order[i]].toStdString(), "2d"));
  pairing::Round r1;
  r1.number = 1;
  for (int b = 1; b <= 5; ++b) r1.games.push_back(test::makeGame(1, b, 2 * b - 1, 2 * b, nullptr));
  r1.byes = {11, 12};
  t.rounds = {r1};
  const std::string ev = makeEvent(dir, t);
  const std::string pdf = dir.path("byname.pdf");
  auto r = test::runTengen(
      {"--lang", "zh", "print", "pairings", ev, "--round", "1", "--by-name", "-o", pdf});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const QStringList pages = pdfPages(pdf);
  REQUIRE(pages.size() == 1);
  INFO(pages[0].toStdString());
  QStringList listed;
  for (const QString& line : pages[0].split(QLatin1Char('\n'))) {
    const QStringList cells = tokens(line);
    if (cells.size() >= 3 && pinyin.contains(cells[0]) && cells[1] == QStringLiteral("2段"))
      listed << cells[0];
  }
  CHECK(listed == pinyin);
  CHECK(squeezed(pages[0]).contains(QStringLiteral("第1轮对阵表（按姓名）")));
  CHECK(squeezed(pages[0]).contains(QStringLiteral("白方")));  // not the radical ⽩
  CHECK(pages[0].count(QStringLiteral("轮空")) == 2);
}
