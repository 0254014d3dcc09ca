#include "db/service/result_entry.h"

#include <QSqlQuery>

#include "db/service/ledger_store.h"
#include "db/store/event_log.h"
#include "db/store/result_log.h"

namespace tengen::db::service {
namespace {

using pairing::Result;

std::string text(const std::optional<Result>& r) {
  return r ? r->toString() : std::string();
}

// Who entered the game's stored result, and when: the result log's last row for the game.
void lastEntry(const EventStore& store, int round, int board, ResultOutcome& out) {
  QSqlQuery query = store.execOnce(
      QStringLiteral("SELECT who, changed_at FROM result_ledger WHERE event_id = ? AND round = ? "
                     "AND board = ? ORDER BY id DESC LIMIT 1"),
      {QVariant::fromValue(store.eventId()), round, board});
  if (!query.next()) return;
  out.currentBy = query.value(0).toString().toStdString();
  out.currentAt = query.value(1).toString().toStdString();
}

// Results compared as outcomes: "by referee" and the entry behind it are bookkeeping.
bool sameOutcome(const std::optional<Result>& a, const std::optional<Result>& b) {
  if (a.has_value() != b.has_value()) return false;
  if (!a) return true;
  return a->outcome == b->outcome && a->method == b->method && a->margin == b->margin;
}

}  // namespace

// The result door's row writes (a friend of EventStore: nobody else writes a game's result but a
// referee's ruling).
struct ResultRows {
  // Writes the game's new result over `version` (locked and checked by the caller) and its
  // result-log row, in the caller's transaction. On PostgreSQL one statement, one round trip: the
  // update and the log's insert in one WITH; on SQLite (in-process, no round trips) the store's
  // own update, then the insert. Returns the game's new version.
  // With `ledgerSeq` (PostgreSQL's unlocked first try), the game must also still count that many
  // ledger entries.
  static std::int64_t write(EventStore& store, int round, int board,
                            const std::optional<Result>& wanted, std::int64_t version,
                            const ResultLogEntry& logRow,
                            std::optional<std::int64_t> ledgerSeq = std::nullopt) {
    if (store.dialect() != Dialect::PostgreSQL) {
      const std::int64_t after = store.setResult(round, board, wanted, version);
      appendResultLog(store, logRow);
      return after;
    }
    const ResultLogRow row = resultLogRow(store, logRow);
    QVariantList values = {wanted ? QVariant(QString::fromStdString(wanted->toString()))
                                  : QVariant(QMetaType(QMetaType::QString)),
                           wanted && wanted->byReferee ? 1 : 0,
                           wanted && wanted->ledgerEntry ? QVariant::fromValue(*wanted->ledgerEntry)
                                                         : QVariant(QMetaType(QMetaType::LongLong)),
                           QVariant::fromValue(store.eventId()),
                           round,
                           board,
                           QVariant::fromValue(version)};
    if (ledgerSeq) values << QVariant::fromValue(*ledgerSeq);
    values += row.values;
    QSqlQuery written = store.exec(
        QStringLiteral("WITH u AS (UPDATE game SET result = ?, by_referee = ?, ledger_entry = ?, "
                       "version = version + 1 WHERE event_id = ? AND round = ? AND board = ? AND "
                       "version = ?%3 RETURNING version) INSERT INTO result_ledger (%1) SELECT "
                       "%2 FROM u RETURNING (SELECT version FROM u)")
            .arg(row.columns, row.placeholders,
                 ledgerSeq ? QStringLiteral(" AND ledger_seq = ?") : QString()),
        values);
    // Nothing written: the game changed since its version was read (under the lock: another writer
    // got past it, which the caller must hear of; without: the caller judges again, locked).
    if (!written.next())
      throw StoreError(StoreError::Kind::StaleVersion,
                       "game round " + std::to_string(round) + " board " + std::to_string(board));
    return written.value(0).toLongLong();
  }
};

namespace {

// Judges an entry on the game as read (locked, or read in one statement): fills `out` and returns
// the result-log row to write with the result, or nullopt for a refusal (out.kind says which).
std::optional<ResultLogEntry> judge(const EventStore& store, const LedgerStore::LockedGame& read,
                                    const ResultInput& in, const Now& now, ResultOutcome& out) {
  const pairing::Game& game = read.game;
  out.current = game.result;
  out.previous = game.result;
  out.version = game.version;
  out.komi = game.komi;
  auto refuse = [&](ResultOutcome::Kind kind) -> std::optional<ResultLogEntry> {
    out.kind = kind;
    lastEntry(store, in.round, in.board, out);
    return std::nullopt;
  };

  out.ruling = referee::ruleGame(read.entries, in.round, in.board);
  if (!referee::agreesWithRuling(out.ruling, in.result))
    return refuse(ResultOutcome::Kind::ContradictsRuling);
  // A result that agrees with the referee's decision is stored as the referee's.
  const std::optional<Result> wanted = out.ruling.result ? out.ruling.result : in.result;
  if (!out.ruling.result && in.result) {
    out.problem = pairing::checkAgainstKomi(*in.result, game.komi);
    if (out.problem != pairing::ResultProblem::None) return refuse(ResultOutcome::Kind::Impossible);
  }
  if (wanted == game.result) return refuse(ResultOutcome::Kind::Unchanged);
  // A stale write is refused before the reason is asked for: the caller shows both values.
  if (in.corrects && !sameOutcome(in.corrects->result, game.result))
    return refuse(ResultOutcome::Kind::Stale);
  if (in.expectedVersion && *in.expectedVersion != game.version)
    return refuse(ResultOutcome::Kind::Stale);
  const bool correction = game.result.has_value();
  if (correction && in.reason.find_first_not_of(" \t\r\n") == std::string::npos)
    return refuse(ResultOutcome::Kind::NeedsReason);

  ResultLogEntry row;
  row.round = in.round;
  row.board = in.board;
  row.at = now ? now() : nowUtcIso();
  row.oldResult = text(game.result);
  row.newResult = text(wanted);
  row.reason = in.reason;
  row.who = in.who;
  row.kind = correction ? ResultLogEntry::Kind::Correction : ResultLogEntry::Kind::Entry;
  if (row.who.empty()) row.who = resultLogUser(store);
  out.current = wanted;
  out.kind = correction ? ResultOutcome::Kind::Corrected : ResultOutcome::Kind::Stored;
  out.currentBy = row.who;
  out.currentAt = row.at;
  return row;
}

// The result the outcome stores (judge's `wanted`), for the row write.
std::optional<Result> stored(const ResultOutcome& out) {
  return out.current;
}

// PostgreSQL's first try, outside any transaction: the game read in one statement, judged, and
// written in one more (the result and its log row), only if the game's version and ledger count
// are still those read. So an uncontended entry takes two round trips instead of the locked path's
// six (begin, lock, entries, write, commit). A refusal judged on the read is as true as one judged
// under the lock (both describe a committed state); a write that finds the game changed returns
// nullopt and the entry is judged again under the lock.
std::optional<ResultOutcome> enterUnlocked(EventStore& store, const ResultInput& in,
                                           const Now& now) {
  const std::optional<LedgerStore::ReadGame> read = LedgerStore(store).readGame(in.round, in.board);
  if (!read) return std::nullopt;  // no such game: the locked path names what is missing
  ResultOutcome out;
  out.round = in.round;
  out.board = in.board;
  out.typed = in.result;
  const std::optional<ResultLogEntry> row = judge(store, read->locked, in, now, out);
  if (!row) return out;
  try {
    out.version = ResultRows::write(store, in.round, in.board, stored(out),
                                    read->locked.game.version, *row, read->ledgerSeq);
  } catch (const StoreError& e) {
    if (e.kind() != StoreError::Kind::StaleVersion) throw;
    return std::nullopt;
  }
  return out;
}

}  // namespace

ResultOutcome enterResult(EventStore& store, const ResultInput& in, const Now& now) {
  if (store.dialect() == Dialect::PostgreSQL && !store.inTransaction())
    if (std::optional<ResultOutcome> out = enterUnlocked(store, in, now)) return *out;
  ResultOutcome out;
  out.round = in.round;
  out.board = in.board;
  out.typed = in.result;
  store.transaction([&] {
    // From here to the commit no other writer changes this game: what is read is what is there.
    const LedgerStore::LockedGame locked = LedgerStore(store).lockGame(in.round, in.board);
    const std::optional<ResultLogEntry> row = judge(store, locked, in, now, out);
    if (!row) return;
    out.version =
        ResultRows::write(store, in.round, in.board, stored(out), locked.game.version, *row);
  });
  return out;
}

}  // namespace tengen::db::service
