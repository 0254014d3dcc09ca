// tengen score GAME.sgf --propose-dead: the chains GNU Go (over GTP, when installed) or Tengen's
// own rules (rules/dead_stone_proposal.h) propose dead or in seki, shown as a proposal for the
// referee or the players, with the count it would give if accepted. Nothing is counted from a
// proposal unless someone accepts it (by naming the stones with --dead / --seki).

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <algorithm>

#include "app/cli/cli.h"
#include "app/cli/gtp_engine.h"
#include "app/cli/score_record.h"
#include "rules/dead_stone_proposal.h"

namespace tengen::cli::score {

namespace {

using namespace tengen::rules;

struct Proposal {
  QString engine;      // "gnugo" or "tengen"
  QString engineName;  // "GNU Go 3.8" or Tengen's rules in words
  QString note;        // why Tengen proposes where GNU Go was asked for (auto), else empty
  DeadStoneProposal chains;
};

// One stone per chain, in board order.
std::vector<Loc> onePerChain(const Board& board, std::vector<Loc> stones) {
  std::vector<Loc> heads;
  for (Loc p : stones) {
    if (board.at(p) != Color::Black && board.at(p) != Color::White) continue;
    const Loc id = board.chainId(p);
    if (std::find_if(heads.begin(), heads.end(), [&](Loc h) { return board.chainId(h) == id; }) ==
        heads.end())
      heads.push_back(p);
  }
  std::sort(heads.begin(), heads.end(), [&](Loc a, Loc b) {
    return locY(a) != locY(b) ? locY(a) < locY(b) : locX(a) < locX(b);
  });
  return heads;
}

// GNU Go's final_status_list for the final position, set up stone by stone (a legal final
// position can be placed in any order: every chain keeps a liberty that stays empty).
DeadStoneProposal askGnuGo(const QString& program, const Board& board, const RuleSet& rules,
                           rules::HalfPoints komi, QString* name) {
  if (board.width() != board.height() || board.width() > 19)
    throw GtpError(
        CliWords::tr("GNU Go plays square boards up to 19x19 only", "score.propose.gnugo-size")
            .toStdString());
  QStringList args{QStringLiteral("--mode"), QStringLiteral("gtp")};
  if (rules.scoring == Scoring::Area) args << QStringLiteral("--chinese-rules");
  GtpEngine gnugo(program, args);
  *name =
      gnugo.send(QStringLiteral("name")) + QLatin1Char(' ') + gnugo.send(QStringLiteral("version"));
  gnugo.send(QStringLiteral("boardsize %1").arg(board.width()));
  gnugo.send(QStringLiteral("clear_board"));
  gnugo.send(QStringLiteral("komi %1").arg(QString::fromStdString(komi.toString())));
  for (Loc p : board.points()) {
    const Color c = board.at(p);
    if (c != Color::Black && c != Color::White) continue;
    gnugo.send(QStringLiteral("play %1 %2")
                   .arg(c == Color::Black ? QStringLiteral("black") : QStringLiteral("white"),
                        QString::fromStdString(toGtp(p, board.height()))));
  }
  auto vertices = [&](const QString& status) {
    std::vector<Loc> pts;
    for (const QString& v :
         gnugo.send(QStringLiteral("final_status_list ") + status)
             .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
      auto p = parseGtp(v.toStdString(), board.width(), board.height());
      if (!p || *p == kPass)
        throw GtpError(QStringLiteral("final_status_list %1 -> %2").arg(status, v).toStdString());
      pts.push_back(*p);
    }
    return onePerChain(board, pts);
  };
  DeadStoneProposal proposal;
  proposal.dead = vertices(QStringLiteral("dead"));
  proposal.seki = vertices(QStringLiteral("seki"));
  return proposal;
}

Proposal propose(const ScoreOptions& o, const CountedRecord& r) {
  Proposal p;
  if (o.engine != "tengen") {
    const QString program = GtpEngine::findGnuGo();
    if (program.isEmpty()) {
      if (o.engine == "gnugo")
        throw CliError(CliWords::tr(
            "GNU Go is not installed (Debian package gnugo, see scripts/install-deps.sh); --engine "
            "tengen or auto proposes with Tengen's own rules",
            "score.propose.no-gnugo"));
      p.note =
          CliWords::tr("%1: Tengen's own rules propose instead", "score.propose.fallback")
              .arg(CliWords::tr(
                  "GNU Go is not installed (Debian package gnugo, see scripts/install-deps.sh)",
                  "score.propose.gnugo-absent"));
    } else {
      try {
        p.chains = askGnuGo(program, r.board(), r.rules, r.komi, &p.engineName);
        p.engine = QStringLiteral("gnugo");
        return p;
      } catch (const GtpError& e) {
        const QString why =
            CliWords::tr("GNU Go could not propose (%1)", "score.propose.gnugo-failed")
                .arg(QString::fromStdString(e.what()));
        if (o.engine == "gnugo") throw CliError(why);
        p.note = CliWords::tr("%1: Tengen's own rules propose instead", "score.propose.fallback")
                     .arg(why);
      }
    }
  }
  p.engine = QStringLiteral("tengen");
  p.engineName = CliWords::tr(
      "Tengen's own rules (Benson's unconditional life, seki, chains without two eyes in the "
      "opponent's area)",
      "score.propose.tengen");
  p.chains = proposeDeadStones(r.board());
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
  const Proposal p = propose(o, r);

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
  const std::vector<Loc> marked = onePerChain(board, r.dead);

  if (o.json) {
    QJsonObject proposal{{QStringLiteral("engine"), p.engine},
                         {QStringLiteral("engine_name"), p.engineName},
                         {QStringLiteral("dead"), chainsJson(board, p.chains.dead, height)},
                         {QStringLiteral("seki"), chainsJson(board, p.chains.seki, height)}};
    if (!p.note.isEmpty()) proposal[QStringLiteral("note")] = p.note;
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
  if (!p.note.isEmpty()) out(CliWords::tr("Warning: %1", "score.warning").arg(p.note));
  out(CliWords::tr(
          "Dead-stone proposal (死活提议) by %1: a proposal for the referee or the players to "
          "confirm or change, not a decision; nothing is counted from it unless it is accepted",
          "score.propose.title")
          .arg(p.engineName));
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
