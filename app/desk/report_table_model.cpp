#include "app/desk/report_table_model.h"

namespace tengen::desk {

void ReportTableModel::setTable(reports::ReportTable table) {
  beginResetModel();
  table_ = std::move(table);
  endResetModel();
}

int ReportTableModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(table_.rows.size());
}

int ReportTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(table_.header.size());
}

QVariant ReportTableModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) return {};
  const auto& row = table_.rows[static_cast<std::size_t>(index.row())];
  const auto column = static_cast<std::size_t>(index.column());
  if (role == Qt::DisplayRole)
    return column < row.size() ? QString::fromStdString(row[column]) : QString();
  if (role == Qt::TextAlignmentRole && column < table_.rightAligned.size() &&
      table_.rightAligned[column])
    return QVariant(Qt::AlignRight | Qt::AlignVCenter);
  return {};
}

QVariant ReportTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 ||
      section >= columnCount())
    return {};
  return QString::fromStdString(table_.header[static_cast<std::size_t>(section)]);
}

}  // namespace tengen::desk
