#include "db/service/clock_flag.h"

#include <QSqlQuery>
#include <algorithm>
#include <boost/date_time/posix_time/posix_time.hpp>

#include "db/service/ledger_store.h"
#include "db/store/clock_journal_store.h"

namespace tengen::db {

namespace {
constexpr const char* kOvertime = "overtime";

// Whether the connected user's role in this event is clock (PostgreSQL). A clock user may not
// lock the game (no UPDATE privilege on it) nor write the ledger or the result: its flag falls
// go through tengen_clock_flag() (migration 100), which checks its board and the clock's journal.
bool isClockUser(EventStore& store) {
  if (store.dialect() != Dialect::PostgreSQL) return false;
  QSqlQuery q = store.exec(QStringLiteral("SELECT 1 FROM tengen_access WHERE user_name = "
                                          "current_user AND event_id = ? AND role = 'clock'"),
                           {QVariant::fromValue(store.eventId())});
  return q.next();
}

// The clock user's flag through the database's narrow path; nullopt: the game kept another
// result (keepResult).
std::optional<FlagRecord> flagAsClock(EventStore& store, int round, int board, clock::Player player,
                                      bool keepResult) {
  std::optional<FlagRecord> record;
  store.transaction([&] {
    QSqlQuery q = store.exec(
        QStringLiteral("SELECT entry_id, game_result, already FROM tengen_clock_flag(?, ?, ?, ?, "
                       "%1)")
            .arg(keepResult ? QStringLiteral("true") : QStringLiteral("false")),
        {QVariant::fromValue(store.eventId()), round, board,
         player == clock::Player::Black ? QStringLiteral("black") : QStringLiteral("white")});
    if (!q.next()) return;
    FlagRecord r;
    const std::int64_t entryId = q.value(0).toLongLong();
    r.alreadyRecorded = q.value(2).toBool();
    if (!q.value(1).isNull()) {
      r.result = pairing::Result::parse(q.value(1).toString().toStdString());
      if (r.result) {
        r.result->byReferee = true;
        r.result->ledgerEntry = entryId;
      }
    }
    r.entry = LedgerStore(store).entry(entryId);
    record = std::move(r);
  });
  return record;
}

}  // namespace

FlagRecord recordFlag(EventStore& store, int round, int board, clock::Player player,
                      const std::string& refereeName, const std::string& note) {
  if (isClockUser(store)) return *flagAsClock(store, round, board, player, false);
  FlagRecord record;
  LedgerStore ledger(store);
  store.transaction([&] {
    // Two windows (or a window and the command line) may report the same flag: the first wins.
    // The game's lock makes the second wait for the first and then see its entry.
    const pairing::Game game = store.lockGame(round, board);
    const referee::GameRuling before = ledger.ruling(round, board);
    for (const referee::StandingEntry& st : before.infractions) {
      if (!st.reversed && st.infraction == kOvertime) {
        record.entry = st.entry;
        record.alreadyRecorded = true;
        record.result = game.result;
        return;
      }
    }
    InfractionReport report;
    report.round = round;
    report.board = board;
    report.player = player == clock::Player::Black ? referee::Side::Black : referee::Side::White;
    report.infraction = kOvertime;
    report.referee = refereeName.empty() ? kClockReferee : refereeName;
    report.note = note;
    const LedgerWrite written = ledger.log(report);
    record.entry = written.entry;
    record.result = written.storedResult;
  });
  return record;
}

std::optional<FlagRecord> recordClockFlag(EventStore& store, int round, int board,
                                          clock::Player player) {
  if (isClockUser(store)) return flagAsClock(store, round, board, player, true);
  std::optional<FlagRecord> record;
  store.transaction([&] {
    // Locked first, so a result entered at the same moment is either seen here or waits.
    const std::optional<pairing::Result> result = store.lockGame(round, board).result;
    if (result) {
      const referee::GameRuling ruling = LedgerStore(store).ruling(round, board);
      if (std::none_of(ruling.infractions.begin(), ruling.infractions.end(),
                       [](const referee::StandingEntry& st) {
                         return !st.reversed && st.infraction == kOvertime;
                       }))
        return;  // decided otherwise before the flag: the clock's flag does not change it
    }
    record = recordFlag(store, round, board, player);
  });
  return record;
}

bool stopStoredClock(EventStore& store, int round, int board, clock::Player player,
                     boost::posix_time::ptime nowUtc) {
  using namespace tengen::clock;
  bool stopped = false;
  ClockJournalStore clocks(store);
  store.transaction([&] {
    const auto id = clocks.clockId(round, board);
    if (!id) return;
    clocks.lock(*id);  // the board's window waits: the flag is judged on its journal as stored
    const StoredClock stored = clocks.load(*id);
    GameClock c = GameClock::rebuild(stored.settings, stored.journal);
    if (stored.journal.empty() || c.phase() == Phase::NotStarted || c.outcome().over) return;
    const JournalEvent& last = stored.journal.back();
    Ms at = last.at;
    if (!last.utc.is_not_a_date_time() && !nowUtc.is_not_a_date_time())
      at += std::max<Ms>(0, (nowUtc - last.utc).total_milliseconds());
    clocks.commit(*id, c, at, nowUtc, [&](GameClock& g) {
      g.update(at);  // a flag already due falls at its own instant
      if (g.outcome().over) return Refusal::GameOver;
      return g.apply({EventKind::Flag, at, player, 0, 0, {}});
    });
    stopped = c.outcome().over;
  });
  return stopped;
}

}  // namespace tengen::db
