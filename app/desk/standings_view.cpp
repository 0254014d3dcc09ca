#include "app/desk/standings_view.h"

#include <QComboBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTableView>
#include <variant>

#include "app/desk/box_layouts.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/language.h"
#include "app/desk/push_buttons.h"
#include "app/desk/report_table_model.h"
#include "app/desk/round_choices.h"
#include "app/desk/store_errors.h"
#include "app/desk/table_setup.h"
#include "clock/spec_parser.h"
#include "db/service/chain_check.h"
#include "db/store/event_store.h"
#include "db/store/opengotha_store.h"
#include "db/store/pairing_store.h"
#include "db/store/reports_store.h"
#include "reports/formats.h"

namespace tengen::desk {
namespace {

QString formatName(ExportFormat f) {
  switch (f) {
    case ExportFormat::StandingsCsv:
      return StandingsView::tr("Standings, CSV");
    case ExportFormat::StandingsJson:
      return StandingsView::tr("Standings, JSON");
    case ExportFormat::StandingsHtml:
      return StandingsView::tr("Standings, web page (HTML)");
    case ExportFormat::StandingsPdf:
      return StandingsView::tr("Standings, PDF");
    case ExportFormat::CrosstableHtml:
      return StandingsView::tr("Crosstable, web page (HTML)");
    case ExportFormat::CrosstablePdf:
      return StandingsView::tr("Crosstable, PDF");
    case ExportFormat::CrosstableText:
      return StandingsView::tr("Crosstable, plain text");
    case ExportFormat::EgfH9:
      return StandingsView::tr("EGF results (h9)");
    case ExportFormat::AgaResults:
      return StandingsView::tr("AGA results");
    case ExportFormat::OpenGothaXml:
      return StandingsView::tr("OpenGotha tournament (XML)");
  }
  return {};
}

QString conventionName(reports::Convention c) {
  switch (c) {
    case reports::Convention::Tengen:
      return StandingsView::tr("Tengen's own");
    case reports::Convention::OpenGotha:
      return StandingsView::tr("OpenGotha");
    case reports::Convention::Chinese:
      return StandingsView::tr("Chinese (中国)");
  }
  return {};
}

}  // namespace

StandingsView::StandingsView(db::EventStore& store, const Language& language, QWidget* parent)
    : QWidget(parent), store_(store), language_(language) {
  round_ = new QComboBox;
  RoundChoices::track(round_);
  connect(round_, &QComboBox::currentIndexChanged, this, &StandingsView::showStandings);
  mode_ = new QComboBox;
  mode_->addItem(QString());
  mode_->addItem(QString());
  connect(mode_, &QComboBox::currentIndexChanged, this, &StandingsView::showStandings);
  auto* refresh = buttonRunning(this, &StandingsView::reload);
  auto* print = buttonRunning(this, &StandingsView::printWithPreview);
  auto* exportButton = buttonRunning(this, &StandingsView::chooseExport);
  model_ = new ReportTableModel(this);
  table_ = new QTableView;
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->verticalHeader()->hide();
  sizeColumnsFromFirstRows(table_);
  status_ = new QLabel;
  status_->setWordWrap(true);
  convention_ = new QLabel;

  auto* roundLabel = new QLabel;
  texts_([=, this] {
    showConvention();
    roundLabel->setText(tr("After round"));
    mode_->setItemText(0, tr("Standings"));
    mode_->setItemText(1, tr("Crosstable"));
    refresh->setText(tr("&Refresh"));
    print->setText(tr("&Print..."));
    exportButton->setText(tr("E&xport..."));
  });
  columnOn(
      this,
      {rowOf({roundLabel, round_, mode_, convention_, Stretch{}, refresh, print, exportButton}),
       {table_, 1},
       status_});
}

void StandingsView::showEvent(QShowEvent* event) {
  if (!loaded_) reload();
  QWidget::showEvent(event);
}

reports::Language StandingsView::reportLanguage() const {
  return language_.current() == QLatin1String("zh") ? reports::Language::Zh : reports::Language::En;
}

void StandingsView::setMode(Mode mode) {
  mode_->setCurrentIndex(mode == Mode::Crosstable ? 1 : 0);
}

void StandingsView::reload() {
  loaded_ = true;
  const QVariant wanted = round_->currentData();
  tournament_.reset();
  standings_.reset();
  {
    const QSignalBlocker quiet(round_);
    round_->clear();
    try {
      tournament_ = db::loadTournament(store_);
      for (const pairing::Round& r : tournament_->rounds)
        round_->addItem(QString::number(r.number), r.number);
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
  }
  RoundChoices::restore(round_, wanted);  // the newest round, unless another was picked
  showStandings();
}

void StandingsView::settingsChanged() {
  if (loaded_) reload();
}

void StandingsView::showConvention() {
  convention_->setText(
      standings_ ? tr("Convention: %1").arg(conventionName(standings_->settings.scoring.convention))
                 : QString());
}

void StandingsView::showStandings() {
  standings_.reset();
  model_->setTable({});
  status_->clear();
  showConvention();
  if (!tournament_) return;
  if (!round_->currentData().isValid()) {
    status_->setText(tr("No round has been drawn yet."));
    return;
  }
  try {
    const reports::StandingsSettings settings = db::loadStandingsSettings(store_);
    standings_ = reports::computeStandings(*tournament_, settings, round_->currentData().toInt());
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return;
  }
  showConvention();
  showTable();
  table_->resizeColumnsToContents();
}

void StandingsView::showTable() {
  model_->setTable(mode_->currentIndex() == 1
                       ? reports::crosstableTable(*standings_, reportLanguage())
                       : reports::standingsTable(*standings_, reportLanguage()));
}

void StandingsView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) {
    texts_.retranslate();
    // The same standings in the other language, scrolled and selected as they were.
    if (standings_) {
      const int row = table_->currentIndex().row();
      const int down = table_->verticalScrollBar()->value();
      const int across = table_->horizontalScrollBar()->value();
      showTable();
      if (row >= 0) table_->selectRow(row);
      table_->verticalScrollBar()->setValue(down);
      table_->horizontalScrollBar()->setValue(across);
    } else if (loaded_ && !round_->currentData().isValid()) {
      status_->setText(tr("No round has been drawn yet."));
    }
  }
  QWidget::changeEvent(event);
}

