#pragma once

#include <QString>
#include <functional>

namespace tengen::db {

// The statement with each `?` placeholder outside quoted literals ('...' or "...") replaced by
// `with(n)`, n counting from 0; returns the count in `count`. For the two ways EventStore sends a
// statement to PostgreSQL: values written in as literals, or `$1..$n` for a prepared statement.
inline QString replacePlaceholders(const QString& sql, const std::function<QString(int)>& with,
                                   int* count = nullptr) {
  QString out;
  out.reserve(sql.size() + 16);
  QChar quote;  // inside a literal: no placeholders there
  int n = 0;
  for (const QChar c : sql) {
    if (!quote.isNull()) {
      if (c == quote) quote = QChar();
    } else if (c == u'\'' || c == u'"') {
      quote = c;
    } else if (c == u'?') {
      out += with(n++);
      continue;
    }
    out += c;
  }
  if (count) *count = n;
  return out;
}

}  // namespace tengen::db
