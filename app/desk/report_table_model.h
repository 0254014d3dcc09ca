#pragma once
// A read-only table model over a reports::ReportTable (standings, crosstable): the cells are the
// reports module's text, so the desk shows exactly what `tengen standings` / `tengen crosstable`
// print. A QTableView over it lays out only the visible rows (2 000 players stay instant, unlike
// a rich-text page).

#include <QAbstractTableModel>

#include "reports/formats.h"

namespace tengen::desk {

class ReportTableModel : public QAbstractTableModel {
  Q_OBJECT
 public:
  using QAbstractTableModel::QAbstractTableModel;
  void setTable(reports::ReportTable table);
  const reports::ReportTable& table() const { return table_; }

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

 private:
  reports::ReportTable table_;
};

}  // namespace tengen::desk
