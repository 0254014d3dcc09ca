#include "app/desk/local_time.h"

#include <QDateTime>
#include <QTimeZone>

namespace tengen::desk {

QString localTime(const QString& iso) {
  if (iso.isEmpty()) return {};
  QDateTime at = QDateTime::fromString(iso, Qt::ISODateWithMs);
  if (!at.isValid()) at = QDateTime::fromString(iso, Qt::ISODate);
  if (!at.isValid()) return iso;
  // A time without a zone is the store's: UTC.
  if (at.timeSpec() == Qt::LocalTime) at.setTimeZone(QTimeZone::utc());
  return at.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

}  // namespace tengen::desk
