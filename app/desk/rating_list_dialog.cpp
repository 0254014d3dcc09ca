#include "app/desk/rating_list_dialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include "app/desk/box_layouts.h"
#include "app/desk/file_dialogs.h"
#include "app/desk/table_setup.h"
#include "app/wording/std_text.h"

namespace tengen::desk {
namespace {
// Enough to pick from while typing; the status line says when more match.
constexpr std::size_t kShown = 100;

}  // namespace

RatingListDialog::RatingListDialog(const QString& path, QWidget* parent) : QDialog(parent) {
  setWindowTitle(tr("Register from rating list"));
  file_ = new QLabel(tr("No list chosen."));
  file_->setWordWrap(true);
  auto* choose = new QPushButton(tr("&Choose list..."));
  choose->setToolTip(tr("EGD allworld_lp.html, FFG ech_ffg_V3.txt or AGA TDListA.txt"));
  connect(choose, &QPushButton::clicked, this, &RatingListDialog::chooseFile);

  search_ = new QLineEdit;
  search_->setPlaceholderText(tr("Start of the name (surname or given name first) or the id"));
  search_->setClearButtonEnabled(true);
  connect(search_, &QLineEdit::textChanged, this, &RatingListDialog::updateResults);

  results_ = new QTableWidget(0, 6);
  results_->setHorizontalHeaderLabels(
      {tr("ID"), tr("Name"), tr("Rank"), tr("Rating"), tr("Club"), tr("Country")});
  setUpRecordTable(results_, QAbstractItemView::SingleSelection);
  connect(results_, &QTableWidget::itemSelectionChanged, this, &RatingListDialog::updateButton);
  connect(results_, &QTableWidget::cellDoubleClicked, this, [this] {
    if (register_->isEnabled()) accept();
  });

  status_ = new QLabel;
  status_->setWordWrap(true);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
  register_ = buttons->addButton(tr("&Register"), QDialogButtonBox::AcceptRole);
  connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* fileRow = new QHBoxLayout;
  fileRow->addWidget(file_, 1);
  fileRow->addWidget(choose);
  columnOn(this, {fileRow, search_, {results_, 1}, status_, buttons});
  resize(640, 420);

  if (!path.isEmpty()) loadFile(path);
  updateButton();
}

void RatingListDialog::chooseFile() {
  const QString chosen = FileDialogs::openFileName(
      this, tr("Choose rating list"), path_.isEmpty() ? QString() : QFileInfo(path_).path(),
      tr("Rating lists (*.html *.htm *.txt);;All files (*)"));
  if (!chosen.isEmpty()) loadFile(chosen);
}

bool RatingListDialog::loadFile(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    status_->setText(tr("%1: cannot read the file").arg(path));
    return false;
  }
  const QByteArray bytes = file.readAll();
  auto list = std::make_unique<pairing::RatingList>(pairing::RatingList::parse(
      std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))));
  if (list->entries().empty()) {
    status_->setText(
        tr("%1 is not a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA).").arg(path));
    return false;
  }
  list_ = std::move(list);
  path_ = path;
  const QString format = QString::fromLatin1(pairing::toCode(list_->format()).data()).toUpper();
  file_->setText(tr("%1 (%2, %n entries)", nullptr, static_cast<int>(list_->entries().size()))
                     .arg(QFileInfo(path).fileName(), format));
  listNote_.clear();
  if (!list_->errors().empty()) {
    const auto& first = list_->errors().front();
    listNote_ = tr("%n line(s) could not be read and were skipped, e.g. line %1: %2", nullptr,
                   static_cast<int>(list_->errors().size()))
                    .arg(first.line)
                    .arg(qs(first.problem));
  }
  updateResults();
  search_->setFocus();
  return true;
}

void RatingListDialog::updateResults() {
  results_->setRowCount(0);
  shown_.clear();
  if (!list_) return;
  const auto found = list_->search(search_->text().toStdString(), kShown);
  shown_ = found.entries;
  results_->setRowCount(static_cast<int>(shown_.size()));
  for (int row = 0; row < static_cast<int>(shown_.size()); ++row) {
    const pairing::RatingEntry& e = *shown_[static_cast<std::size_t>(row)];
    const QStringList cells{
        qs(e.id),         qs(e.name), e.rank ? qs(e.rank->toString()) : QStringLiteral("-"),
        qs(e.ratingText), qs(e.club), qs(e.country)};
    for (int c = 0; c < cells.size(); ++c)
      results_->setItem(row, c, new QTableWidgetItem(cells[c]));
  }
  results_->resizeColumnsToContents();  // at most kShown rows
  if (shown_.size() == 1) results_->selectRow(0);
  if (found.more)
    status_->setText(tr("More than %1 entries match; type more of the name.").arg(kShown));
  updateButton();
}

const pairing::RatingEntry* RatingListDialog::selectedEntry() const {
  const auto rows = results_->selectionModel()->selectedRows();
  if (rows.isEmpty()) return nullptr;
  const auto row = static_cast<std::size_t>(rows.front().row());
  return row < shown_.size() ? shown_[row] : nullptr;
}

std::optional<pairing::Player> RatingListDialog::player() const {
  const pairing::RatingEntry* entry = selectedEntry();
  if (!entry || !list_) return std::nullopt;
  return pairing::playerFromEntry(*entry, list_->format());
}

void RatingListDialog::updateButton() {
  const pairing::RatingEntry* entry = selectedEntry();
  register_->setEnabled(entry && entry->rank);
  QStringList notes;
  if (!listNote_.isEmpty()) notes << listNote_;
  if (more_) notes << tr("More than %1 entries match; type more of the name.").arg(kShown);
  if (entry && !entry->rank)
    notes << (tr("%1 has no rating in the list; register the player with Add player... "
                 "and the rank.")
                  .arg(qs(entry->name)));
  status_->setText(notes.join(QLatin1Char('\n')));
}

}  // namespace tengen::desk
