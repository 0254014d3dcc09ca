#pragma once
// The FFG's results file (.tou), in the form OpenGotha writes it (ExternalDocument's Tou file):
// ";key=value" header lines, then one line per player who took part, in place order.

#include <map>
#include <string>

#include "reports/formats.h"
#include "reports/standings.h"

namespace tengen::reports {

struct TouOptions {
  std::string shortName;    // ;name= (an OpenGotha file's shortName; else the event's name)
  std::string time;         // ;time= basic minutes, "+b" with an overtime ("60+b")
  int adjustedMinutes = 0;  // ;ta= (EGF adjusted time)
  std::map<pairing::PlayerId, std::string> licences;  // FFG licence numbers (kept from OpenGotha)
};

// Header: name, date (dd/mm/yyyy), vill (venue), comm (event name), prog, size, time, ta, komi;
// players: place (4, blank for ex-aequo), "Surname_parts First_parts" in 25, rank in 3, licence
// in 7 and the club's last 4 characters (right-aligned), then each round in 8 as OpenGotha's
// half-game strings without '/' and '!' ("12+w2", "0=" for a bye or absence...). ISO-8859-15
// text is the caller's business: this is UTF-8 folded to ASCII.
Export ffgTou(const Standings& standings, const Tournament& tournament, const TouOptions& options);

}  // namespace tengen::reports
