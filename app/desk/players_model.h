#pragma once
// The players table's model: a read-only view of the store's players; edits go through the
// operations (EventStore) and the view reloads.

#include <QAbstractTableModel>
#include <optional>
#include <vector>

#include "db/store/name_search.h"
#include "pairing/player.h"

namespace tengen::desk {

class PlayersModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  enum Column { Id, Name, Latin, Rank, Rating, Club, Country, Born, Status, Absent, ColumnCount };

  using QAbstractTableModel::QAbstractTableModel;
  void setPlayers(std::vector<pairing::Player> players);
  const pairing::Player* playerAt(int row) const;
  // The headers and the status words again, in the language just installed.
  void retranslate();
  // Whether the player of `row` is found by the search: name, Latin name or club by pinyin or
  // folded Latin (name_search.h), or the id, rank or country as typed. The folded names are
  // computed on the first search and kept until the players change.
  bool matches(int row, const db::SearchQuery& query) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

  // Sorting key role: numbers and rank strength sort numerically.
  static constexpr int SortRole = Qt::UserRole + 1;

 private:
  struct Keys {
    db::SearchKey name, latin, club;
  };
  std::vector<pairing::Player> players_;
  mutable std::vector<std::optional<Keys>> keys_;
};

}  // namespace tengen::desk
