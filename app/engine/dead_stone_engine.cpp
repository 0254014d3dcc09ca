#include "app/engine/dead_stone_engine.h"

#include <QRegularExpression>
#include <algorithm>

#include "app/engine/gtp_engine.h"

namespace tengen::engine {

using namespace tengen::rules;

namespace {

// GNU Go's final_status_list for the final position, set up stone by stone (a legal final
// position can be placed in any order: every chain keeps a liberty that stays empty).
DeadStoneProposal askGnuGo(const QString& program, const Board& board, const RuleSet& rules,
                           HalfPoints komi, QString* name) {
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

}  // namespace

std::vector<Loc> onePerChain(const Board& board, const std::vector<Loc>& stones) {
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

EngineProposal proposeDeadStones(const Board& board, const RuleSet& rules, HalfPoints komi,
                                 Proposer proposer) {
  EngineProposal p;
  if (proposer != Proposer::Tengen) {
    const QString program = GtpEngine::findGnuGo();
    if (program.isEmpty()) {
      p.problem = GnuGoProblem::Absent;
    } else if (board.width() != board.height() || board.width() > 19) {
      p.problem = GnuGoProblem::BoardSize;
    } else {
      try {
        p.chains = askGnuGo(program, board, rules, komi, &p.gnuGoName);
        p.byGnuGo = true;
        return p;
      } catch (const GtpError& e) {
        p.problem = GnuGoProblem::Failed;
        p.detail = QString::fromStdString(e.what());
      }
    }
    if (proposer == Proposer::GnuGo) return p;
  }
  p.chains = rules::proposeDeadStones(board);
  return p;
}

}  // namespace tengen::engine
