#pragma once
// The players workflow: the table (sort, filter) and add / edit / withdraw / import CSV.

#include <QWidget>

namespace tengen::db {
class EventStore;
}

class QLineEdit;
class QTableView;
class QSortFilterProxyModel;
class QLabel;

namespace tengen::desk {

class PlayersModel;

class PlayersView : public QWidget {
  Q_OBJECT
 public:
  PlayersView(db::EventStore& store, QWidget* parent = nullptr);
  void reload();
  // Operations, also called by tests.
  bool importCsv(const QString& path);
  QTableView* table() const { return table_; }
  QLineEdit* filter() const { return filter_; }

 signals:
  void changed();

 private:
  void addPlayer();
  void editSelected();
  void withdrawSelected();
  void chooseCsv();

  db::EventStore& store_;
  PlayersModel* model_;
  QSortFilterProxyModel* proxy_;
  QTableView* table_;
  QLineEdit* filter_;
  QLabel* count_;
};

}  // namespace tengen::desk
