// tengen score GAME.sgf --propose-dead: the chains GNU Go (over GTP, when installed) or Tengen's
// own rules propose dead or in seki (app/engine/dead_stone_engine.h, as the desk's counting
// board), shown as a proposal for the referee or the players, with the count it would give if
// accepted. Nothing is counted from a proposal unless someone accepts it (by naming the stones with
// --dead / --seki).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include "app/cli/cli.h"
#include "app/cli/score_record.h"
#include "app/engine/dead_stone_engine.h"
#include "app/wording/dead_stone_words.h"

namespace tengen::cli::score {

namespace {

using namespace tengen::rules;

// Who proposes (--engine auto, gnugo, tengen); --engine gnugo refuses when GNU Go cannot.
engine::EngineProposal propose(const ScoreOptions& o, const CountedRecord& r) {
  const engine::Proposer proposer = o.engine == "gnugo"    ? engine::Proposer::GnuGo
                                    : o.engine == "tengen" ? engine::Proposer::Tengen
                                                           : engine::Proposer::Auto;
  engine::EngineProposal p = engine::proposeDeadStones(r.board(), r.rules, r.komi, proposer);
  if (proposer == engine::Proposer::GnuGo && !p.byGnuGo)
    throw CliError(p.problem == engine::GnuGoProblem::Absent
                       ? CliWords::tr("GNU Go is not installed (Debian package gnugo, see "
                                      "scripts/install-deps.sh); --engine tengen or auto "
                                      "proposes with Tengen's own rules",
                                      "score.propose.no-gnugo")
                       : wording::gnuGoProblemText(p));
  return p;
}

QString points(const std::vector<Loc>& pts, int height) {
  QStringList list;
  for (Loc p : pts) list << qs(toGtp(p, height));
  return list.join(QLatin1Char(','));
}

QJsonArray chainsJson(const Board& board, const std::vector<Loc>& chains, int height) {
  QJsonArray list;
  for (Loc p : chains)
    list.append(QJsonObject{
        {QStringLiteral("point"), qs(toGtp(p, height))},
        {QStringLiteral("color"),
         board.at(p) == Color::Black ? QStringLiteral("black") : QStringLiteral("white")},
        {QStringLiteral("stones"), board.chainSize(p)}});
  return list;
}

}  // namespace

void runProposeDead(const ScoreOptions& o) {
  if (o.paths.size() != 1 || o.save || o.event)
    throw CliError(
        CliWords::tr("--propose-dead takes one game and no --save", "score.propose.one-game"));
  if (o.engine != "auto" && o.engine != "gnugo" && o.engine != "tengen")
    throw CliError(
        CliWords::tr("who proposes with --propose-dead: auto (GNU Go when installed, else Tengen's "
                     "own rules), gnugo, tengen",
                     "score.opt.engine"));
  const std::string& path = o.paths.front();
  const std::string bytes = readFile(path);
  const CountedRecord r = countRecord(path, bytes, o, std::nullopt);
  const Board& board = r.board();
  const int height = r.game.height;
  const engine::EngineProposal p = propose(o, r);

  // The count if the proposal is accepted: its dead stones and seki, the file's marks left out.
  ScoreOptions accepted = o;
  accepted.fileMarks = false;
  accepted.dead = points(p.chains.dead, height).toStdString();
  accepted.seki = points(p.chains.seki, height).toStdString();
  const CountedRecord ifAccepted = countRecord(path, bytes, accepted, std::nullopt);
  QStringList acceptArgs{QStringLiteral("--dead"),
                         QStringLiteral("\"%1\"").arg(qs(*accepted.dead))};
  if (r.rules.scoring == Scoring::Territory && !p.chains.seki.empty())
    acceptArgs << QStringLiteral("--seki") << qs(*accepted.seki);
  const std::vector<Loc> marked = engine::onePerChain(board, r.dead);

  if (o.json) {
    QJsonObject proposal{
        {QStringLiteral("engine"), p.byGnuGo ? QStringLiteral("gnugo") : QStringLiteral("tengen")},
        {QStringLiteral("engine_name"), wording::proposerName(p)},
        {QStringLiteral("dead"), chainsJson(board, p.chains.dead, height)},
        {QStringLiteral("seki"), chainsJson(board, p.chains.seki, height)}};
    if (const QString note = wording::fallbackNote(p); !note.isEmpty())
      proposal[QStringLiteral("note")] = note;
    QJsonObject j{{QStringLiteral("rules"), qs(r.rules.name)},
                  {QStringLiteral("moves"), static_cast<int>(r.replayed->game.moves().size())},
                  {QStringLiteral("warnings"), QJsonArray::fromStringList(r.warnings)},
                  {QStringLiteral("proposal"), proposal},
                  {QStringLiteral("marked_dead"), chainsJson(board, marked, height)},
                  {QStringLiteral("if_accepted"), recordJson(ifAccepted)},
                  {QStringLiteral("accept_options"), QJsonArray::fromStringList(acceptArgs)}};
    printJson(QJsonDocument(j));
    return;
  }
  printRulesMovesWarnings(r);
  if (const QString note = wording::fallbackNote(p); !note.isEmpty())
    out(CliWords::tr("Warning: %1", "score.warning").arg(note));
  out(CliWords::tr(
          "Dead-stone proposal (死活提议) by %1: a proposal for the referee or the players to "
          "confirm or change, not a decision; nothing is counted from it unless it is accepted",
          "score.propose.title")
          .arg(wording::proposerName(p)));
  const QString none = CliWords::tr("none", "score.propose.none");
  out(QStringLiteral("  ") +
      CliWords::tr("Proposed dead (死子): %1", "score.propose.dead")
          .arg(p.chains.dead.empty() ? none : chainList(board, p.chains.dead, height)));
  out(QStringLiteral("  ") +
      CliWords::tr("Proposed seki (双活): %1", "score.propose.seki")
          .arg(p.chains.seki.empty() ? none : chainList(board, p.chains.seki, height)));
  if (!marked.empty())
    out(QStringLiteral("  ") +
        CliWords::tr("Marked dead in the record (TB/TW) or by --dead: %1", "score.propose.marked")
            .arg(chainList(board, marked, height)));
  out(CliWords::tr("If accepted: %1 (%2)", "score.propose.if-accepted")
          .arg(qs(ifAccepted.score.result()), qs(ifAccepted.score.resultZh())));
  if (ifAccepted.verdict)
    out(CliWords::tr("If accepted, compared with %1: %2", "score.propose.compare")
            .arg(ifAccepted.claimLabel, verdictText(ifAccepted)));
  out(CliWords::tr("To accept it: tengen score %1 %2", "score.propose.accept")
          .arg(qs(path), acceptArgs.join(QLatin1Char(' '))));
}

}  // namespace tengen::cli::score
