#pragma once
// The players table's filter: search as you type through PlayersModel::matches (pinyin, initials,
// Latin without diacritics). The query is folded once per keystroke, each player's names once.

#include <QSortFilterProxyModel>

#include "db/store/name_search.h"

namespace tengen::desk {

class PlayersModel;

class PlayersFilter : public QSortFilterProxyModel {
  Q_OBJECT
 public:
  explicit PlayersFilter(PlayersModel* source, QObject* parent = nullptr);
  void setQuery(const QString& text);

 protected:
  bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

 private:
  PlayersModel* source_;
  db::SearchQuery query_;
};

}  // namespace tengen::desk
