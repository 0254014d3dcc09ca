#include "app/desk/players_model.h"

#include <QBrush>
#include <QCollator>
#include <QStringList>

#include "app/wording/std_text.h"
#include "pairing/event.h"

namespace tengen::desk {

void PlayersModel::setPlayers(std::vector<pairing::Player> players) {
  beginResetModel();
  players_ = std::move(players);
  keys_.assign(players_.size(), std::nullopt);
  endResetModel();
}

void PlayersModel::retranslate() {
  emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
  if (!players_.empty())
    emit dataChanged(index(0, Status), index(rowCount() - 1, Status), {Qt::DisplayRole});
}

const pairing::Player* PlayersModel::playerAt(int row) const {
  if (row < 0 || row >= static_cast<int>(players_.size())) return nullptr;
  return &players_[static_cast<std::size_t>(row)];
}

bool PlayersModel::matches(int row, const db::SearchQuery& query) const {
  const pairing::Player* p = playerAt(row);
  if (!p) return false;
  if (query.empty()) return true;
  auto& keys = keys_[static_cast<std::size_t>(row)];
  if (!keys) {
    db::NameFolder& folder = db::NameFolder::instance();
    keys = Keys{folder.key(p->name), folder.key(p->latinName), folder.key(p->club)};
  }
  if (db::matches(keys->name, query) || db::matches(keys->latin, query) ||
      db::matches(keys->club, query))
    return true;
  // Short codes as typed: "12" finds player 12, "3d" the 3-dans, "cn" the Chinese players.
  const std::string& q = query.lower;
  return q == std::to_string(p->id) ||
         q == QString::fromStdString(p->rank.toString()).toLower().toStdString() ||
         q == QString::fromStdString(p->country).toLower().toStdString();
}

int PlayersModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(players_.size());
}

int PlayersModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : ColumnCount;
}

QVariant PlayersModel::data(const QModelIndex& index, int role) const {
  const pairing::Player* p = playerAt(index.row());
  if (!p) return {};
  if (role == Qt::DisplayRole || role == SortRole) {
    switch (index.column()) {
      case Id:
        return static_cast<qlonglong>(p->id);
      case Name:
        return qs(p->name);
      case Latin:
        return qs(p->latinName);
      case Rank:
        return role == SortRole ? QVariant(p->rank.strength()) : QVariant(qs(p->rank.toString()));
      case Rating:
        return p->rating ? QVariant(*p->rating) : QVariant();
      case Club:
        return qs(p->club);
      case Country:
        return qs(p->country);
      case Born:
        return p->born ? QVariant(qs(pairing::toIsoDate(*p->born))) : QVariant();
      case Absent: {
        QStringList rounds;
        for (int r : p->absentRounds) rounds << QString::number(r);
        return rounds.join(QStringLiteral(", "));
      }
      case Status:
        switch (p->status) {
          case pairing::RegistrationStatus::Registered:
            return tr("registered");
          case pairing::RegistrationStatus::Confirmed:
            return tr("confirmed");
          case pairing::RegistrationStatus::Withdrawn:
            return tr("withdrawn");
        }
        return {};
      default:
        return {};
    }
  }
  if (role == Qt::ForegroundRole && p->status == pairing::RegistrationStatus::Withdrawn)
    return QBrush(Qt::gray);
  if (role == Qt::TextAlignmentRole && (index.column() == Id || index.column() == Rating))
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant PlayersModel::headerData(int section, Qt::Orientation orientation, int role) const {
  // The column titles, in Column order.
  static const char* const kTitles[ColumnCount] = {
      QT_TR_NOOP("ID"),         QT_TR_NOOP("Name"),
      QT_TR_NOOP("Latin name"), QT_TR_NOOP("Rank"),
      QT_TR_NOOP("Rating"),     QT_TR_NOOP("Club"),
      QT_TR_NOOP("Country"),    QT_TR_NOOP("Born"),
      QT_TR_NOOP("Status"),     QT_TR_NOOP("Absent in rounds")};
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
      section >= ColumnCount)
    return {};
  return tr(kTitles[section]);
}

}  // namespace tengen::desk
