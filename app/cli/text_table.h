#pragma once
// A plain-text table for the terminal that lines up CJK text (two columns per wide character).

#include <QString>
#include <QStringList>
#include <vector>

namespace tengen::cli {

class TextTable {
 public:
  explicit TextTable(QStringList header) : header_(std::move(header)) {}
  void addRow(QStringList row) { rows_.push_back(std::move(row)); }
  // Columns listed here are right-aligned (numbers).
  void alignRight(int column) { right_.push_back(column); }
  QString render() const;

  // Terminal columns a string takes: East Asian wide and full-width characters count two.
  static int displayWidth(const QString& text);

 private:
  QStringList header_;
  std::vector<QStringList> rows_;
  std::vector<int> right_;
};

}  // namespace tengen::cli
