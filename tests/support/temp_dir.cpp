#include "tests/support/temp_dir.h"

#include <QFile>
#include <stdexcept>

namespace tengen::test {

TempDir::TempDir() {
  if (!dir_.isValid()) throw std::runtime_error("cannot create a temporary folder");
}

std::string TempDir::write(const std::string& name, const std::string& content) const {
  const QString path = file(QString::fromStdString(name));
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
    throw std::runtime_error("cannot write " + path.toStdString());
  f.write(content.data(), static_cast<qint64>(content.size()));
  return path.toStdString();
}

std::string readFile(const std::string& path) {
  QFile f(QString::fromStdString(path));
  if (!f.open(QIODevice::ReadOnly)) throw std::runtime_error("cannot read " + path);
  return f.readAll().toStdString();
}

}  // namespace tengen::test
