#include "app/desk/main_window.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>
#include <random>
#include <variant>

#include "app/desk/board_clock_window.h"
#include "app/desk/clocks_view.h"
#include "app/desk/counting_view.h"
#include "app/desk/draw_settings_view.h"
#include "app/desk/event_view.h"
#include "app/desk/event_wizard.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/language.h"
#include "app/desk/live_publisher.h"
#include "app/desk/live_refresh.h"
#include "app/desk/participation_view.h"
#include "app/desk/players_view.h"
#include "app/desk/referee_view.h"
#include "app/desk/results_view.h"
#include "app/desk/retranslate.h"
#include "app/desk/rounds_view.h"
#include "app/desk/speech.h"
#include "app/desk/standings_view.h"
#include "app/desk/store_errors.h"
#include "app/wording/time_control_text.h"
#include "clock/spec_parser.h"
#include "db/service/event_setup.h"
#include "db/store/event_store.h"

namespace tengen::desk {

MainWindow::MainWindow(Language& language, QWidget* parent)
    : QMainWindow(parent), language_(language) {
  resize(1100, 700);
  buildMenus();
  buildViews(0);
  updateTitle();
}

MainWindow::~MainWindow() {
  closeViews();
}

void MainWindow::closeViews() {
  if (clocksView_) clocksView_->closeBoards();
  delete tabs_;
  tabs_ = nullptr;
  eventView_ = nullptr;
  playersView_ = nullptr;
  resultsView_ = nullptr;
  roundsView_ = nullptr;
  standingsView_ = nullptr;
  refereeView_ = nullptr;
  countingView_ = nullptr;
  clocksView_ = nullptr;
  drawSettingsView_ = nullptr;
  participationView_ = nullptr;
}

void MainWindow::buildMenus() {
  QMenu* file = menuBar()->addMenu(QString());
  texts_([file] { file->setTitle(tr("&File")); });
  QAction* create =
      file->addAction(QString(), QKeySequence::New, this, &MainWindow::newEventDialog);
  texts_([create] { create->setText(tr("&New event...")); });
  QAction* open =
      file->addAction(QString(), QKeySequence::Open, this, &MainWindow::openEventDialog);
  texts_([open] { open->setText(tr("&Open event...")); });
  recentMenu_ = file->addMenu(QString());
  texts_([this] { recentMenu_->setTitle(tr("Open &recent")); });
  refreshRecentMenu();
  file->addSeparator();
  publisher_ = new LivePublisher(this);
  publishAction_ = file->addAction(QString());
  publishAction_->setObjectName(QStringLiteral("publishLive"));
  publishAction_->setCheckable(true);
  texts_([this] {
    publishAction_->setText(tr("Publish &live pages (port %1)").arg(LivePublisher::kPort));
    publishAction_->setToolTip(
        tr("Serve the event's pages (pairings, results, standings) to the "
           "phones on the hall's network, as tengen serve does"));
  });
  connect(publishAction_, &QAction::toggled, this, &MainWindow::publishLive);
  file->addSeparator();
  QAction* quit =
      file->addAction(QString(), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);
  texts_([quit] { quit->setText(tr("&Quit")); });

  QMenu* lang = menuBar()->addMenu(QString());
  texts_([lang] { lang->setTitle(tr("&Language")); });
  auto* group = new QActionGroup(lang);
  QAction* zh = lang->addAction(QStringLiteral("中文"));
  QAction* en = lang->addAction(QStringLiteral("English"));
  for (QAction* a : {zh, en}) {
    a->setCheckable(true);
    group->addAction(a);
  }
  // Checked again on every switch: the language may also be set without the menu (--lang, tests).
  texts_(
      [this, zh, en] { (language_.current() == QLatin1String("zh") ? zh : en)->setChecked(true); });
  connect(zh, &QAction::triggered, this, [this] { language_.set(QStringLiteral("zh")); });
  connect(en, &QAction::triggered, this, [this] { language_.set(QStringLiteral("en")); });

  QMenu* help = menuBar()->addMenu(QString());
  texts_([help] { help->setTitle(tr("&Help")); });
  QAction* keys = help->addAction(QString(), this, &MainWindow::showShortcuts);
  keys->setObjectName(QStringLiteral("helpShortcuts"));
  keys->setShortcut(QKeySequence::HelpContents);
  texts_([keys] { keys->setText(tr("&Keyboard shortcuts and time controls...")); });
  QAction* about = help->addAction(QString(), this, [this] {
    QMessageBox::about(this, tr("About Tengen"),
                       tr("Tengen 天元: Go tournament desk and refereeing under the Chinese Weiqi "
                          "Rules (中国围棋竞赛规则)."));
  });
  texts_([about] { about->setText(tr("&About Tengen")); });
}

void MainWindow::publishLive(bool on) {
  if (!on) {
    publisher_->stop();
    if (publishLabel_) publishLabel_->hide();
    return;
  }
  QString error;
  const quint16 port = publisher_->preferredPort();
  if (eventPath_.isEmpty() || !publisher_->start(eventPath_, port, &error)) {
    const QSignalBlocker block(publishAction_);
    publishAction_->setChecked(false);
    QMessageBox::warning(
        this, tr("Publish live pages"),
        eventPath_.isEmpty()
            ? tr("Open an event first.")
            : tr("The live pages cannot be served on port %1: %2").arg(port).arg(error));
    return;
  }
  if (!publishLabel_) {
    publishLabel_ = new QLabel(this);
    publishLabel_->setObjectName(QStringLiteral("publishLiveAddress"));
    publishLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    statusBar()->addPermanentWidget(publishLabel_);
  }
  publishLabel_->setText(
      tr("Live pages: %1").arg(publisher_->addresses().join(QStringLiteral("  "))));
  publishLabel_->show();
}

QString MainWindow::shortcutsHtml() {
  auto key = [](const QKeySequence& k) {
    return k.toString(QKeySequence::NativeText).toHtmlEscaped();
  };
  auto row = [](const QString& keys, const QString& what) {
    return QStringLiteral("<tr><td style=\"padding-right:16px\"><b>%1</b></td><td>%2</td></tr>")
        .arg(keys, what);
  };
  QString html;
  html += QStringLiteral("<h3>%1</h3><table>").arg(tr("The desk"));
  html += row(key(QKeySequence::New), tr("New event"));
  html += row(key(QKeySequence::Open), tr("Open event"));
  html += row(key(QKeySequence::Quit), tr("Quit"));
  html += row(key(QKeySequence::HelpContents), tr("This help"));
  html += row(tr("Alt+underlined letter"),
              tr("The menu or button with that letter underlined (in the tab shown)"));
  html += QStringLiteral("</table><h3>%1</h3><table>")
              .arg(tr("Results tab: board and result, "
                      "then Enter"));
  html += row(QStringLiteral("12 b &nbsp; 12 w"), tr("Black / White wins on board 12"));
  html += row(QStringLiteral("12 w+3.5 &nbsp; 12 b+r &nbsp; 12 w+t &nbsp; 12 b+f"),
              tr("by 3.5 points, by resignation, on time, by forfeit"));
  html += row(QStringLiteral("12 ="), tr("jigo (和棋)"));
  html += row(QStringLiteral("12 --"), tr("both lose"));
  html += row(QStringLiteral("12 ?"), tr("clear the result"));
  html += row(tr("Ctrl+Enter"), tr("saves a correction in the \"Correct a result\" dialog "
                                   "(Enter alone does not)"));
  html += QStringLiteral("</table><h3>%1</h3><table>").arg(tr("Board clock window"));
  html += row(tr("Space"), tr("press the clock for the player to move"));
  html += row(tr("Left / Right, or a tap on a face"), tr("press for that face's player"));
  html += row(QStringLiteral("P"), tr("pause / resume"));
  html +=
      row(QStringLiteral("+ / −"), tr("referee: one minute more / less for the player to move"));
  html += row(tr("F11, or double-click outside the faces"), tr("full screen on / off"));
  html += row(tr("Esc"), tr("leave full screen"));
  html += QStringLiteral("</table><h3>%1</h3><p>%2</p><pre>")
              .arg(tr("Time controls (Event tab)"),
                   tr("Type the time control as SYSTEM:TIMES. The forms, each with an example:"));
  for (const std::string& form : clock::acceptedSpecForms())
    html += QString::fromStdString(form).toHtmlEscaped() + QLatin1Char('\n');
  html += QStringLiteral("</pre><table>");
  for (const char* example : {"chinese:120m,reserve=5", "byoyomi:60m+5x30s", "fast:30m+3x30s",
                              "fischer:30m+20s", "canadian:60m+25/10m"}) {
    auto parsed = clock::parseSpec(example);
    if (auto* settings = std::get_if<clock::ClockSettings>(&parsed))
      html += row(QString::fromLatin1(example), wording::TimeControlText::describe(*settings));
  }
  html += QStringLiteral("</table>");
  return html;
}

void MainWindow::showShortcuts() {
  auto* dialog = findChild<QDialog*>(QStringLiteral("shortcutsHelp"));
  if (!dialog) {
    dialog = new QDialog(this);
    dialog->setObjectName(QStringLiteral("shortcutsHelp"));
    auto* text = new QTextBrowser;
    text->setObjectName(QStringLiteral("shortcutsText"));
    auto* close = new QPushButton;
    connect(close, &QPushButton::clicked, dialog, &QDialog::close);
    auto* layout = new QVBoxLayout(dialog);
    layout->addWidget(text);
    layout->addWidget(close, 0, Qt::AlignRight);
    dialog->resize(720, 640);
    // Kept open beside the desk (not modal); retranslated with the menus.
    texts_([dialog, text, close] {
      dialog->setWindowTitle(tr("Keyboard shortcuts and time controls"));
      text->setHtml(shortcutsHtml());
      close->setText(tr("Close"));
    });
  }
  dialog->show();
  dialog->raise();
}

void MainWindow::buildViews(int current) {
  closeViews();
  tabs_ = new QTabWidget;
  // Each tab keeps its untranslated title, for the language switch (retranslateUi).
  auto addTab = [this](QWidget* view, const char* title) {
    view->setProperty("tabTitle", QByteArray(title));
    tabs_->addTab(view, tr(title));
  };
  if (!store_) {
    auto* hint = new QLabel;
    hint->setObjectName(QStringLiteral("welcome"));
    hint->setAlignment(Qt::AlignCenter);
    addTab(hint, QT_TR_NOOP("Welcome"));
  } else {
    eventView_ = new EventView(*store_);
    playersView_ = new PlayersView(*store_);
    eventView_->setObjectName(QStringLiteral("event"));
    playersView_->setObjectName(QStringLiteral("players"));
    // The desk is where randomness enters the draw: each draw gets a fresh seed, stored with it.
    roundsView_ = new RoundsView(
        *store_,
        [] {
          std::random_device device;
          return (static_cast<std::uint64_t>(device()) << 32) ^ device();
        },
        &language_, nullptr, false);  // read when its tab is first brought forward, once
    roundsView_->setObjectName(QStringLiteral("rounds"));
    standingsView_ = new StandingsView(*store_, language_);
    standingsView_->setObjectName(QStringLiteral("standings"));
    resultsView_ = new ResultsView(*store_, nullptr, false);  // likewise
    resultsView_->setObjectName(QStringLiteral("results"));
    participationView_ = new ParticipationView(*store_);
    participationView_->setObjectName(QStringLiteral("participation"));
    drawSettingsView_ = new DrawSettingsView(*store_);
    drawSettingsView_->setObjectName(QStringLiteral("drawSettings"));
    addTab(eventView_, QT_TR_NOOP("Event"));
    addTab(playersView_, QT_TR_NOOP("Players"));
    addTab(participationView_, QT_TR_NOOP("Participation"));
    addTab(drawSettingsView_, QT_TR_NOOP("Draw settings"));
    addTab(roundsView_, QT_TR_NOOP("Rounds"));
    addTab(resultsView_, QT_TR_NOOP("Results"));
    addTab(standingsView_, QT_TR_NOOP("Standings"));
    refereeView_ = new RefereeView(*store_, language_);
    refereeView_->setObjectName(QStringLiteral("referee"));
    addTab(refereeView_, QT_TR_NOOP("Referee"));
    countingView_ = new CountingView(*store_);
    countingView_->setObjectName(QStringLiteral("counting"));
    addTab(countingView_, QT_TR_NOOP("Counting"));
    // Offscreen (tests, --screenshots) nobody listens: the voice stays off, calls show on screen.
    if (!speech_)
      speech_ = std::make_unique<Speech>(QString(), QGuiApplication::platformName() != "offscreen");
    clocksView_ = new ClocksView(*store_, language_, speech_.get());
    clocksView_->setObjectName(QStringLiteral("clocks"));
    addTab(clocksView_, QT_TR_NOOP("Clocks"));
    // A tab shows the store as it is now whenever it is brought forward.
    connect(tabs_, &QTabWidget::currentChanged, this, [this](int index) {
      if (tabs_->widget(index) == resultsView_) resultsView_->reload();
      if (tabs_->widget(index) == roundsView_) roundsView_->reload();
      if (tabs_->widget(index) == standingsView_) standingsView_->reload();
      if (tabs_->widget(index) == refereeView_) refereeView_->reload();
      if (tabs_->widget(index) == countingView_) countingView_->reload();
      if (tabs_->widget(index) == clocksView_) clocksView_->reload();
      if (tabs_->widget(index) == participationView_) participationView_->reload();
      if (tabs_->widget(index) == drawSettingsView_) drawSettingsView_->reload();
    });
    connect(eventView_, &EventView::changed, this, &MainWindow::updateTitle);
    connect(eventView_, &EventView::changed, standingsView_, &StandingsView::settingsChanged);
    tabs_->setCurrentIndex(std::min(current, tabs_->count() - 1));
    if (live_) {
      live_->attach(playersView_, roundsView_, resultsView_, standingsView_);
      live_->attachTabs(participationView_, drawSettingsView_, clocksView_, refereeView_);
    }
  }
  setCentralWidget(tabs_);
  retranslateUi();
}

void MainWindow::changeEvent(QEvent* event) {
  // Retranslated in place: each view does its own (changeEvent), so what the user has open or
  // typed (counting marks, filters, selections, board clock windows) stays as it is.
  if (event->type() == QEvent::LanguageChange) {
    texts_.retranslate();
    retranslateUi();
    updateTitle();
  }
  QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi() {
  for (int i = 0; i < tabs_->count(); ++i) {
    const QByteArray title = tabs_->widget(i)->property("tabTitle").toByteArray();
    if (!title.isEmpty()) tabs_->setTabText(i, tr(title.constData()));
  }
  if (auto* hint = tabs_->findChild<QLabel*>(QStringLiteral("welcome")))
    hint->setText(tr("Open an event file (File ▸ Open) or create a new one (File ▸ New)."));
}

bool MainWindow::openEvent(const QString& path) {
  std::unique_ptr<db::EventStore> opened;
  try {
    opened = db::EventStore::open(path);
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("Open event"), StoreErrors::describe(e));
    return false;  // the event shown stays open
  }
  const int current = tabs_ ? tabs_->currentIndex() : 0;
  if (publishAction_) publishAction_->setChecked(false);  // the pages were the other event's
  closeViews();
  live_.reset();
  eventPath_ = path;
  store_ = std::move(opened);
  live_ = std::make_unique<LiveRefresh>(*store_, statusBar());
  rememberRecent(db::EventStore::isDatabaseUrl(path)  // a shared event: its URL, no password
                     ? QUrl(path).toString(QUrl::RemovePassword)
                     : QFileInfo(path).absoluteFilePath());
  buildViews(current);
  updateTitle();
  statusBar()->showMessage(tr("Opened %1").arg(QDir::toNativeSeparators(path)), 5000);
  return true;
}

bool MainWindow::createEvent(const QString& path, const QString& name) {
  pairing::Event event;
  event.name = name.toStdString();
  try {
    db::createEvent(path, db::defaultSetup(event), db::currentUserName()).reset();
  } catch (const db::StoreError& e) {
    QMessageBox::warning(this, tr("New event"), StoreErrors::describe(e));
    return false;
  }
  return openEvent(path);
}

void MainWindow::newEventDialog() {
  const QString path = FileDialogs::saveFileName(this, tr("New event file"), QDir::homePath(),
                                                 tr("Tengen events (*.tengen)"));
  if (path.isEmpty()) return;
  const QString file =
      path.endsWith(QLatin1String(".tengen")) ? path : path + QStringLiteral(".tengen");
  newEventWizard(file);
}

bool MainWindow::newEventWizard(const QString& file) {
  // The setup wizard creates the file on Finish; Cancel leaves nothing behind.
  EventWizard wizard(file, this);
  return wizard.exec() == QDialog::Accepted && openEvent(file);
}

void MainWindow::openEventDialog() {
  const QString path = FileDialogs::openFileName(this, tr("Open event file"), QDir::homePath(),
                                                 tr("Tengen events (*.tengen);;All files (*)"));
  if (!path.isEmpty()) openEvent(path);
}

void MainWindow::rememberRecent(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > 10) recent.removeLast();
  settings.setValue(QStringLiteral("recentFiles"), recent);
  refreshRecentMenu();
}

