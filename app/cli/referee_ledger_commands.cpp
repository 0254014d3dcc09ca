// tengen referee ledger / verify: the ledger's entries with each game's ruling, and its checks.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <algorithm>
#include <map>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/referee_words.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"

namespace tengen::cli {

using namespace tengen::referee;

namespace {

QJsonObject entryJson(const LedgerEntry& e, const EntryStatus* status) {
  QJsonObject o;
  o[QStringLiteral("id")] = static_cast<qint64>(e.id);
  o[QStringLiteral("when")] = qs(e.when);
  o[QStringLiteral("round")] = e.round;
  o[QStringLiteral("board")] = e.board;
  o[QStringLiteral("kind")] = qs(toCode(e.kind));
  o[QStringLiteral("player")] = e.player ? QJsonValue(qs(toCode(*e.player))) : QJsonValue();
  o[QStringLiteral("infraction")] = qs(e.infraction);
  o[QStringLiteral("penalty")] = qs(e.penalty);
  QJsonArray sanctions;
  for (Sanction s : e.sanctions) sanctions.append(qs(toCode(s)));
  o[QStringLiteral("sanctions")] = sanctions;
  o[QStringLiteral("edition")] = qs(toCode(e.edition));
  o[QStringLiteral("target")] =
      e.target ? QJsonValue(static_cast<qint64>(*e.target)) : QJsonValue();
  o[QStringLiteral("ruling")] = qs(toCode(e.ruling));
  o[QStringLiteral("result")] = qs(e.result);
  o[QStringLiteral("referee")] = qs(e.referee);
  o[QStringLiteral("note")] = qs(e.note);
  o[QStringLiteral("prev_hash")] = qs(e.prevHash);
  o[QStringLiteral("hash")] = qs(e.hash);
  if (status) {
    o[QStringLiteral("status")] = qs(toCode(status->kind));
    QJsonArray rulings;
    for (std::int64_t id : status->rulings) rulings.append(static_cast<qint64>(id));
    o[QStringLiteral("rulings")] = rulings;
  }
  return o;
}

QString reasonCode(GameRuling::Reason r) {
  switch (r) {
    case GameRuling::Reason::None:
      return QStringLiteral("none");
    case GameRuling::Reason::SecondWarning:
      return QStringLiteral("second-warning");
    case GameRuling::Reason::Sanction:
      return QStringLiteral("sanction");
    case GameRuling::Reason::Override:
      return QStringLiteral("override");
  }
  return {};
}

QJsonObject gameJson(const GameRuling& g) {
  QJsonObject o;
  o[QStringLiteral("round")] = g.round;
  o[QStringLiteral("board")] = g.board;
  auto tally = [](const Tally& t) {
    QJsonObject obj;
    obj[QStringLiteral("warnings")] = t.warnings;
    obj[QStringLiteral("advice")] = t.advice;
    return obj;
  };
  o[QStringLiteral("black")] = tally(g.black);
  o[QStringLiteral("white")] = tally(g.white);
  o[QStringLiteral("result")] = g.result ? QJsonValue(qs(g.result->toString())) : QJsonValue();
  o[QStringLiteral("replay")] = g.replay;
  o[QStringLiteral("deciding_entry")] =
      g.decidingEntry ? QJsonValue(static_cast<qint64>(*g.decidingEntry)) : QJsonValue();
  o[QStringLiteral("reason")] = reasonCode(g.reason);
  return o;
}

enum class Format { Text, Json };

// `tengen referee ledger`: the entries of the chosen round/board, their status, and each game's
// ruling (referee/ decides it from the entries).
struct LedgerOutcome {
  Edition edition{};
  std::vector<LedgerEntry> shown;
  std::map<std::int64_t, EntryStatus> status;
  std::vector<GameRuling> rulings;
};

LedgerOutcome runLedger(const std::string& path, std::optional<int> round,
                        std::optional<int> board) {
  auto store = openEvent(path);
  db::LedgerStore ledger(*store);
  std::vector<LedgerEntry> all;
  LedgerOutcome o;
  translateLedgerErrors([&] {
    all = ledger.entries();
    o.edition = ledger.edition();
  });
  o.status = entryStatuses(all);
  std::vector<std::pair<int, int>> games;
  for (const LedgerEntry& e : all) {
    if ((round && e.round != *round) || (board && e.board != *board)) continue;
    o.shown.push_back(e);
    if (std::find(games.begin(), games.end(), std::pair(e.round, e.board)) == games.end())
      games.emplace_back(e.round, e.board);
  }
  std::sort(games.begin(), games.end());
  for (auto [r, b] : games) o.rulings.push_back(ruleGame(all, r, b));
  return o;
}

const EntryStatus* statusIn(const LedgerOutcome& o, std::int64_t id) {
  const auto it = o.status.find(id);
  return it == o.status.end() ? nullptr : &it->second;
}

QJsonObject ledgerJson(const LedgerOutcome& o) {
  QJsonArray entries, games;
  for (const LedgerEntry& e : o.shown) entries.append(entryJson(e, statusIn(o, e.id)));
  for (const GameRuling& g : o.rulings) games.append(gameJson(g));
  return QJsonObject{{QStringLiteral("edition"), qs(toCode(o.edition))},
                     {QStringLiteral("entries"), entries},
                     {QStringLiteral("games"), games}};
}

QString ledgerTable(const LedgerOutcome& o) {
  TextTable table(
      {CliWords::tr("#", "referee.col.id"), CliWords::tr("When", "referee.col.when"),
       CliWords::tr("Rd", "referee.col.round"), CliWords::tr("Bd", "referee.col.board"),
       CliWords::tr("Player", "referee.col.player"), CliWords::tr("Entry", "referee.col.kind"),
       CliWords::tr("Infraction", "referee.col.infraction"),
       CliWords::tr("Penalty", "referee.col.penalty"),
       CliWords::tr("Referee", "referee.col.referee"), CliWords::tr("Note", "referee.col.note"),
       CliWords::tr("Status", "referee.col.status")});
  for (int c : {0, 2, 3}) table.alignRight(c);
  for (const LedgerEntry& e : o.shown) {
    QString kind = kindText(e.kind);
    if (e.target)
      kind = CliWords::tr("%1 of #%2", "referee.target").arg(rulingText(e.ruling)).arg(*e.target);
    const QString penalty =
        e.kind == EntryKind::Override
            ? CliWords::tr("result %1", "referee.override-result").arg(qs(e.result))
            : sanctionNames(e.sanctions);
    const EntryStatus* status = statusIn(o, e.id);
    table.addRow({QString::number(e.id), qs(e.when), QString::number(e.round),
                  QString::number(e.board), e.player ? sideName(*e.player) : QString(), kind,
                  e.infraction.empty() ? QString() : infractionName(e.infraction), penalty,
                  qs(e.referee), qs(e.note), status ? statusText(*status) : QString()});
  }
  return table.render();
}

QString gameSummary(const GameRuling& g) {
  QString tail;
  if (g.result)
    tail = CliWords::tr("; result %1 by referee (entry %2)", "referee.summary.result")
               .arg(qs(g.result->toString()))
               .arg(*g.decidingEntry);
  else if (g.replay)
    tail =
        CliWords::tr("; replay ordered (entry %1)", "referee.summary.replay").arg(*g.decidingEntry);
  return CliWords::tr(
             "round %1 board %2: %3 %4 warning(s), %5 advice; %6 %7 warning(s), %8 advice%9",
             "referee.game-summary")
      .arg(g.round)
      .arg(g.board)
      .arg(sideName(Side::Black))
      .arg(g.black.warnings)
      .arg(g.black.advice)
      .arg(sideName(Side::White))
      .arg(g.white.warnings)
      .arg(g.white.advice)
      .arg(tail);
}

void renderLedger(const LedgerOutcome& o, Format format) {
  if (format == Format::Json) {
    printJson(QJsonDocument(ledgerJson(o)));
    return;
  }
  if (o.shown.empty()) {
    out(CliWords::tr("the ledger has no entries", "referee.empty"));
    return;
  }
  out(ledgerTable(o));
  for (const GameRuling& g : o.rulings) out(gameSummary(g));
}

QString chainProblemLine(const ChainProblem& p) {
  switch (p.kind) {
    case ChainProblem::Kind::BadHash:
      return CliWords::tr("entry %1 has been altered: its content no longer matches its hash (%2)",
                          "referee.verify.hash")
          .arg(p.entry)
          .arg(qs(p.detail));
    case ChainProblem::Kind::BrokenLink:
      return CliWords::tr(
                 "entry %1 does not link to the entry before it (an entry was changed, "
                 "removed or inserted)",
                 "referee.verify.link")
          .arg(p.entry);
    case ChainProblem::Kind::Sequence:
      return CliWords::tr("entry %1: the numbering has a gap (%2)", "referee.verify.sequence")
          .arg(p.entry)
          .arg(qs(p.detail));
  }
  return QString();
}

// Every problem db/service's verification and the chain check found, one line each, and the
// count.
QStringList verificationProblems(const db::LedgerVerification& v, const db::ChainCheck& chains) {
  QStringList lines;
  for (const ChainProblem& p : v.chain) lines << chainProblemLine(p);
  for (const auto& m : v.results)
    lines << CliWords::tr("round %1 board %2: the stored result is %3 but the ledger says %4",
                          "referee.verify.result")
                 .arg(m.round)
                 .arg(m.board)
                 .arg(resultText(m.stored), m.ruling.result
                                                ? resultText(m.ruling.result)
                                                : CliWords::tr("no result", "referee.cleared"));
  for (const auto& m : v.seats)
    lines << CliWords::tr(
                 "entry %1 (round %2 board %3, %4) was written for player %5, but player %6 "
                 "sits there now: the warning must not count for someone else",
                 "referee.verify.seat")
                 .arg(m.entry)
                 .arg(m.round)
                 .arg(m.board)
                 .arg(sideName(m.side))
                 .arg(m.recorded)
                 .arg(m.seated);
  // The ledger's own chain problems are worded above already.
  db::ChainCheck others = chains;
  std::erase_if(others.findings, [&](const db::ChainFinding& f) {
    using Kind = db::ChainFinding::Kind;
    return f.chain == "ledger" &&
           (f.kind == Kind::Edited || f.kind == Kind::BrokenLink || f.kind == Kind::Gap);
  });
  lines << chainFindingLines(others);
  lines << CliWords::tr("the ledger does not verify: %1 problem(s)", "referee.verify.failed")
               .arg(v.chain.size() + v.results.size() + v.seats.size() + others.findings.size());
  return lines;
}

void runVerify(const std::string& path, const ChainCheckOptions& chainOptions) {
  auto store = openEvent(path);
  db::LedgerVerification v;
  translateLedgerErrors([&] { v = db::LedgerStore(*store).verify(); });
  // Every log's chain, the seals and the printed heads given (chain_check.h): a ledger whose tail
  // was removed or that was rewritten and re-hashed verifies in itself, not against them.
  const db::ChainCheck chains = runChainCheck(*store, chainOptions);
  if (!v.intact() || !chains.intact())
    throw CliError(verificationProblems(v, chains).join(QLatin1Char('\n')), kMismatch);
  out(CliWords::tr("ledger intact: %1 entries, head %2; every game's result agrees with it",
                   "referee.verify.ok")
          .arg(v.entries)
          .arg(qs(v.head.substr(0, 16))));
  out(chainSummary(chains));
}

}  // namespace

void addLedgerCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "ledger",
                 CliWords::tr("show the referee's ledger with each game's warnings and ruling",
                              "referee.ledger.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<std::optional<int>>();
  auto board = std::make_shared<std::optional<int>>();
  auto json = std::make_shared<bool>(false);
  addEventArgument(cmd, *path);
  addOption(cmd, "--round", *round, CliWords::tr("round number", "referee.opt.round"));
  addOption(cmd, "--board", *board, CliWords::tr("board (table) number", "referee.opt.board"));
  addJsonFlag(cmd, *json);
  cmd->callback([path, round, board, json] {
    renderLedger(runLedger(*path, *round, *board), *json ? Format::Json : Format::Text);
  });
}

void addVerifyCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "verify",
                 CliWords::tr("check the ledger's hash chain and the results that follow from it",
                              "referee.verify.help"));
  auto path = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  auto chainOptions = std::make_shared<ChainCheckOptions>();
  addChainCheckOptions(cmd, chainOptions);
  cmd->callback([path, chainOptions] { runVerify(*path, *chainOptions); });
}

}  // namespace tengen::cli
