#include "db/store/partial_file.h"

#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cerrno>
#include <cstring>

#include "db/store/store_error.h"

namespace tengen::db {
namespace {

const QString kMark = QStringLiteral(".partial-");

QString prefixFor(const QString& path) {
  return QLatin1Char('.') + QFileInfo(path).fileName() + kMark;
}

[[noreturn]] void fail(const QString& what, const QString& path) {
  throw StoreError(StoreError::Kind::Database,
                   (what + QStringLiteral(" ") + path + QStringLiteral(": ") +
                    QString::fromLocal8Bit(std::strerror(errno)))
                       .toStdString());
}

void syncPath(const QString& path, int flags) {
  const QByteArray name = QFile::encodeName(path);
  const int fd = ::open(name.constData(), flags | O_CLOEXEC);
  if (fd < 0) fail(QStringLiteral("open"), path);
  const int synced = ::fsync(fd);
  const int saved = errno;
  ::close(fd);
  errno = saved;
  if (synced != 0) fail(QStringLiteral("fsync"), path);
}

// Renames without replacing: renameat2(RENAME_NOREPLACE), or link + unlink where the file system
// does not offer it. False (errno EEXIST) when `to` exists.
bool renameNoReplace(const QByteArray& from, const QByteArray& to) {
#ifdef RENAME_NOREPLACE
  if (::renameat2(AT_FDCWD, from.constData(), AT_FDCWD, to.constData(), RENAME_NOREPLACE) == 0)
    return true;
  if (errno != EINVAL && errno != ENOSYS) return false;
#endif
  if (::link(from.constData(), to.constData()) != 0) return false;
  ::unlink(from.constData());
  return true;
}

}  // namespace

QString partialPathFor(const QString& path) {
  const QFileInfo info(path);
  return info.absoluteDir().filePath(
      prefixFor(path) + QStringLiteral("%1-%2")
                            .arg(::getpid())
                            .arg(QRandomGenerator::global()->generate(), 8, 16, QLatin1Char('0')));
}

bool isPartialFile(const QString& file) {
  const QString name = QFileInfo(file).fileName();
  return name.startsWith(QLatin1Char('.')) && name.contains(kMark);
}

int removeStalePartials(const QString& path) {
  const QFileInfo info(path);
  const QString prefix = prefixFor(path);
  const QDir dir = info.absoluteDir();
  int removed = 0;
  const QStringList found =
      dir.entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::Hidden | QDir::System);
  for (const QString& name : found) {
    if (name.endsWith(QLatin1String("-wal")) || name.endsWith(QLatin1String("-shm")) ||
        name.endsWith(QLatin1String("-journal")))
      continue;  // removed with their file
    bool ok = false;
    const qint64 pid = name.mid(prefix.size()).section(QLatin1Char('-'), 0, 0).toLongLong(&ok);
    if (!ok || pid <= 0) continue;
    if (pid != ::getpid() && (::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM))
      continue;  // its writer still runs: another attempt under way
    removeSqliteFiles(dir.filePath(name));
    QFile::remove(dir.filePath(name) + QStringLiteral("-journal"));
    ++removed;
  }
  return removed;
}

bool publishPartial(const QString& partial, const QString& path) {
  syncPath(partial, O_RDONLY);
  const QFileInfo info(path);
  if (!renameNoReplace(QFile::encodeName(partial), QFile::encodeName(info.absoluteFilePath()))) {
    if (errno == EEXIST) return false;
    fail(QStringLiteral("rename"), partial);
  }
  syncPath(info.absolutePath(), O_RDONLY | O_DIRECTORY);
  return true;
}

void removeSqliteFiles(const QString& path) {
  QFile::remove(path);
  QFile::remove(path + QStringLiteral("-wal"));
  QFile::remove(path + QStringLiteral("-shm"));
}

}  // namespace tengen::db
