#pragma once
// Live refresh: reloads the views another desk's or process's change makes stale (players,
// rounds, results, standings, participation, draw settings, clocks, referee) within a fraction of
// a second. The draw settings panel keeps what the TD is editing and says another desk saved.
// A shared (PostgreSQL) event: listens to the event's change feed, without polling the data, and
// reloads the views of the changed tables. Keeps the desk working through a dropped connection: a
// heartbeat on the feed's connection (or a result entry that could not be sent) shows an
// "offline — reconnecting" banner; result entries are kept (ResultOutbox) and resubmitted once
// the connection is back, and every view is reloaded then (changes missed while offline).
// An SQLite event: db::SqliteChangeWatch notices a commit of another process (`tengen`, another
// desk on this machine) and every view is reloaded; never offline.
// Owned by MainWindow; the views are attached after each rebuild.

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <memory>

#include "app/desk/result_outbox.h"

namespace tengen::db {
class EventStore;
class ChangeFeed;
class SqliteChangeWatch;
struct Change;
}  // namespace tengen::db

class QLabel;
class QStatusBar;

namespace tengen::desk {

class PlayersView;
class RoundsView;
class ResultsView;
class StandingsView;
class ParticipationView;
class DrawSettingsView;
class ClocksView;
class RefereeView;

class LiveRefresh : public QObject {
  Q_OBJECT
 public:
  // The views a change of a table makes stale.
  enum View {
    Players = 1,
    Rounds = 2,
    Results = 4,
    Standings = 8,
    Participation = 16,
    DrawSettings = 32,
    Clocks = 64,
    Referee = 128,
  };
  static constexpr int kAllViews = 255;
  static int viewsFor(const QString& table);

  // `statusBar` (optional) hosts the offline banner.
  LiveRefresh(db::EventStore& store, QStatusBar* statusBar, QObject* parent = nullptr);
  ~LiveRefresh() override;

  // The views to refresh (any may be null); call again after the views are rebuilt.
  void attach(PlayersView* players, RoundsView* rounds, ResultsView* results,
              StandingsView* standings);
  // The other tabs that show stored data (any may be null); likewise after each rebuild.
  void attachTabs(ParticipationView* participation, DrawSettingsView* drawSettings,
                  ClocksView* clocks, RefereeView* referee);

  bool isShared() const { return shared_; }  // a PostgreSQL event
  bool isOffline() const { return offline_; }
  ResultOutbox& outbox() { return outbox_; }
  QLabel* banner() const;  // the offline banner (null without a status bar)

 public slots:
  // Something failed for want of a connection: go offline now (banner) and keep trying.
  void connectionLost();
  // The heartbeat: offline when the feed's connection is gone; when offline, try to reconnect.
  void check();

 signals:
  void refreshed(int views);  // View bits reloaded
  void offlineChanged(bool offline);

 private:
  void onChange(const db::Change& change);
  void flush();
  void reload(int views);
  bool startFeed();
  void goOffline();
  void showBanner();

  db::EventStore& store_;
  bool shared_ = false;
  bool offline_ = false;
  std::unique_ptr<db::ChangeFeed> feed_;
  std::unique_ptr<db::SqliteChangeWatch> watch_;  // an SQLite event
  ResultOutbox outbox_;
  QPointer<QStatusBar> statusBar_;
  QPointer<QLabel> banner_;
  QPointer<PlayersView> players_;
  QPointer<RoundsView> rounds_;
  QPointer<ResultsView> results_;
  QPointer<StandingsView> standings_;
  QPointer<ParticipationView> participation_;
  QPointer<DrawSettingsView> drawSettings_;
  QPointer<ClocksView> clocks_;
  QPointer<RefereeView> referee_;
  QTimer heartbeat_;
  QTimer debounce_;
  int stale_ = 0;
};

}  // namespace tengen::desk
