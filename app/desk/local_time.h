#pragma once
// Times the store keeps in UTC (ISO 8601, "2026-05-01T09:30:00Z") as the director reads them: in
// the computer's local time, "2026-05-01 17:30:00" (its time zone's offset applied).

#include <QString>
#include <string>

namespace tengen::desk {

// `iso` in the local time zone as "yyyy-MM-dd HH:mm:ss"; a text that is not ISO 8601 is returned
// as it is, an empty one stays empty.
QString localTime(const QString& iso);
inline QString localTime(const std::string& iso) {
  return localTime(QString::fromStdString(iso));
}

}  // namespace tengen::desk
