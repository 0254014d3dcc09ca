#include "app/cli/text_table.h"

#include <algorithm>

namespace tengen::cli {

int TextTable::displayWidth(const QString& text) {
  int width = 0;
  for (char32_t c : text.toUcs4()) {
    const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) ||
                      (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                      (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
                      (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
    width += wide ? 2 : 1;
  }
  return width;
}

QString TextTable::render() const {
  std::vector<int> widths(static_cast<std::size_t>(header_.size()), 0);
  auto measure = [&](const QStringList& row) {
    for (int i = 0; i < row.size() && i < static_cast<int>(widths.size()); ++i)
      widths[static_cast<std::size_t>(i)] =
          std::max(widths[static_cast<std::size_t>(i)], displayWidth(row[i]));
  };
  measure(header_);
  for (const auto& row : rows_) measure(row);

  auto renderRow = [&](const QStringList& row) {
    QString line;
    for (int i = 0; i < static_cast<int>(widths.size()); ++i) {
      const QString cell = i < row.size() ? row[i] : QString();
      const QString pad(widths[static_cast<std::size_t>(i)] - displayWidth(cell), QLatin1Char(' '));
      const bool right = std::find(right_.begin(), right_.end(), i) != right_.end();
      if (i) line += QStringLiteral("  ");
      line += right ? pad + cell : cell + pad;
    }
    while (line.endsWith(QLatin1Char(' '))) line.chop(1);
    return line;
  };

  QString out = renderRow(header_) + QLatin1Char('\n');
  int total = 0;
  for (int w : widths) total += w;
  out += QString(total + 2 * (static_cast<int>(widths.size()) - 1), QLatin1Char('-')) + QLatin1Char('\n');
  for (const auto& row : rows_) out += renderRow(row) + QLatin1Char('\n');
  out.chop(1);
  return out;
}

}  // namespace tengen::cli
