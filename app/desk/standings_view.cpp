#include "app/desk/standings_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QTextDocument>
#include <QVBoxLayout>

#include "app/desk/language.h"
#include "app/desk/store_errors.h"
#include "db/event_store.h"
#include "db/reports_store.h"
#include "reports/formats.h"

namespace tengen::desk {

StandingsView::StandingsView(db::EventStore& store, const Language& language, QWidget* parent)
    : QWidget(parent), store_(store), language_(language) {
  round_ = new QComboBox;
  connect(round_, &QComboBox::currentIndexChanged, this, &StandingsView::showStandings);
  auto* refresh = new QPushButton(tr("Re&fresh"));
  connect(refresh, &QPushButton::clicked, this, &StandingsView::reload);
  auto* print = new QPushButton(tr("&Print..."));
  connect(print, &QPushButton::clicked, this, &StandingsView::printWithPreview);
  page_ = new QTextBrowser;
  status_ = new QLabel;
  status_->setWordWrap(true);

  auto* top = new QHBoxLayout;
  top->addWidget(new QLabel(tr("After round")));
  top->addWidget(round_);
  top->addStretch();
  top->addWidget(refresh);
  top->addWidget(print);
  auto* layout = new QVBoxLayout(this);
  layout->addLayout(top);
  layout->addWidget(page_, 1);
  layout->addWidget(status_);
  reload();
}

void StandingsView::reload() {
  const QVariant wanted = round_->currentData();
  {
    const QSignalBlocker quiet(round_);
    round_->clear();
    try {
      for (int r : store_.roundNumbers()) round_->addItem(QString::number(r), r);
    } catch (const db::StoreError& e) {
      status_->setText(StoreErrors::describe(e));
    }
    const int at = wanted.isValid() ? round_->findData(wanted) : -1;
    round_->setCurrentIndex(at >= 0 ? at : round_->count() - 1);
  }
  showStandings();
}

void StandingsView::showStandings() {
  page_->clear();
  status_->clear();
  if (!round_->currentData().isValid()) {
    status_->setText(tr("No round has been drawn yet."));
    return;
  }
  try {
    const reports::Tournament tournament = db::loadTournament(store_);
    const reports::StandingsSettings settings = db::loadStandingsSettings(store_);
    const reports::Standings standings =
        reports::computeStandings(tournament, settings, round_->currentData().toInt());
    reports::HtmlOptions options;
    options.lang =
        language_.current() == QLatin1String("zh") ? reports::Language::Zh : reports::Language::En;
    options.forPrint = true;  // the markup Qt's rich-text engine lays out, on screen and on paper
    page_->setHtml(QString::fromStdString(reports::standingsHtml(standings, tournament, options)));
  } catch (const db::StoreError& e) {
    status_->setText(StoreErrors::describe(e));
  }
}

void StandingsView::printTo(QPrinter* printer) {
  page_->document()->print(printer);
}

void StandingsView::printWithPreview() {
  QPrinter printer(QPrinter::HighResolution);
  QPrintPreviewDialog preview(&printer, this);
  connect(&preview, &QPrintPreviewDialog::paintRequested, this, &StandingsView::printTo);
  preview.exec();
}

}  // namespace tengen::desk
