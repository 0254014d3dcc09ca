#include "app/desk/store_errors.h"

#include "app/wording/import_words.h"
#include "app/wording/std_text.h"

namespace tengen::desk {

QString StoreErrors::describe(const db::StoreError& e) {
  using K = db::StoreError::Kind;
  const QString d = QString::fromStdString(e.detail());
  switch (e.kind()) {
    case K::FileMissing:
      return tr("%1: no such event file").arg(d);
    case K::FileExists:
      return tr("%1: a file already exists there; choose another name").arg(d);
    case K::NotAnEvent:
      return tr("%1: not a Tengen event file").arg(d);
    case K::NewerSchema:
      return tr("%1 (this event file was written by a newer Tengen; upgrade Tengen to open it)")
          .arg(d);
    case K::Invalid:
      return tr("invalid value: %1")
          .arg(e.eventProblem() ? wording::ImportWords::describe(*e.eventProblem()) : d);
    case K::NoSuchPlayer:
      return tr("no player with id %1 in this event").arg(d);
    case K::NoSuchRound:
      return tr("round %1 has no draw").arg(d);
    case K::NoSuchGame:
      return tr("no game at %1").arg(d);
    case K::StaleVersion:
      return tr("%1 was changed by someone else since it was read; reload and try again").arg(d);
    case K::Busy:
      return tr("the event is busy: another desk or process is writing to it; try again in a "
                "moment (%1)")
          .arg(d);
    case K::Database:
      return tr("database error: %1").arg(d);
  }
  return d;
}

QString StoreErrors::describe(const QString& file, const pairing::PlayerCsvError& e) {
  using K = pairing::PlayerCsvError::Kind;
  QString what;
  switch (e.kind) {
    case K::Syntax:
      what = tr("CSV syntax: %1").arg(qs(e.problem));
      break;
    case K::MissingColumn:
      what = tr("the header has no '%1' column").arg(qs(e.columnName));
      break;
    case K::UnknownColumn:
      what = tr("unknown column '%1'").arg(qs(e.value));
      break;
    case K::Duplicate:
      what = tr("column '%1' appears twice").arg(qs(e.columnName));
      break;
    case K::FieldCount:
      what = qs(e.problem);
      break;
    case K::Required:
      what = tr("'%1' is empty").arg(qs(e.columnName));
      break;
    case K::BadRank:
      what = tr("bad rank '%1'").arg(qs(e.value));
      break;
    case K::BadRating:
      what = tr("bad rating '%1'").arg(qs(e.value));
      break;
    case K::BadDate:
      what = tr("bad date '%1' (YYYY-MM-DD)").arg(qs(e.value));
      break;
  }
  if (e.row > 0)
    return tr("%1, line %2, row %3, column %4 (%5): %6")
        .arg(file)
        .arg(e.line)
        .arg(e.row)
        .arg(e.column)
        .arg(qs(e.columnName), what);
  return tr("%1, line %2: %3").arg(file).arg(e.line).arg(what);
}

}  // namespace tengen::desk
