#include "db/clock_flag.h"

#include "db/ledger_store.h"

namespace tengen::db {

namespace {
constexpr const char* kOvertime = "overtime";
}  // namespace

FlagRecord recordFlag(EventStore& store, int round, int board, clock::Player player,
                      const std::string& refereeName, const std::string& note) {
  FlagRecord record;
  LedgerStore ledger(store);
  store.transaction([&] {
    // Two windows (or a window and the command line) may report the same flag: the first wins.
    store.lockForAppend(QStringLiteral("referee_entry"));
    const referee::GameRuling before = ledger.ruling(round, board);
    for (const referee::StandingEntry& st : before.infractions) {
      if (!st.reversed && st.infraction == kOvertime) {
        record.entry = st.entry;
        record.alreadyRecorded = true;
        auto r = store.round(round);
        for (const pairing::Game& g : r ? r->games : std::vector<pairing::Game>{})
          if (g.board == board) record.result = g.result;
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

}  // namespace tengen::db
