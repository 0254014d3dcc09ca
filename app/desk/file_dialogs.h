#pragma once
// Every file dialog of the desk goes through here. The event's SQLite file may be open in this
// process while a dialog lists its folder, and on POSIX closing ANY descriptor of that file drops
// every lock the process holds on it: another process (`tengen`, another desk) then takes the
// file as unused, checkpoints and deletes the WAL this desk still writes to, and changes are
// lost. Qt's own dialogs open files to guess their type (QMimeDatabase content match: `.tengen`
// has no known suffix), native ones (GTK, portals) as well. So these dialogs are Qt's widget
// dialog (never native) with NameOnlyIconProvider, which never opens a file.

#include <QAbstractFileIconProvider>
#include <QCoreApplication>
#include <QIcon>
#include <QString>

class QFileDialog;
class QWidget;

namespace tengen::desk {

// Icons and type names from the file's name (suffix) and QFileInfo::isDir only: no MIME
// database, no content read, no open. Safe to call from the file model's gatherer thread (the
// icons are made once, in the thread that builds the provider).
class NameOnlyIconProvider : public QAbstractFileIconProvider {
  Q_DECLARE_TR_FUNCTIONS(NameOnlyIconProvider)

 public:
  NameOnlyIconProvider();
  QIcon icon(IconType type) const override;
  QIcon icon(const QFileInfo& info) const override;
  QString type(const QFileInfo& info) const override;

 private:
  QIcon computer_, desktop_, trash_, network_, drive_, folder_, file_;
};

class FileDialogs {
 public:
  enum class Mode { Open, Save };  // an existing file to read / a file name to write

  // A dialog ready to show (or exec): caption, starting folder or file, filters ("CSV files
  // (*.csv);;All files (*)") as QFileDialog::getOpenFileName takes them; never native, with a
  // NameOnlyIconProvider it owns. The caller deletes it (or parents it and lets it go).
  static QFileDialog* create(QWidget* parent, Mode mode, const QString& caption,
                             const QString& dir = QString(), const QString& filter = QString());
  // Drop-in for QFileDialog::getOpenFileName / getSaveFileName (a save asks before overwriting);
  // `selectedFilter` in: the filter to select first, out: the one chosen. Empty when cancelled.
  static QString openFileName(QWidget* parent, const QString& caption,
                              const QString& dir = QString(), const QString& filter = QString(),
                              QString* selectedFilter = nullptr);
  static QString saveFileName(QWidget* parent, const QString& caption,
                              const QString& dir = QString(), const QString& filter = QString(),
                              QString* selectedFilter = nullptr);
};

}  // namespace tengen::desk
