#include "app/desk/pair_explanation.h"

#include <QStringList>
#include <algorithm>

namespace tengen::desk {

using namespace tengen::pairing;

namespace {

QString esc(const QString& s) {
  return s.toHtmlEscaped();
}

// A score in half points as points ("3", "3.5").
QString points(int halfPoints) {
  return halfPoints % 2 == 0 ? QString::number(halfPoints / 2)
                             : QString::number(halfPoints / 2.0, 'f', 1);
}

const Standing* standingOf(const std::vector<Standing>& st, PlayerId id) {
  for (const Standing& s : st)
    if (s.id == id) return &s;
  return nullptr;
}

const Player* playerOf(const DrawInput& in, PlayerId id) {
  for (const Player& p : in.players)
    if (p.id == id) return &p;
  return nullptr;
}

}  // namespace

QString PairExplanationText::criterionName(DrawCriterion criterion) {
  using C = DrawCriterion;
  switch (criterion) {
    case C::AvoidDuplicates:
      return tr("Avoid duplicates (不重复对阵)");
    case C::ScoreDifference:
      return tr("Score difference (分差)");
    case C::DrawUpDown:
      return tr("Draw-up / draw-down (升降)");
    case C::Seeding:
      return tr("Seeding (种子)");
    case C::ClubCountry:
      return tr("Club / country avoidance (同单位回避)");
    case C::ColourBalance:
      return tr("Colour balance (黑白平衡)");
    case C::Random:
      return tr("Random tie-break (随机)");
    // The opengotha profile's criteria carry OpenGotha's parameter names.
    case C::OgBase:
      return tr("Base (OpenGotha's 1 for every allowed pair)");
    case C::OgDuplicates:
      return tr("paiBaAvoidDuplGame: avoid duplicates (不重复对阵)");
    case C::OgRandom:
      return tr("paiBaRandom: random (随机)");
    case C::OgBalance:
      return tr("paiBaBalanceWB: colour balance (黑白平衡)");
    case C::OgCategories:
      return tr("paiMaAvoidMixingCategories: categories (组别)");
    case C::OgScore:
      return tr("paiMaMinimizeScoreDifference: score difference (分差)");
    case C::OgDudd:
      return tr("paiMaDUDDWeight: draw-up / draw-down (升降)");
    case C::OgSeeding:
      return tr("paiMaMaximizeSeeding: seeding (种子)");
    case C::OgHandicap:
      return tr("paiSeMinimizeHandicap: handicap (让子)");
    case C::OgGeo:
      return tr("paiSeAvoidSameGeo: club / country (同单位回避)");
  }
  return QString::fromUtf8(toCode(criterion).data());
}

QString PairExplanationText::html(const DrawInput& in, const Round& drawn, const Game& game,
                                  const std::map<std::int64_t, QString>& names) {
  auto name = [&](PlayerId id) {
    auto it = names.find(id);
    return esc(it == names.end() ? QString::number(id) : it->second);
  };
  QString out = QStringLiteral("<h3>%1</h3>")
                    .arg(tr("Board %1: %2 (Black) – %3 (White)")
                             .arg(game.board)
                             .arg(name(game.black), name(game.white)));
  if (in.event.system == PairingSystem::RoundRobin || in.event.system == PairingSystem::Knockout) {
    out += QStringLiteral("<p>%1</p>")
               .arg(tr("This event's schedule is fixed (round robin or knockout table): the pairs "
                       "come from "
                       "the table, not from criteria weights."));
    return out;
  }
  const PairExplanation e = explainPair(in, &drawn, game.black, game.white);
  const std::vector<Standing> st = standings(in);
  const Standing* sb = standingOf(st, game.black);
  const Standing* sw = standingOf(st, game.white);
  const Player* pb = playerOf(in, game.black);
  const Player* pw = playerOf(in, game.white);
  const bool mms = in.event.system == PairingSystem::McMahon;
  if (!e.allowed) {
    out += QStringLiteral("<p><b>%1</b></p>")
               .arg(tr("This pair is not allowed: a forbidden pair, or a player who does not "
                       "play this round."));
  }
  out += QStringLiteral("<p>%1</p>")
             .arg(tr("The draw gives every possible pair a weight, the sum of the criteria below "
                     "(each criterion outweighs all those under it), and chooses the pairs with "
                     "the greatest total over the whole field. This pair weighs %1.")
                      .arg(e.total));
  out += QStringLiteral(
             "<table border=\"1\" cellpadding=\"3\" cellspacing=\"0\"><tr><th>%1</th>"
             "<th>%2</th><th>%3</th></tr>")
             .arg(tr("Criterion"), tr("Weight"), tr("What it says here"));
  for (const CriterionWeight& c : e.criteria) {
    QString says;
    if (c.criterion == DrawCriterion::AvoidDuplicates) {
      says = c.weight > 0 ? tr("They have not played each other before.")
                          : tr("They have already played each other (a rematch).");
    } else if (c.criterion == DrawCriterion::ScoreDifference && sb && sw) {
      const int gb = mms ? sb->mms : sb->score, gw = mms ? sw->mms : sw->score;
      // Swiss scores in 2-1-0 points (积分) as the draw counts them; McMahon in MMS points.
      says = (mms ? tr("McMahon scores %1 and %2.").arg(points(gb), points(gw))
                  : tr("Scores (2-1-0) %1 and %2.").arg(gb).arg(gw)) +
             QLatin1Char(' ') +
             (gb == gw ? tr("Same score group.")
                       : tr("Different score groups: the closer, the heavier."));
    } else if (c.criterion == DrawCriterion::DrawUpDown && sb && sw) {
      const int gb = mms ? sb->mms : sb->score, gw = mms ? sw->mms : sw->score;
      if (gb == gw)
        says = tr("Nobody is drawn up or down.");
      else
        says = tr("%1 is drawn down, %2 drawn up; lighter when they were drawn before.")
                   .arg(gb > gw ? name(game.black) : name(game.white),
                        gb > gw ? name(game.white) : name(game.black));
    } else if (c.criterion == DrawCriterion::Seeding) {
      says = c.weight > 0
                 ? tr("Inside the score group: the nearer each is to the other's ideal partner "
                      "(by the seeding method), the heavier.")
                 : tr("No seeding weight (different groups, or far from the ideal partner).");
    } else if (c.criterion == DrawCriterion::ClubCountry && pb && pw) {
      QStringList same;
      if (!pb->club.empty() && pb->club == pw->club)
        same << tr("same club (%1)").arg(esc(QString::fromStdString(pb->club)));
      if (!pb->country.empty() && pb->country == pw->country)
        same << tr("same country (%1)").arg(esc(QString::fromStdString(pb->country)));
      says = same.isEmpty() ? tr("Different clubs and countries.")
                            : tr("They share: %1 (lighter when the settings avoid it).")
                                  .arg(same.join(QStringLiteral(", ")));
    } else if (c.criterion == DrawCriterion::ColourBalance && sb && sw) {
      says = tr("Colours so far: %1 %2 Black / %3 White; %4 %5 Black / %6 White.")
                 .arg(name(game.black), QString::number(sb->blacks), QString::number(sb->whites),
                      name(game.white), QString::number(sw->blacks), QString::number(sw->whites));
    } else if (c.criterion == DrawCriterion::Random) {
      says = tr("From the round's stored seed, only to break ties.");
    }
    out += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td>%3</td></tr>")
               .arg(esc(criterionName(c.criterion)))
               .arg(c.weight)
               .arg(says);
  }
  out += QStringLiteral("</table>");
  for (const PlayerId id : {game.black, game.white}) {
    const PlayerExplanation pe = explainPlayer(in, drawn, id, 3);
    if (pe.alternatives.empty()) continue;
    out += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Alternatives for %1:").arg(name(id)));
    for (const Alternative& a : pe.alternatives) {
      const QString why =
          a.opponentsOpponent != 0
              ? tr("swapping with %1's game would lose %2").arg(name(a.opponent)).arg(a.swapLoss)
              : tr("would leave %1 without a partner")
                    .arg(name(id == game.black ? game.white : game.black));
      out += QStringLiteral("<li>%1</li>")
                 .arg(tr("%1 (weight %2): %3").arg(name(a.opponent)).arg(a.pair.total).arg(why));
    }
    out += QStringLiteral("</ul>");
  }
  return out;
}

}  // namespace tengen::desk
