#pragma once
// Reading a rating list on the command line, shared by `tengen ratings` and
// `tengen player add --from-list`.

#include <QString>
#include <string>

#include "pairing/rating_list.h"

namespace tengen::cli {

// Reads and parses the list (format given as egd/ffg/aga, or empty to detect it). Throws CliError
// (kBadFile) when the file is unreadable or not a rating list; warns on stderr about bad lines,
// naming them, and goes on with the good ones.
pairing::RatingList loadRatingList(const std::string& file, const std::string& format);

// One line per entry for messages: "10000002  Müller Jürgen  2d  2160  Berl  DE".
QString describeEntry(const pairing::RatingEntry& entry);

}  // namespace tengen::cli
