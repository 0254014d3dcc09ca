#pragma once
// Search as you type over the infraction catalogue: a referee at the board types "ko", "打劫",
// "§20" or "17.2" and sees the infractions that match. Plain C++: no Qt, no I/O.

#include <string_view>
#include <vector>

#include "referee/catalogue.h"

namespace tengen::referee {

// Whether `infraction` matches `query` under `edition`: every word of the query (split on spaces)
// occurs, ASCII case-insensitively, in the code, the English or Chinese name, the usual words for
// it ("打劫" for ko-retake, "flag" for overtime), or the edition's
// article ("§17.2", "第17条第2款"; the leading "2002" / "older" / "2002年版" / "旧版" is not
// searched, so "20" finds §20 rather than every 2002 article). An empty query matches everything.
bool matchesInfraction(const Infraction& infraction, std::string_view query, Edition edition);

// The catalogue's infractions that match, in catalogue order.
std::vector<const Infraction*> searchCatalogue(std::string_view query, Edition edition);

}  // namespace tengen::referee