void MainWindow::refreshRecentMenu() {
  if (!recentMenu_) return;
  recentMenu_->clear();
  const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
  for (const QString& path : recent)
    recentMenu_->addAction(QDir::toNativeSeparators(path), this, [this, path] { openEvent(path); });
  recentMenu_->setEnabled(!recent.isEmpty());
}

void MainWindow::updateTitle() {
  QString title = tr("Tengen Desk");
  if (store_) {
    try {
      title = QString::fromStdString(store_->event().name) + QStringLiteral(" — ") + title;
    } catch (const db::StoreError&) {
    }
  }
  setWindowTitle(title);
}

QStringList MainWindow::saveScreenshots(const QString& dir) {
  QDir().mkpath(dir);
  QStringList written;
  // The counting board shows the event's first game (its saved count, else an empty board).
  if (countingView_) countingView_->showFirstGame();
  for (int i = 0; i < tabs_->count(); ++i) {
    tabs_->setCurrentIndex(i);
    QApplication::processEvents();
    const QString name =
        QStringLiteral("%1/%2-%3.png")
            .arg(dir)
            .arg(i + 1, 2, 10, QLatin1Char('0'))
            .arg(tabs_->widget(i)->objectName().isEmpty() ? QStringLiteral("view")
                                                          : tabs_->widget(i)->objectName());
    if (grab().save(name)) written << name;
  }
  const QString wizard = QStringLiteral("%1/%2-event-wizard.png")
                             .arg(dir)
                             .arg(tabs_->count() + 1, 2, 10, QLatin1Char('0'));
  if (store_ &&
      EventWizard::saveScreenshot(wizard, QString::fromStdString(store_->event().timeControl)))
    written << wizard;
  // The board clock of the first game of the round the wall shows.
  BoardClockWindow* board =
      clocksView_ && clocksView_->table()->rowCount() > 0
          ? clocksView_->openBoard(clocksView_->table()->item(0, 0)->text().toInt())
          : nullptr;
  if (board) {
    QApplication::processEvents();
    const QString name = QStringLiteral("%1/%2-board-clock.png")
                             .arg(dir)
                             .arg(tabs_->count() + 2, 2, 10, QLatin1Char('0'));
    if (board->grab().save(name)) written << name;
    board->close();
  }
  return written;
}

}  // namespace tengen::desk
