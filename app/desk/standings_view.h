#pragma once
// The standings workflow: standings after any round with the event's tie-break columns, or the
// crosstable (wall chart), as reports::computeStandings and the reports tables give them (the
// same as `tengen standings` / `tengen crosstable`); printing with a preview, and export to every
// format the reports module writes.

#include <QWidget>
#include <optional>

#include "app/desk/retranslate.h"
#include "app/desk/standings_export.h"
#include "reports/standings.h"

namespace tengen::db {
class EventStore;
}

class QComboBox;
class QLabel;
class QPrinter;
class QTableView;

namespace tengen::desk {

class Language;
class ReportTableModel;

class StandingsView : public QWidget {
  Q_OBJECT
 public:
  enum class Mode { Standings, Crosstable };
  // Loads nothing until first shown (or reload() is called): opening a large event stays fast.
  StandingsView(db::EventStore& store, const Language& language, QWidget* parent = nullptr);
  // Reloads the event from the store and recomputes (after the chosen round; the last by default).
  void reload();
  // The event's settings were saved (the Event tab): a view already loaded recomputes at once,
  // with the standings convention now chosen.
  void settingsChanged();
  void setMode(Mode mode);
  // Prints what is shown (standings or crosstable) to `printer` (paper, or a PDF file).
  void printTo(QPrinter* printer);
  // Writes the shown standings in `format` to `path`; false (reason in the status line) if not.
  bool exportTo(ExportFormat format, const QString& path);

  QTableView* table() const { return table_; }
  QComboBox* roundBox() const { return round_; }
  QComboBox* modeBox() const { return mode_; }
  QLabel* status() const { return status_; }
  // The standings convention the shown standings follow.
  QLabel* conventionLabel() const { return convention_; }

 protected:
  void showEvent(QShowEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void showStandings();
  void showTable();  // standings_ in the table, in the desk's language
  void showConvention();
  void printWithPreview();
  void chooseExport();
  reports::Language reportLanguage() const;
  // The logs' printed heads for the paper's footer; empty (reason in the status line) when the
  // chains cannot be read.
  QString logHeadsLine() const;

  db::EventStore& store_;
  const Language& language_;
  bool loaded_ = false;
  std::optional<reports::Tournament> tournament_;
  std::optional<reports::Standings> standings_;
  QComboBox* round_;
  QComboBox* mode_;
  ReportTableModel* model_;
  QTableView* table_;
  QLabel* status_;
  QLabel* convention_;
  Texts texts_;
};

}  // namespace tengen::desk
