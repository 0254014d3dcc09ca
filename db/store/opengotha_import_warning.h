#pragma once
// What an OpenGotha import skipped or could not read, as a value the front ends word in the
// user's language (app/cli/import_words.h, the desk's StoreErrors): the file is still imported,
// without that part. describe() gives the English text for logs.

#include <string>

#include "pairing/opengotha_params.h"

namespace tengen::db {

struct OpenGothaImportWarning {
  enum class Kind {
    CategoryWithoutLimit,  // Category `number` of `count`: only 1..count-1 have a lower limit
    UnknownRank,           // player `name`'s rank `value` is not a rank
    SharedKey,             // two players share the OpenGotha key `value` (surname + first name)
    GameUnknownPlayer,     // the game at `round`, `board` names an unknown player
    ByeUnknownPlayer,      // a bye names an unknown player or round
    ForbiddenPairUnknown,  // a forbidden pair names an unknown player
    FixedPairUnknown,      // a fixed pair names an unknown player or round
    FixedTableUnknown,     // a fixed table names an unknown player or table
    BadStartTime,          // `round`'s start time `value` is not a time
    BadDrawSetting,        // Tengen's draw setting `name`=`value` was refused
    BadParameter,          // an OpenGotha parameter the draw reads: `parameter`
  };
  Kind kind = Kind::GameUnknownPlayer;
  int round = 0, board = 0;
  int number = 0, count = 0;
  std::string name, value;
  pairing::OpenGothaParamProblem parameter;  // for BadParameter
  friend bool operator==(const OpenGothaImportWarning&, const OpenGothaImportWarning&) = default;
};

std::string describe(const OpenGothaImportWarning& warning);

}  // namespace tengen::db
