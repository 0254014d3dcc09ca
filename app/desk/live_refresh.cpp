#include "app/desk/live_refresh.h"

#include <QLabel>
#include <QStatusBar>

#include "app/desk/clocks_view.h"
#include "app/desk/draw_settings_view.h"
#include "app/desk/participation_view.h"
#include "app/desk/players_view.h"
#include "app/desk/referee_view.h"
#include "app/desk/results_view.h"
#include "app/desk/rounds_view.h"
#include "app/desk/standings_view.h"
#include "db/service/result_conflict.h"
#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"
#include "db/store/sqlite_change_watch.h"

namespace tengen::desk {
namespace {
constexpr int kHeartbeatMs = 1000;  // how soon a dropped connection is noticed and retried
constexpr int kSettleMs = 150;      // changes arriving together make one reload
}  // namespace

int LiveRefresh::viewsFor(const QString& table) {
  if (table == QLatin1String("player") || table == QLatin1String("player_absence"))
    return kAllViews;  // names and ranks show everywhere, absences in the grid
  if (table == QLatin1String("game") || table == QLatin1String("bye") ||
      table == QLatin1String("round") || table == QLatin1String("nigiri"))
    return Rounds | Results | Standings | Participation | Clocks | Referee;
  if (table == QLatin1String("event"))  // scoring, rounds, the event's clock voice
    return Standings | Participation | Clocks;
  if (table == QLatin1String("referee_entry")) return Results | Referee;
  if (table == QLatin1String("referee_setting")) return Referee;  // the rules' edition
  if (table.startsWith(QLatin1String("pairing_"))) return DrawSettings;
  if (table.startsWith(QLatin1String("clock_"))) return Clocks;
  return 0;  // counting records, report settings, the log: read when shown
}

LiveRefresh::LiveRefresh(db::EventStore& store, QStatusBar* statusBar, QObject* parent)
    : QObject(parent),
      store_(store),
      shared_(store.dialect() == db::Dialect::PostgreSQL),
      outbox_(store),
      statusBar_(statusBar) {
  debounce_.setSingleShot(true);
  debounce_.setInterval(kSettleMs);
  connect(&debounce_, &QTimer::timeout, this, &LiveRefresh::flush);
  if (!shared_) {
    // SQLite tells no one: the watch notices another process's commit (not which rows), so every
    // view that shows the event's data is reloaded.
    watch_ = std::make_unique<db::SqliteChangeWatch>(store_);
    connect(watch_.get(), &db::SqliteChangeWatch::changed, this, [this] {
      stale_ |= kAllViews;
      if (!debounce_.isActive()) debounce_.start();
    });
    return;
  }
  heartbeat_.setInterval(kHeartbeatMs);
  connect(&heartbeat_, &QTimer::timeout, this, &LiveRefresh::check);
  heartbeat_.start();
  if (statusBar_) {
    banner_ = new QLabel;
    banner_->setObjectName(QStringLiteral("offlineBanner"));
    banner_->setStyleSheet(
        QStringLiteral("QLabel { background: #b71c1c; color: white; padding: 2px 8px; }"));
    banner_->hide();
    statusBar_->addPermanentWidget(banner_);
  }
  if (!startFeed()) goOffline();
}

LiveRefresh::~LiveRefresh() {
  delete banner_.data();  // the status bar outlives this event
}

QLabel* LiveRefresh::banner() const {
  return banner_;
}

void LiveRefresh::attach(PlayersView* players, RoundsView* rounds, ResultsView* results,
                         StandingsView* standings) {
  players_ = players;
  rounds_ = rounds;
  results_ = results;
  standings_ = standings;
  if (!shared_ || !results_) return;
  results_->setOutbox(&outbox_);
  connect(results_, &ResultsView::connectionLost, this, &LiveRefresh::connectionLost);
}

void LiveRefresh::attachTabs(ParticipationView* participation, DrawSettingsView* drawSettings,
                             ClocksView* clocks, RefereeView* referee) {
  participation_ = participation;
  drawSettings_ = drawSettings;
  clocks_ = clocks;
  referee_ = referee;
}

bool LiveRefresh::startFeed() {
  feed_.reset();
  try {
    feed_ = std::make_unique<db::ChangeFeed>(store_.path(), store_.eventId());
  } catch (const db::StoreError&) {
    return false;
  }
  connect(feed_.get(), &db::ChangeFeed::changed, this, &LiveRefresh::onChange);
  return true;
}

void LiveRefresh::onChange(const db::Change& change) {
  stale_ |= viewsFor(change.table);
  if (stale_ && !debounce_.isActive()) debounce_.start();
}

void LiveRefresh::flush() {
  if (offline_) return;  // reloaded whole when back
  if (store_.probeConnection() == db::EventStore::Link::Down) {
    goOffline();  // rather than every view reporting the same lost connection
    return;
  }
  const int views = stale_;
  stale_ = 0;
  reload(views);
}

void LiveRefresh::reload(int views) {
  if (views & Players && players_) players_->reload();
  if (views & Rounds && rounds_) rounds_->reload();
  if (views & Results && results_) results_->reload();
  if (views & Standings && standings_) standings_->reload();
  if (views & Participation && participation_) participation_->reload();
  if (views & DrawSettings && drawSettings_) drawSettings_->reloadKeepingEdits();
  if (views & Clocks && clocks_) clocks_->reload();
  if (views & Referee && referee_) referee_->reload();
  emit refreshed(views);
}

void LiveRefresh::connectionLost() {
  if (!shared_) return;
  if (!offline_) goOffline();
  showBanner();  // the number of waiting entries changed
}

void LiveRefresh::goOffline() {
  offline_ = true;
  feed_.reset();
  stale_ = 0;
  showBanner();
  emit offlineChanged(true);
}

void LiveRefresh::showBanner() {
  if (!banner_) return;
  const int waiting = static_cast<int>(outbox_.pending().size());
  banner_->setText(
      waiting ? tr("Offline — reconnecting… %n result(s) waiting to be sent", nullptr, waiting)
              : tr("Offline — reconnecting…"));
  banner_->setVisible(offline_);
}

void LiveRefresh::check() {
  if (!shared_) return;
  if (!offline_) {
    if (feed_ && feed_->alive()) return;
    goOffline();
  }
  // Offline: back when both the store's connection and a new feed are up, and the waiting
  // entries have gone out.
  if (store_.probeConnection() == db::EventStore::Link::Down || !startFeed()) return;
  const int waiting = static_cast<int>(outbox_.pending().size());
  const auto refused = outbox_.resubmit();
  if (!outbox_.pending().empty()) {  // lost again on the way
    feed_.reset();
    showBanner();
    return;
  }
  offline_ = false;
  showBanner();
  emit offlineChanged(false);
  reload(kAllViews);  // whatever changed while we were away
  if (statusBar_) {
    QStringList lines;
    const int sent = waiting - static_cast<int>(refused.size());
    if (sent > 0)
      lines << tr("Back online: %n waiting result(s) sent.", nullptr, sent);
    else
      lines << tr("Back online.");
    for (const auto& r : refused) {
      if (r.conflict) {
        lines << tr("Round %1 board %2 was changed at another desk while this one was offline.")
                     .arg(r.entry.round)
                     .arg(r.entry.board);
        continue;
      }
      lines << tr("Round %1 board %2 not stored: %3")
                   .arg(r.entry.round)
                   .arg(r.entry.board)
                   .arg(r.reason);
    }
    statusBar_->showMessage(lines.join(QLatin1Char(' ')), 10000);
  }
  // An entry sent late over a result another desk stored meanwhile: both values, the director
  // chooses (without a results view, nothing is overwritten).
  for (const auto& r : refused)
    if (r.conflict && results_) results_->resolveConflict(*r.conflict);
}

}  // namespace tengen::desk
