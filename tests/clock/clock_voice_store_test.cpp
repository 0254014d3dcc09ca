// The board clocks' voice language in the event store: the event's default, a board's own
// choice over it, back to the default; bad languages and boards refused with the problem named;
// a copy of the event keeps both.
#include <doctest/doctest.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QUrl>

#include "db/service/pg_admin.h"
#include "db/store/clock_voice.h"
#include "db/store/event_store.h"
#include "db/store/store_error.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

std::unique_ptr<db::EventStore> voiceEvent(const QString& where) {
  return test::EventFixture("Voice Cup")
      .players({"柯洁", "Lee Sedol", "Shin Jinseo", "芈昱廷"}, "9p")
      .round(1)
      .pairInOrder()
      .create(where);
}

}  // namespace

TEST_CASE("a board clock speaks its own language, else the event's, else Chinese") {
  test::TempDir dir;
  auto store = voiceEvent(dir.file("voice.tengen"));
  CHECK_FALSE(db::eventVoice(*store));
  CHECK(db::voiceOf(*store, 1, 1) == "zh");
  db::setEventVoice(*store, "en");
  CHECK(db::eventVoice(*store) == "en");
  CHECK(db::voiceOf(*store, 1, 2) == "en");
  db::setBoardVoice(*store, 1, 2, "zh");
  CHECK(db::boardVoice(*store, 1, 2) == "zh");
  CHECK(db::voiceOf(*store, 1, 2) == "zh");
  CHECK(db::voiceOf(*store, 1, 1) == "en");  // the other board follows the event
  db::setBoardVoice(*store, 1, 2, std::nullopt);
  CHECK_FALSE(db::boardVoice(*store, 1, 2));
  CHECK(db::voiceOf(*store, 1, 2) == "en");
}

TEST_CASE("a voice other than zh or en, or on a board that is not drawn, is refused") {
  test::TempDir dir;
  auto store = voiceEvent(dir.file("voice.tengen"));
  try {
    db::setEventVoice(*store, "fr");
    FAIL("fr accepted");
  } catch (const db::StoreError& e) {
    CHECK(e.kind() == db::StoreError::Kind::Invalid);
    CHECK(std::string(e.detail()).find("'fr'") != std::string::npos);
  }
  CHECK_THROWS_AS(db::setBoardVoice(*store, 1, 9, "en"), db::StoreError);
  CHECK_THROWS_AS(db::setBoardVoice(*store, 4, 1, "en"), db::StoreError);
  CHECK_FALSE(db::eventVoice(*store));  // nothing was stored
  CHECK_FALSE(db::boardVoice(*store, 1, 9));
}

TEST_CASE("db copy keeps the event's and the boards' voices") {
  test::TempDir dir;
  {
    auto store = voiceEvent(dir.file("voice.tengen"));
    db::setEventVoice(*store, "en");
    db::setBoardVoice(*store, 1, 1, "zh");
  }
  db::copyEvent(dir.file("voice.tengen"), dir.file("copy.tengen"));
  auto copy = db::EventStore::open(dir.file("copy.tengen"));
  CHECK(db::eventVoice(*copy) == "en");
  CHECK(db::voiceOf(*copy, 1, 1) == "zh");
  CHECK(db::voiceOf(*copy, 1, 2) == "en");
}

TEST_CASE("on PostgreSQL a td sets the voices, a board's clock reads them and cannot change them") {
  const QByteArray server = qgetenv("TENGEN_TEST_PG");
  REQUIRE_MESSAGE(!server.isEmpty(),
                  "TENGEN_TEST_PG is not set: run the tests through scripts/test.sh");
  const QString key = QStringLiteral("voice_%1_%2")
                          .arg(QCoreApplication::applicationPid())
                          .arg(QDateTime::currentMSecsSinceEpoch());
  const QString url = QString::fromUtf8(server) + QStringLiteral("?event=") + key;
  auto owner = voiceEvent(url);
  const QString td = key + QStringLiteral("_td"), clock = key + QStringLiteral("_clock");
  db::grantAccess(*owner, db::AccessRole::TournamentDirector, td);
  db::grantAccess(*owner, db::AccessRole::Clock, clock, {2});
  auto as = [&](const QString& user) {
    QUrl u(url);
    u.setUserName(user);
    return db::EventStore::open(u.toString());
  };
  auto director = as(td);
  db::setEventVoice(*director, "en");
  db::setBoardVoice(*director, 1, 2, "zh");
  auto board = as(clock);
  CHECK(db::voiceOf(*board, 1, 2) == "zh");
  CHECK(db::voiceOf(*board, 1, 1) == "en");
  CHECK_THROWS_AS(db::setBoardVoice(*board, 1, 2, "en"), db::StoreError);
  CHECK_THROWS_AS(db::setEventVoice(*board, "zh"), db::StoreError);
  CHECK(db::voiceOf(*owner, 1, 2) == "zh");
}
