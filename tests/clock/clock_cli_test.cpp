// Drives `tengen clock simulate` through the real binary.
#include <doctest/doctest.h>

#include <QJsonDocument>
#include <QJsonObject>
#include <QString>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <sstream>
#include <vector>

#include "db/service/board_clock_session.h"
#include "db/store/clock_journal_store.h"
#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

namespace {
std::vector<QJsonObject> jsonLines(const std::string& text) {
  std::vector<QJsonObject> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    if (line.empty()) continue;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(line), &err);
    REQUIRE_MESSAGE(err.error == QJsonParseError::NoError, line);
    out.push_back(doc.object());
  }
  return out;
}
}  // namespace

TEST_CASE("simulate --json: one object a line with the documented fields, then the flag") {
  auto r = runTengen({"clock", "simulate", "--control", "chinese:3m,reserve=2", "--moves",
                      "30 60 61 59.999 125", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const auto lines = jsonLines(r.out);
  REQUIRE_FALSE(lines.empty());
  for (const QJsonObject& o : lines) {
    for (const char* key : {"at_ms", "player", "event", "text_zh", "text_en", "main_ms", "periods"})
      CHECK_MESSAGE(o.contains(QLatin1String(key)), key);
  }
  // Line order is the key order the issue documents.
  CHECK(r.out.rfind("{\"at_ms\":", 0) == 0);
  const QJsonObject& flag = lines.back();
  CHECK(flag["event"].toString() == "flag");
  CHECK(flag["player"].toString() == "black");
  CHECK(flag["text_zh"].toString() == QString::fromUtf8("十，超时判负"));
  CHECK(flag["periods"].toInt() == 0);
  // Main time is 1 min. Black: 30 s, then 61 s (main done after 30 s of it, 31 s into a minute:
  // nothing used). White: 60 s (main exactly spent: byo-yomi starts), 59.999 s (nothing used).
  // Black's 125 s: the first minute used at 60 s, the flag at 120 s.
  const qint64 blackLastStart = 30000 + 60000 + 61000 + 59999;
  CHECK(flag["at_ms"].toInteger() == blackLastStart + 120000);
  int used = 0, starts = 0, moves = 0;
  for (const QJsonObject& o : lines) {
    used += o["event"].toString() == "period_used";
    starts += o["event"].toString() == "byoyomi_start";
    moves += o["event"].toString() == "move";
  }
  CHECK(moves == 4);
  CHECK(starts == 2);
  CHECK(used == 1);
}

TEST_CASE("simulate prints readable lines in either language") {
  auto en = runTengen({"clock", "simulate", "--control", "fast:0s+1x10s", "--moves", "3 p2"});
  REQUIRE_MESSAGE(en.exitCode == 0, en.err);
  CHECK(en.out.find("move 2: pass") != std::string::npos);
  CHECK(en.out.find("black") != std::string::npos);
  auto zh = runTengen(
      {"--lang", "zh", "clock", "simulate", "--control", "fast:0s+1x10s", "--moves", "12"});
  REQUIRE_MESSAGE(zh.exitCode == 0, zh.err);
  CHECK(zh.out.find("十，超时判负") != std::string::npos);
  CHECK(zh.out.find("黑方") != std::string::npos);
}

TEST_CASE("simulate describes the time control in the chosen language, rule terms in Chinese") {
  auto en = runTengen({"clock", "simulate", "--control", "byoyomi:60m+5x30s", "--moves", "1"});
  REQUIRE_MESSAGE(en.exitCode == 0, en.err);
  CHECK(en.out.find("1h + 5x30s byo-yomi") != std::string::npos);
  auto zh = runTengen(
      {"--lang", "zh", "clock", "simulate", "--control", "byoyomi:60m+5x30s", "--moves", "1"});
  REQUIRE_MESSAGE(zh.exitCode == 0, zh.err);
  CHECK(zh.out.find("1小时 + 5次30秒读秒") != std::string::npos);
  auto fischer = runTengen(
      {"--lang", "zh", "clock", "simulate", "--control", "fischer:30m+20s", "--moves", "1"});
  REQUIRE_MESSAGE(fischer.exitCode == 0, fischer.err);
  CHECK(fischer.out.find("30分钟 + 每步加20秒（加秒/费舍尔）") != std::string::npos);
}

TEST_CASE("every documented SPEC form is accepted") {
  for (const char* spec :
       {"absolute:90m", "byoyomi:60m+5x30s", "chinese:120m,reserve=5",
        "chinese:120m,reserve=5,table=1988", "fast:30m+3x30s", "canadian:60m+25/10m",
        "stages:60m+15/10m", "fischer:30m+20s", "60m 5x30 byo-yomi", "60m 25/600 Canadian",
        "canadian:1m+3/30s", "byoyomi:1m+3x30s"}) {
    auto r = runTengen({"clock", "simulate", "--control", spec, "--moves", "1 1", "--json"});
    CHECK_MESSAGE(r.exitCode == 0, spec << ": " << r.err);
    CHECK(jsonLines(r.out).size() >= 2);
  }
}

TEST_CASE("a bad SPEC is refused with the accepted forms, a bad move with the token") {
  auto r = runTengen({"clock", "simulate", "--control", "byoyomi:60+5x30s", "--moves", "1"});
  CHECK(r.exitCode == 1);
  CHECK(r.err.find("'60' is not a duration") != std::string::npos);
  CHECK(r.err.find("accepted forms") != std::string::npos);
  CHECK(r.err.find("chinese:120m,reserve=5") != std::string::npos);
  CHECK(r.err.find("5x30 byo-yomi") != std::string::npos);
  CHECK(r.out.empty());
  auto m = runTengen({"clock", "simulate", "--control", "absolute:1m", "--moves", "3 abc"});
  CHECK(m.exitCode == 1);
  CHECK(m.err.find("'abc'") != std::string::npos);
}

TEST_CASE("bench clock runs a small hall and prints its figures") {
  auto r = runTengen(
      {"bench", "clock", "--boards", "20", "--seconds", "2", "--control", "fast:0s+1x10s"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("20 boards") != std::string::npos);
  // The hall really spoke: a 10 s period counts its seconds aloud from the first second, so two
  // seconds of 20 boards deliver calls (the figures of a run that delivered none would be empty).
  const std::size_t at = r.out.find("delivered: ");
  REQUIRE(at != std::string::npos);
  CHECK_MESSAGE(std::stoi(r.out.substr(at + 11)) > 0, r.out);
  CHECK(r.out.find("call lateness") != std::string::npos);
  CHECK(r.out.find("CPU") != std::string::npos);
  auto bad = runTengen({"bench", "clock", "--control", "nonsense"});
  CHECK(bad.exitCode == 1);
}

TEST_CASE(
    "simulate fast:0s+3x30s: byo-yomi starts at 0 for Black and at the first press for White") {
  auto r =
      runTengen({"clock", "simulate", "--control", "fast:0s+3x30s", "--moves", "4 6 31", "--json"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  const auto lines = jsonLines(r.out);
  std::vector<QJsonObject> starts;
  for (const QJsonObject& o : lines)
    if (o["event"].toString() == "byoyomi_start") starts.push_back(o);
  REQUIRE(starts.size() == 2);
  CHECK(starts[0]["player"].toString() == "black");
  CHECK(starts[0]["at_ms"].toInteger() == 0);
  CHECK(starts[0]["periods"].toInt() == 3);
  CHECK(starts[1]["player"].toString() == "white");
  CHECK(starts[1]["at_ms"].toInteger() == 4000);
}

TEST_CASE("clock flag records a loss on time with one ledger entry, a repeat adds none") {
  tengen::test::TempDir dir;
  const std::string path = dir.path("flag.tengen");
  tengen::test::EventFixture("Flag")
      .players({"A", "B"}, "1d")
      .round(1)
      .game(0, 1)
      .create(QString::fromStdString(path));
  auto r = runTengen({"clock", "flag", path, "--round", "1", "--board", "1", "--player", "black"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("lost on time (W+T), ledger entry #1") != std::string::npos);
  r = runTengen({"clock", "flag", path, "--round", "1", "--board", "1", "--player", "black"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("already recorded (ledger entry #1, W+T)") != std::string::npos);
  r = runTengen({"clock", "flag", path, "--round", "1", "--board", "9", "--player", "white"});
  CHECK(r.exitCode == 1);
  auto store = tengen::db::EventStore::open(QString::fromStdString(path));
  REQUIRE(store->round(1)->games[0].result);
  CHECK(store->round(1)->games[0].result->toString() == "W+T");
}

TEST_CASE("clock flag also stops the board's running clock in its journal") {
  namespace pt = boost::posix_time;
  tengen::test::TempDir dir;
  const std::string path = dir.path("stop.tengen");
  const pt::ptime started = pt::microsec_clock::universal_time() - pt::seconds(10);
  {
    auto store = tengen::test::EventFixture("Stop")
                     .players({"A", "B"}, "1d")
                     .round(1)
                     .game(0, 1)
                     .create(QString::fromStdString(path));
    // The board clock window started Black's clock 10 s ago (its own monotonic time line).
    tengen::db::BoardClockSession s(
        *store, 1, 1,
        tengen::clock::GameSettings::same(
            tengen::clock::ClockSettings::fast(60 * tengen::clock::kMinute, 3, 30'000)),
        {777'000, started});
    REQUIRE(s.run({777'000, started}, [](tengen::clock::GameClock& c, tengen::clock::Ms at) {
      return c.start(at);
    }) == tengen::clock::Refusal::None);
  }
  auto r = runTengen({"clock", "flag", path, "--round", "1", "--board", "1", "--player", "white"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("B+T") != std::string::npos);
  CHECK(r.out.find("the board's clock is stopped at the flag") != std::string::npos);
  {
    auto store = tengen::db::EventStore::open(QString::fromStdString(path));
    tengen::db::ClockJournalStore clocks(*store);
    const auto stored = clocks.load(*clocks.clockId(1, 1));
    REQUIRE(stored.journal.size() == 2);
    const auto& flag = stored.journal.back();
    CHECK(flag.kind == tengen::clock::EventKind::Flag);
    CHECK(flag.player == tengen::clock::Player::White);
    CHECK(flag.at >= 787'000);  // continued from the start by the wall time that passed
    const auto c = tengen::clock::GameClock::rebuild(stored.settings, stored.journal);
    CHECK(c.phase() == tengen::clock::Phase::Over);
    CHECK(c.outcome().loses[1]);
  }
  // Repeated: the flag is already recorded and the clock already stopped.
  r = runTengen({"clock", "flag", path, "--round", "1", "--board", "1", "--player", "white"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("already recorded") != std::string::npos);
  CHECK(r.out.find("stopped") == std::string::npos);
}
