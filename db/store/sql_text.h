#pragma once
// Text between the model and Qt Sql: the model's strings are UTF-8 std::string, Qt Sql binds and
// returns QString inside QVariant. `q` turns model text into a bound value's QString, `s` a
// column's value back into model text (a NULL column reads as ""). Short names on purpose: row
// readers and writers call them once per column.

#include <QString>
#include <QVariant>
#include <string>
#include <string_view>

namespace tengen::db::sql_text {

inline QString q(const std::string& text) {
  return QString::fromStdString(text);
}
inline QString q(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}
inline QString q(const char* text) {
  return QString::fromUtf8(text);
}
inline std::string s(const QVariant& value) {
  return value.toString().toStdString();
}

}  // namespace tengen::db::sql_text
