#include "app/desk/players_filter.h"

#include "app/desk/players_model.h"

namespace tengen::desk {

PlayersFilter::PlayersFilter(PlayersModel* source, QObject* parent)
    : QSortFilterProxyModel(parent), source_(source) {
  setSourceModel(source);
}

void PlayersFilter::setQuery(const QString& text) {
  query_ = db::NameFolder::instance().query(text.toStdString());
  invalidateFilter();
}

bool PlayersFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
  if (sourceParent.isValid()) return false;
  return source_->matches(sourceRow, query_);
}

}  // namespace tengen::desk
