#include "app/desk/file_dialogs.h"

#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QPointer>
#include <QStyle>
#include <memory>

namespace tengen::desk {
namespace {

// Owns the dialog's icon provider. A child of the dialog added after its file model, so the
// model (whose gatherer thread may still be asking the provider) is deleted first.
class ProviderOwner : public QObject {
 public:
  explicit ProviderOwner(QObject* parent)
      : QObject(parent), provider(std::make_unique<NameOnlyIconProvider>()) {}
  std::unique_ptr<NameOnlyIconProvider> provider;
};

QString run(QFileDialog* made, QString* selectedFilter) {
  QPointer<QFileDialog> dialog(made);
  if (selectedFilter && !selectedFilter->isEmpty()) dialog->selectNameFilter(*selectedFilter);
  const bool accepted = dialog->exec() == QDialog::Accepted;
  if (!dialog) return QString();  // its parent went while it was open
  QString chosen;
  if (accepted) {
    chosen = dialog->selectedFiles().value(0);
    if (selectedFilter) *selectedFilter = dialog->selectedNameFilter();
  }
  delete dialog.data();
  return chosen;
}

}  // namespace

NameOnlyIconProvider::NameOnlyIconProvider() {
  QStyle* style = QApplication::style();
  computer_ = style->standardIcon(QStyle::SP_ComputerIcon);
  desktop_ = style->standardIcon(QStyle::SP_DesktopIcon);
  trash_ = style->standardIcon(QStyle::SP_TrashIcon);
  network_ = style->standardIcon(QStyle::SP_DriveNetIcon);
  drive_ = style->standardIcon(QStyle::SP_DriveHDIcon);
  folder_ = style->standardIcon(QStyle::SP_DirIcon);
  file_ = style->standardIcon(QStyle::SP_FileIcon);
}

QIcon NameOnlyIconProvider::icon(IconType type) const {
  switch (type) {
    case Computer:
      return computer_;
    case Desktop:
      return desktop_;
    case Trashcan:
      return trash_;
    case Network:
      return network_;
    case Drive:
      return drive_;
    case Folder:
      return folder_;
    case File:
      break;
  }
  return file_;
}

QIcon NameOnlyIconProvider::icon(const QFileInfo& info) const {
  return info.isDir() ? folder_ : file_;
}

QString NameOnlyIconProvider::type(const QFileInfo& info) const {
  if (info.isDir()) return tr("Folder");
  const QString suffix = info.suffix();
  if (suffix.isEmpty()) return tr("File");
  if (suffix.compare(QLatin1String("tengen"), Qt::CaseInsensitive) == 0) return tr("Tengen event");
  return tr("%1 file").arg(suffix.toUpper());
}

QFileDialog* FileDialogs::create(QWidget* parent, Mode mode, const QString& caption,
                                 const QString& dir, const QString& filter) {
  auto* dialog = new QFileDialog(parent, caption, dir, filter);
  // Options first: DontUseNativeDialog makes the widgets (and the file model) now; the model
  // asks the provider only when the event loop delivers the folder's listing, which is after the
  // provider below is set.
  dialog->setOptions(QFileDialog::DontUseNativeDialog | QFileDialog::DontUseCustomDirectoryIcons);
  if (mode == Mode::Save) {
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setFileMode(QFileDialog::AnyFile);
  } else {
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
  }
  auto* owner = new ProviderOwner(dialog);
  dialog->setIconProvider(owner->provider.get());
  return dialog;
}

QString FileDialogs::openFileName(QWidget* parent, const QString& caption, const QString& dir,
                                  const QString& filter, QString* selectedFilter) {
  return run(create(parent, Mode::Open, caption, dir, filter), selectedFilter);
}

QString FileDialogs::saveFileName(QWidget* parent, const QString& caption, const QString& dir,
                                  const QString& filter, QString* selectedFilter) {
  return run(create(parent, Mode::Save, caption, dir, filter), selectedFilter);
}

}  // namespace tengen::desk
