#pragma once
// The desk's wording of event-store errors and CSV import errors (translated with tr()).

#include <QCoreApplication>
#include <QString>

#include "db/store/store_error.h"
#include "pairing/player_csv.h"

namespace tengen::desk {

class StoreErrors {
  Q_DECLARE_TR_FUNCTIONS(StoreErrors)
 public:
  static QString describe(const db::StoreError& error);
  static QString describe(const QString& file, const pairing::PlayerCsvError& error);
};

}  // namespace tengen::desk