void StandingsView::printTo(QPrinter* printer) {
  if (!loaded_) reload();
  if (!standings_ || !tournament_) return;
  // The pages `tengen print standings|crosstable` writes, painted on the printer.
  print::paintDocument(*printer, standingsPaper(mode_->currentIndex() == 1, *tournament_,
                                                *standings_, reportLanguage(), logHeadsLine()));
}

QString StandingsView::logHeadsLine() const {
  // The same heads `tengen print standings` prints (db/service/chain_check.h): the digest over
  // every chain, then the ledger's and the event log's, which `tengen db check --head` takes back.
  QStringList heads;
  try {
    for (const std::string& h : db::eventHeadsForPaper(db::readEventChains(store_)))
      heads << QString::fromStdString(h);
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
    return {};
  }
  return tr("Log heads (tengen db check --head): %1").arg(heads.join(QLatin1Char(' ')));
}

void StandingsView::printWithPreview() {
  QPrinter printer(QPrinter::HighResolution);
  if (!loaded_) reload();
  const bool wide =
      mode_->currentIndex() == 1 || (standings_ && standings_->settings.order.size() > 6);
  if (wide) printer.setPageOrientation(QPageLayout::Landscape);
  QPrintPreviewDialog preview(&printer, this);
  connect(&preview, &QPrintPreviewDialog::paintRequested, this, &StandingsView::printTo);
  preview.exec();
}

bool StandingsView::exportTo(ExportFormat format, const QString& path) {
  if (!loaded_) reload();
  if (!standings_ || !tournament_) {
    status_->setText(tr("No round has been drawn yet."));
    return false;
  }
  // OpenGotha's file carries the draw's settings and what an OpenGotha import kept.
  reports::OpenGothaOptions og;
  if (format == ExportFormat::OpenGothaXml) {
    try {
      og.draw = db::PairingStore(store_).settings();
      og.kept = db::loadOpenGothaKept(store_);
    } catch (const db::StoreError& e) {
      status_->setText(tr("%1: not written: %2").arg(path, StoreErrors::describe(e)));
      return false;
    }
    const auto parsed = clock::parseSpec(tournament_->event.timeControl);
    if (const auto* clockSettings = std::get_if<clock::ClockSettings>(&parsed))
      og.time = reports::egfTimeControlOf(*clockSettings);
  }
  const bool pdf = format == ExportFormat::StandingsPdf || format == ExportFormat::CrosstablePdf;
  const ExportDone done = exportStandings(format, *tournament_, *standings_, reportLanguage(), path,
                                          &og, pdf ? logHeadsLine() : QString());
  if (!done.error.isEmpty()) {
    status_->setText(tr("%1: not written: %2").arg(path, done.error));
    return false;
  }
  QString text = tr("Written: %1").arg(path);
  if (!done.warnings.empty())
    text += QLatin1Char(' ') +
            tr("%n warning(s), e.g. %1", nullptr, static_cast<int>(done.warnings.size()))
                .arg(QString::fromStdString(done.warnings.front()));
  status_->setText(text);
  return true;
}

void StandingsView::chooseExport() {
  QStringList filters;
  const std::vector<ExportFormat> formats = allExportFormats();
  for (ExportFormat f : formats)
    filters << QStringLiteral("%1 (*.%2)").arg(formatName(f), suffixOf(f));
  QString chosen;
  QString path = FileDialogs::saveFileName(this, tr("Export standings"), QString(),
                                           filters.join(QStringLiteral(";;")), &chosen);
  if (path.isEmpty()) return;
  const auto at = filters.indexOf(chosen);
  const ExportFormat format = formats[static_cast<std::size_t>(at < 0 ? 0 : at)];
  if (!path.contains(QLatin1Char('.'))) path += QLatin1Char('.') + suffixOf(format);
  exportTo(format, path);
}

}  // namespace tengen::desk
