#pragma once
// How the desk's tables of records (boards, players, ledger entries, clocks, ...) are set up: each
// view used to make the same five calls on its table.

#include <QAbstractItemView>

class QTableView;

namespace tengen::desk {

// The table shows records, one a row, and is not edited in place: whole rows are selected (one or
// many, as `selection` says), there are no row numbers, and the last column takes the spare width.
void setUpRecordTable(QTableView* table, QAbstractItemView::SelectionMode selection);

// Column widths from the first rows only: measuring every row of a 2 000-player event is slow.
void sizeColumnsFromFirstRows(QTableView* table);

}  // namespace tengen::desk
