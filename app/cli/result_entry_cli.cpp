// `tengen result`'s words for the result service's outcomes (db/service/result_entry.h).
#include "app/cli/cli.h"
#include "app/cli/referee_cli.h"
#include "app/wording/std_text.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

QString valueText(const std::optional<pairing::Result>& r) {
  return r ? qs(r->toString()) : CliWords::tr("no result", "result.none");
}

QString byText(const std::string& who) {
  return who.empty() ? QStringLiteral("?") : qs(who);
}

}  // namespace

namespace {

// A correction corrects what was stored when the command started: if another desk changed it
// since, this one is refused with both values instead of overwriting theirs.
db::service::ResultInput::Shown storedNow(db::EventStore& store, int round, int board) {
  pairing::Game g;
  store.transaction([&] { g = store.lockGame(round, board); });
  return db::service::ResultInput::Shown{g.result};
}

// db/service enters the result (checks and write in one transaction).
db::service::ResultOutcome enterThroughService(db::EventStore& store, db::service::ResultInput& in,
                                               bool correcting) {
  db::service::ResultOutcome out;
  translateStoreErrors([&] {
    try {
      if (!in.corrects && correcting) in.corrects = storedNow(store, in.round, in.board);
      out = db::service::enterResult(store, in);
    } catch (const db::StoreError& e) {
      if (e.kind() == db::StoreError::Kind::NoSuchGame)
        throw CliError(
            CliWords::tr("round %1 has no board %2", "board.unknown").arg(in.round).arg(in.board));
      throw;
    }
  });
  return out;
}

QString impossibleWords(pairing::ResultProblem problem) {
  if (problem == pairing::ResultProblem::JigoWithHalfPointKomi)
    return CliWords::tr(
        "round %1 board %2: %3 cannot happen with komi %4: a half-point komi leaves no jigo (和棋)",
        "result.impossible.jigo");
  if (problem == pairing::ResultProblem::WholeMarginWithHalfPointKomi)
    return CliWords::tr(
        "round %1 board %2: %3 cannot happen with komi %4: with a half-point komi every margin "
        "ends in .5 (e.g. B+3.5)",
        "result.impossible.whole");
  return CliWords::tr(
      "round %1 board %2: %3 cannot happen with komi %4: with a whole-point komi every margin is "
      "a whole number of points",
      "result.impossible.half");
}

// Another desk's result stands: the refusal names it, and what this desk thought was stored.
[[noreturn]] void throwStale(const db::service::ResultInput& in,
                             const db::service::ResultOutcome& out) {
  if (in.corrects && !in.corrects->result)
    throw CliError(
        CliWords::tr("round %1 board %2 already has %3 (entered by %4 at %5): nothing changed. "
                     "To change it give --reason TEXT (the correction is logged)",
                     "result.taken")
            .arg(in.round)
            .arg(in.board)
            .arg(valueText(out.current), byText(out.currentBy), qs(out.currentAt)));
  throw CliError(
      CliWords::tr("round %1 board %2 now has %3 (entered by %4 at %5), not %6: nothing "
                   "changed. Look at it again; to change it give --corrects %3 --reason TEXT",
                   "result.stale")
          .arg(in.round)
          .arg(in.board)
          .arg(valueText(out.current), byText(out.currentBy), qs(out.currentAt),
               valueText(in.corrects ? in.corrects->result : std::nullopt)));
}

}  // namespace

db::service::ResultOutcome enterResultCheckingLedger(
    db::EventStore& store, int round, int board, const std::optional<pairing::Result>& result,
    const db::ResultCorrection& correction,
    std::optional<db::service::ResultInput::Shown> corrects) {
  using K = db::service::ResultOutcome::Kind;
  db::service::ResultInput in;
  in.round = round;
  in.board = board;
  in.result = result;
  in.reason = correction.reason;
  in.who = correction.who;
  in.corrects = corrects;
  setErrorGame(round, board);
  const db::service::ResultOutcome out = enterThroughService(store, in, !correction.reason.empty());
  switch (out.kind) {
    case K::Stored:
    case K::Corrected:
    case K::Unchanged:
      return out;
    case K::ContradictsRuling:
      throw CliError(ledgerConflictMessage({round, board, out.ruling}, result));
    case K::NeedsReason:
      throw CliError(
          CliWords::tr("round %1 board %2 already has the result %3: say why it is changed with "
                       "--reason TEXT (the correction is logged, see `tengen result-log`)",
                       "result.reason-required")
              .arg(round)
              .arg(board)
              .arg(valueText(out.current)));
    case K::Stale:
      throwStale(in, out);
    case K::Impossible:
      throw CliError(impossibleWords(out.problem)
                         .arg(round)
                         .arg(board)
                         .arg(valueText(result))
                         .arg(qs(out.komi.toString())));
  }
  return out;
}

QString resultOutcomeText(const db::service::ResultOutcome& out) {
  using K = db::service::ResultOutcome::Kind;
  if (out.kind == K::Unchanged)
    return CliWords::tr("round %1 board %2 already has %3: nothing changed", "result.unchanged")
        .arg(out.round)
        .arg(out.board)
        .arg(valueText(out.current));
  if (out.kind == K::Corrected)
    return CliWords::tr("round %1 board %2: %3 corrected to %4 (logged, see `tengen result-log`)",
                        "result.corrected")
        .arg(out.round)
        .arg(out.board)
        .arg(valueText(out.previous), valueText(out.current));
  return CliWords::tr("round %1 board %2: %3", "result.saved")
      .arg(out.round)
      .arg(out.board)
      .arg(valueText(out.current));
}

}  // namespace tengen::cli
