#include "app/desk/round_choices.h"

#include <QSignalBlocker>

#include "app/desk/retranslate.h"
#include "db/store/event_store.h"

namespace tengen::desk {

namespace {
constexpr const char* kPinned = "tengenRoundPinned";
constexpr const char* kTracked = "tengenRoundTracked";
}  // namespace

void RoundChoices::track(QComboBox* rounds) {
  if (rounds->property(kTracked).toBool()) return;
  rounds->setProperty(kTracked, true);
  // `activated` comes only from the user (mouse or keyboard), never from setCurrentIndex.
  QObject::connect(rounds, &QComboBox::activated, rounds, [rounds](int index) {
    setPinned(rounds, index >= 0 && index != rounds->count() - 1);
  });
}

void RoundChoices::setPinned(QComboBox* rounds, bool pinned) {
  rounds->setProperty(kPinned, pinned);
}

bool RoundChoices::pinned(const QComboBox* rounds) {
  return rounds->property(kPinned).toBool();
}

void RoundChoices::restore(QComboBox* rounds, const QVariant& wanted) {
  const QSignalBlocker quiet(rounds);
  const int at = pinned(rounds) && wanted.isValid() ? rounds->findData(wanted) : -1;
  rounds->setCurrentIndex(at >= 0 ? at : rounds->count() - 1);
  if (at < 0 || at == rounds->count() - 1) setPinned(rounds, false);
}

bool RoundChoices::choose(QComboBox* rounds, int round) {
  const int at = rounds->findData(round);
  if (at < 0) return false;
  setPinned(rounds, at != rounds->count() - 1);
  rounds->setCurrentIndex(at);
  return true;
}

std::map<std::int64_t, QString> RoundChoices::load(db::EventStore& store, QComboBox* rounds) {
  track(rounds);
  const QVariant wanted = rounds->currentData();
  std::map<std::int64_t, QString> names;
  for (const auto& p : store.players())
    names[p.id] = QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name),
                                                QString::fromStdString(p.rank.toString()));
  {
    const QSignalBlocker quiet(rounds);
    rounds->clear();
    for (int r : store.roundNumbers()) rounds->addItem(tr("Round %1").arg(r), r);
  }
  restore(rounds, wanted);
  return names;
}

void RoundChoices::retranslate(QComboBox* rounds) {
  retextItems(rounds, [](const QVariant& r) { return tr("Round %1").arg(r.toInt()); });
}

}  // namespace tengen::desk
