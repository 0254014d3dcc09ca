#pragma once
// A temporary folder for one test, removed at the end.

#include <QString>
#include <QTemporaryDir>
#include <string>

namespace tengen::test {

class TempDir {
 public:
  TempDir();
  // The absolute path of `name` inside the folder.
  QString file(const QString& name) const { return dir_.filePath(name); }
  std::string path(const std::string& name) const {
    return file(QString::fromStdString(name)).toStdString();
  }
  // Writes `content` (UTF-8 bytes) to `name` and returns its path.
  std::string write(const std::string& name, const std::string& content) const;

 private:
  QTemporaryDir dir_;
};

// The bytes of the file at `path` (one a test or a command wrote); throws when it cannot be read.
std::string readFile(const std::string& path);

}  // namespace tengen::test
