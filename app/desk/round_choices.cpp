#include "app/desk/round_choices.h"

#include <QSignalBlocker>

#include "app/desk/retranslate.h"
#include "db/event_store.h"

namespace tengen::desk {

std::map<std::int64_t, QString> RoundChoices::load(db::EventStore& store, QComboBox* rounds) {
  const QVariant wanted = rounds->currentData();
  std::map<std::int64_t, QString> names;
  for (const auto& p : store.players())
    names[p.id] = QStringLiteral("%1 (%2)").arg(QString::fromStdString(p.name),
                                                QString::fromStdString(p.rank.toString()));
  const QSignalBlocker quiet(rounds);
  rounds->clear();
  for (int r : store.roundNumbers()) rounds->addItem(tr("Round %1").arg(r), r);
  const int at = wanted.isValid() ? rounds->findData(wanted) : -1;
  rounds->setCurrentIndex(at >= 0 ? at : rounds->count() - 1);
  return names;
}

void RoundChoices::retranslate(QComboBox* rounds) {
  retextItems(rounds, [](const QVariant& r) { return tr("Round %1").arg(r.toInt()); });
}

}  // namespace tengen::desk
