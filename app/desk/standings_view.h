#pragma once
// The standings workflow: standings after any round with the event's tie-break columns (the same
// reports::computeStandings and HTML as `tengen standings`), refreshed on demand, and printing
// with a preview.

#include <QWidget>

namespace tengen::db {
class EventStore;
}

class QComboBox;
class QLabel;
class QPrinter;
class QTextBrowser;

namespace tengen::desk {

class Language;

class StandingsView : public QWidget {
  Q_OBJECT
 public:
  StandingsView(db::EventStore& store, const Language& language, QWidget* parent = nullptr);
  // Recomputes the standings from the store (after the chosen round; the last one by default).
  void reload();
  // Prints what is shown to `printer` (a paper printer, or a PDF file).
  void printTo(QPrinter* printer);

  QTextBrowser* page() const { return page_; }
  QComboBox* roundBox() const { return round_; }

 private:
  void showStandings();
  void printWithPreview();

  db::EventStore& store_;
  const Language& language_;
  QComboBox* round_;
  QTextBrowser* page_;
  QLabel* status_;
};

}  // namespace tengen::desk
