#pragma once
// OpenGotha tournament XML (tournament.dtd) written from the model. Players carry OpenGotha's
// name keys (what OpenGotha itself reads) and Tengen's stable ids (tengenId, tengenBlack,
// tengenWhite), so names with hyphens, apostrophes or duplicates survive a round trip; the extra
// tengen* attributes keep what OpenGotha has no place for (margins, referee results, seeds).
// The reader lives in db/opengotha_reader.h (it needs an XML parser).

#include <string>
#include <string_view>

#include "reports/standings.h"

namespace tengen::reports {

// The XML document (UTF-8). `savedAt` is written as saveDT (the caller passes the time).
std::string openGothaXml(const Tournament& tournament, const StandingsSettings& settings,
                         std::string_view savedAt = {});

// OpenGotha's player key: upper-case name + firstName without spaces.
std::string openGothaKey(std::string_view name, std::string_view firstName);
// How a Tengen name is split into OpenGotha's name (surname) and firstName, and joined back:
// the last space separates them ("Jean-Pierre O'Brien" -> "O'Brien", "Jean-Pierre").
struct SplitName {
  std::string name, firstName;
};
SplitName splitName(std::string_view full);
std::string joinName(std::string_view name, std::string_view firstName);

// OpenGotha's placement criterion name for ours (SOSM/SOSW depending on the primary score);
// "NUL" when OpenGotha has none (SOS-R).
std::string openGothaCriterion(Criterion criterion, bool mcMahon);
// Ours for an OpenGotha name, when there is one.
std::optional<Criterion> criterionFromOpenGotha(std::string_view name);
// OpenGotha result code (RESULT_WHITEWINS, ..._BYDEF) of a game result; RESULT_UNKNOWN for none.
std::string openGothaResult(const std::optional<pairing::Result>& result);
// The result an OpenGotha code means (nullopt for RESULT_UNKNOWN and unknown codes).
std::optional<pairing::Result> resultFromOpenGotha(std::string_view code);

}  // namespace tengen::reports
