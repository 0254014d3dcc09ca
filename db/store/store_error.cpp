#include "db/store/store_error.h"

namespace tengen::db {

std::string StoreError::describe(Kind kind) {
  switch (kind) {
    case Kind::FileMissing:
      return "no such event file";
    case Kind::FileExists:
      return "a file already exists there";
    case Kind::NotAnEvent:
      return "not a Tengen event file";
    case Kind::NewerSchema:
      return "the event file was written by a newer Tengen (schema version)";
    case Kind::Invalid:
      return "invalid value";
    case Kind::NoSuchPlayer:
      return "no such player";
    case Kind::NoSuchRound:
      return "no such round";
    case Kind::NoSuchGame:
      return "no such game";
    case Kind::StaleVersion:
      return "changed by someone else since it was read";
    case Kind::Busy:
      return "the event is busy (another desk or process is writing), try again";
    case Kind::Database:
      return "database error";
  }
  return "error";
}

}  // namespace tengen::db
