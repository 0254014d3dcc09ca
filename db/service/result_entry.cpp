#include "db/service/result_entry.h"

#include <QSqlQuery>

#include "db/event_log.h"
#include "db/ledger_store.h"
#include "db/result_log.h"

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
  return a->outcome == b->outcome && a->method == b->method &&
         a->marginHalfPoints == b->marginHalfPoints;
}

}  // namespace

ResultOutcome enterResult(EventStore& store, const ResultInput& in, const Now& now) {
  ResultOutcome out;
  out.round = in.round;
  out.board = in.board;
  out.typed = in.result;
  store.transaction([&] {
    // From here to the commit no other writer changes this game: what is read is what is there.
    const pairing::Game game = store.lockGame(in.round, in.board);
    out.current = game.result;
    out.previous = game.result;
    out.version = game.version;
    out.komi = game.komi;
    auto refuse = [&](ResultOutcome::Kind kind) {
      out.kind = kind;
      lastEntry(store, in.round, in.board, out);
    };

    out.ruling =
        referee::ruleGame(LedgerStore(store).entries(in.round, in.board), in.round, in.board);
    if (!referee::agreesWithRuling(out.ruling, in.result))
      return refuse(ResultOutcome::Kind::ContradictsRuling);
    // A result that agrees with the referee's decision is stored as the referee's.
    const std::optional<Result> wanted = out.ruling.result ? out.ruling.result : in.result;
    if (!out.ruling.result && in.result) {
      out.problem = pairing::checkAgainstKomi(*in.result, game.komi);
      if (out.problem != pairing::ResultProblem::None)
        return refuse(ResultOutcome::Kind::Impossible);
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

    out.version = store.setResult(in.round, in.board, wanted, game.version);
    out.current = wanted;
    ResultLogEntry row;
    row.round = in.round;
    row.board = in.board;
    row.at = now ? now() : nowUtcIso();
    row.oldResult = text(game.result);
    row.newResult = text(wanted);
    row.reason = in.reason;
    row.who = in.who;
    row.kind = correction ? ResultLogEntry::Kind::Correction : ResultLogEntry::Kind::Entry;
    appendResultLog(store, row);
    out.kind = correction ? ResultOutcome::Kind::Corrected : ResultOutcome::Kind::Stored;
    out.currentBy = in.who.empty() ? resultLogUser(store) : in.who;
    out.currentAt = row.at;
  });
  return out;
}

}  // namespace tengen::db::service
