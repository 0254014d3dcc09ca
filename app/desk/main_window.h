#pragma once
// The main window only hosts the workflow views and the file and language menus.

#include <QMainWindow>
#include <memory>

#include "app/desk/retranslate.h"

namespace tengen::db {
class EventStore;
}

class QTabWidget;
class QMenu;

namespace tengen::desk {

class Language;
class LiveRefresh;
class EventView;
class PlayersView;
class RefereeView;
class ResultsView;
class RoundsView;
class StandingsView;
class CountingView;
class ClocksView;
class DrawSettingsView;
class ParticipationView;
class Speech;

class MainWindow : public QMainWindow {
  Q_OBJECT
 public:
  MainWindow(Language& language, QWidget* parent = nullptr);
  ~MainWindow() override;

  // Opens an event file; says why and returns false when it cannot.
  bool openEvent(const QString& path);
  // Creates a new event file with default settings (logged as created) and opens it.
  bool createEvent(const QString& path, const QString& name);
  // Saves a PNG of every view into `dir`; returns the files written.
  QStringList saveScreenshots(const QString& dir);

  EventView* eventView() const { return eventView_; }
  PlayersView* playersView() const { return playersView_; }
  ResultsView* resultsView() const { return resultsView_; }
  RoundsView* roundsView() const { return roundsView_; }
  StandingsView* standingsView() const { return standingsView_; }
  RefereeView* refereeView() const { return refereeView_; }
  CountingView* countingView() const { return countingView_; }
  ClocksView* clocksView() const { return clocksView_; }
  DrawSettingsView* drawSettingsView() const { return drawSettingsView_; }
  ParticipationView* participationView() const { return participationView_; }
  QTabWidget* tabs() const { return tabs_; }
  // Help ▸ Keyboard shortcuts: the desk's and the board clock's keys, the result entry syntax and
  // the time-control forms (with what each example means), as HTML in the desk's language.
  static QString shortcutsHtml();
  // Shows it in a window of its own, kept open beside the desk.
  void showShortcuts();
  // The new-event wizard for `file` (created on Finish, nothing left on Cancel), then the event
  // opened: `tengen-desk --new FILE`, and File > New after its file dialog.
  bool newEventWizard(const QString& file);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void buildMenus();
  void buildViews(int currentTab);
  void retranslateUi();  // the tab titles and the welcome hint
  void newEventDialog();
  void openEventDialog();
  void rememberRecent(const QString& path);
  void refreshRecentMenu();
  void updateTitle();
  // Closes the board clocks (journalling their close) and deletes the views, while the store
  // they use still exists: before another event replaces it, and before the window goes.
  void closeViews();

  Language& language_;
  std::unique_ptr<db::EventStore> store_;
  std::unique_ptr<LiveRefresh> live_;  // changes of other desks and processes; offline (PostgreSQL)
  QTabWidget* tabs_ = nullptr;
  EventView* eventView_ = nullptr;
  PlayersView* playersView_ = nullptr;
  ResultsView* resultsView_ = nullptr;
  RoundsView* roundsView_ = nullptr;
  StandingsView* standingsView_ = nullptr;
  RefereeView* refereeView_ = nullptr;
  CountingView* countingView_ = nullptr;
  ClocksView* clocksView_ = nullptr;
  DrawSettingsView* drawSettingsView_ = nullptr;
  ParticipationView* participationView_ = nullptr;
  std::unique_ptr<Speech> speech_;  // one voice for every board clock, kept across events
  QMenu* recentMenu_ = nullptr;
  Texts texts_;  // the menus
};

}  // namespace tengen::desk
