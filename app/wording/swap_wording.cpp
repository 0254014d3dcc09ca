#include "app/wording/swap_wording.h"

#include <QStringList>
#include <set>

namespace tengen::wording {

using pairing::ManualIssueKind;

namespace {

QString rounds(const std::vector<int>& numbers) {
  QStringList list;
  for (int n : numbers) list << QString::number(n);
  return list.join(QStringLiteral(", "));
}

// A score in half points as the director reads it: McMahon points (x.5), else 2-1-0 points.
QString score(int value, bool mcmahon) {
  if (!mcmahon) return QString::number(value);
  return value % 2 == 0 ? QString::number(value / 2) : QString::number(value / 2.0, 'f', 1);
}

}  // namespace

QString SwapWording::issue(const pairing::ManualIssue& i, const Names& name, bool mcmahon) {
  const QString a = name(i.a), b = name(i.b);
  const QString pair = tr("Board %1: %2 – %3").arg(i.board).arg(a, b);
  if (i.kind == ManualIssueKind::Rematch) {
    if (i.metInRounds.size() == 1)
      return tr("%1: rematch (they met in round %2)").arg(pair).arg(i.metInRounds.front());
    return tr("%1: rematch (they met in rounds %2)").arg(pair, rounds(i.metInRounds));
  }
  if (i.kind == ManualIssueKind::Forbidden)
    return tr("%1: a forbidden pair (they must not meet)").arg(pair);
  if (i.kind == ManualIssueKind::Absent)
    return tr("Board %1: %2 does not play this round but would play %3").arg(i.board).arg(a, b);
  if (i.kind == ManualIssueKind::ScoreDifference) {
    if (mcmahon)
      return tr("%1: McMahon score difference %2 (%3 against %4)")
          .arg(pair, score(i.value, true), score(i.scoreA, true), score(i.scoreB, true));
    return tr("%1: score difference %n point(s) (%2 against %3)", nullptr, i.value)
        .arg(pair, score(i.scoreA, false), score(i.scoreB, false));
  }
  if (i.kind == ManualIssueKind::SameClub)
    return tr("%1: same club (%2)").arg(pair, QString::fromStdString(i.shared));
  if (i.kind == ManualIssueKind::SameCountry)
    return tr("%1: same country (%2)").arg(pair, QString::fromStdString(i.shared));
  if (i.kind == ManualIssueKind::ColourBalance) {
    const int more = i.value < 0 ? -i.value : i.value;
    if (i.colourRun >= 2)
      return i.black ? tr("Board %1: colour imbalance: %2 would have Black %n time(s) in a row",
                          nullptr, i.colourRun)
                           .arg(i.board)
                           .arg(a)
                     : tr("Board %1: colour imbalance: %2 would have White %n time(s) in a row",
                          nullptr, i.colourRun)
                           .arg(i.board)
                           .arg(a);
    return i.black ? tr("Board %1: colour imbalance: %2 would have had Black %n time(s) more than "
                        "White",
                        nullptr, more)
                         .arg(i.board)
                         .arg(a)
                   : tr("Board %1: colour imbalance: %2 would have had White %n time(s) more than "
                        "Black",
                        nullptr, more)
                         .arg(i.board)
                         .arg(a);
  }
  if (i.kind == ManualIssueKind::Handicap)
    return tr("%1: becomes a handicap game of %n stone(s)", nullptr, i.value).arg(pair);
  return pair + QStringLiteral(": ") + QString::fromUtf8(toCode(i.kind).data());
}

QString SwapWording::consequences(const db::PairingChange& change, const Names& name,
                                  bool mcmahon) {
  QStringList boards;
  for (int b : change.boards) boards << QString::number(b);
  QString text = QStringLiteral("<p>%1</p>")
                     .arg(tr("Boards changed: %1.").arg(boards.join(QStringLiteral(", "))));
  if (change.check.issues.empty())
    return text + QStringLiteral("<p>%1</p>").arg(tr("No criterion is broken by this change."));
  text += QStringLiteral("<ul>");
  for (const pairing::ManualIssue& i : change.check.issues)
    text += QStringLiteral("<li>%1</li>").arg(issue(i, name, mcmahon).toHtmlEscaped());
  return text + QStringLiteral("</ul>");
}

QString SwapWording::details(const db::PairingChange& change) {
  QStringList lines;
  lines << tr("Criterion weights of the draw (higher is better): the round %1 before, %2 after.")
               .arg(change.check.weightBefore)
               .arg(change.check.weightAfter);
  std::set<int> shown;
  for (const pairing::ManualIssue& i : change.check.issues)
    if (shown.insert(i.board).second)
      lines << tr("Board %1: pair weight %2.").arg(i.board).arg(i.weight);
  return lines.join(QLatin1Char('\n'));
}

}  // namespace tengen::wording
