#pragma once
// What a `tengen ... --json` run printed, read as Qt JSON (an empty value when it is not JSON:
// the assertions on its fields then fail and name the field).

#include <QByteArray>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <string>

namespace tengen::test {

inline QJsonObject jsonObject(const std::string& text) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(text)).object();
}

inline QJsonArray jsonArray(const std::string& text) {
  return QJsonDocument::fromJson(QByteArray::fromStdString(text)).array();
}

}  // namespace tengen::test
