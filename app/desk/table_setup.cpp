#include "app/desk/table_setup.h"

#include <QHeaderView>
#include <QTableView>

namespace tengen::desk {
namespace {

constexpr int kMeasuredRows = 100;

}  // namespace

void setUpRecordTable(QTableView* table, QAbstractItemView::SelectionMode selection) {
  table->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table->setSelectionBehavior(QAbstractItemView::SelectRows);
  table->setSelectionMode(selection);
  table->verticalHeader()->hide();
  table->horizontalHeader()->setStretchLastSection(true);
}

void sizeColumnsFromFirstRows(QTableView* table) {
  table->horizontalHeader()->setResizeContentsPrecision(kMeasuredRows);
}

}  // namespace tengen::desk
