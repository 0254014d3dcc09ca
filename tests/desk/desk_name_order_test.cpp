// Names in the reader's order and times in local time: the pairings by name follow QCollator for
// the desk's language (pinyin for Chinese), and the store's UTC times show in the local zone.
#include <doctest/doctest.h>

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <algorithm>
#include <string>
#include <vector>

#include "app/desk/language.h"
#include "app/desk/local_time.h"
#include "app/desk/name_order.h"
#include "app/desk/results_view.h"
#include "app/desk/rounds_view.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

TEST_CASE("Chinese names sort in pinyin order, English ones by letter before accent") {
  std::vector<std::string> zh = {"周", "司", "吴", "吕", "刘"};
  std::sort(zh.begin(), zh.end(), desk::nameOrder("zh"));
  CHECK(zh == std::vector<std::string>{"刘", "吕", "司", "吴", "周"});  // liu lü si wu zhou
  std::vector<std::string> en = {"Zoe", "müller", "Adam", "Mueller", "P10", "P2"};
  std::sort(en.begin(), en.end(), desk::nameOrder("en"));
  CHECK(en == std::vector<std::string>{"Adam", "Mueller", "müller", "P2", "P10", "Zoe"});
}

TEST_CASE("the pairings by name list the players in the desk language's order") {
  test::TempDir dir;
  desk::Language language;
  language.set("zh");
  auto store = test::EventFixture("Names")
                   .players({"周", "司", "吴", "吕"}, "1d")
                   .round(1)
                   .pairInOrder()
                   .create(dir.file("names.tengen"));
  desk::RoundsView view(
      *store, [] { return std::uint64_t{1}; }, &language);
  const QString html = view.documentHtml(desk::RoundsView::Document::PairingsByName, false);
  std::vector<qsizetype> at;
  for (const char* name : {"吕", "司", "吴", "周"})  // lü si wu zhou
    at.push_back(html.indexOf(QStringLiteral("<tr><td>") + QString::fromUtf8(name)));
  for (qsizetype a : at) CHECK(a >= 0);
  CHECK(std::is_sorted(at.begin(), at.end()));
  language.set("en");
}

TEST_CASE("times from the store show in local time, not UTC or raw ISO") {
  const QDateTime utc(QDate(2026, 5, 1), QTime(9, 30, 5), QTimeZone::utc());
  const QString expected = utc.toLocalTime().toString("yyyy-MM-dd HH:mm:ss");
  CHECK(desk::localTime(QStringLiteral("2026-05-01T09:30:05Z")) == expected);
  CHECK(desk::localTime(QStringLiteral("2026-05-01T09:30:05.250Z")) == expected);
  CHECK(desk::localTime(QStringLiteral("2026-05-01T09:30:05")) == expected);  // the store's: UTC
  CHECK(desk::localTime(QString()).isEmpty());
  CHECK(desk::localTime(QStringLiteral("not a time")) == "not a time");

  // A correction's history line in the Results view.
  test::TempDir dir;
  test::EnglishLanguage language;
  auto store = test::EventFixture("Times")
                   .players({"A", "B"}, "1d")
                   .round(1)
                   .pairInOrder()
                   .create(dir.file("t.tengen"));
  db::LedgerStore(*store).enterResult(1, 1, pairing::Result::parse("B+R"));
  db::LedgerStore(*store).enterResult(1, 1, pairing::Result::parse("W+R"), {"sheet misread", "Li"});
  desk::ResultsView view(*store);
  const QString line = view.history(1);
  REQUIRE(!line.isEmpty());
  CHECK_FALSE(line.contains('T'));
  CHECK_FALSE(line.contains('Z'));
  CHECK(line.contains(QRegularExpression("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d: B\\+R")));
}
