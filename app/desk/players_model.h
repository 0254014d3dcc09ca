#pragma once
// The players table's model: a read-only view of the store's players; edits go through the
// operations (EventStore) and the view reloads.

#include <QAbstractTableModel>
#include <vector>

#include "pairing/player.h"

namespace tengen::desk {

class PlayersModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Id, Name, Latin, Rank, Rating, Club, Country, Born, Status, ColumnCount };

  using QAbstractTableModel::QAbstractTableModel;
  void setPlayers(std::vector<pairing::Player> players);
  const pairing::Player* playerAt(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  // Sorting key role: numbers and rank strength sort numerically.
  static constexpr int SortRole = Qt::UserRole + 1;

 private:
  std::vector<pairing::Player> players_;
};

}  // namespace tengen::desk
