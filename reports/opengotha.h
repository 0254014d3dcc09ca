#pragma once
// OpenGotha tournament XML (tournament.dtd) written from the model. Players carry OpenGotha's
// name keys (what OpenGotha itself reads) and Tengen's stable ids (tengenId, tengenBlack,
// tengenWhite), so names with hyphens, apostrophes or duplicates survive a round trip; the extra
// tengen* attributes keep what OpenGotha has no place for (margins, referee results, seeds).
// The reader lives in db/opengotha_reader.h (it needs an XML parser).

#include <optional>
#include <string>
#include <string_view>

#include "pairing/draw_settings.h"
#include "reports/egf_time.h"
#include "reports/opengotha_kept.h"
#include "reports/standings.h"

namespace tengen::reports {

// What the writer takes beyond the tournament and its standings settings.
struct OpenGothaOptions {
  // The save time, ISO 8601 ("2026-12-01T21:36:54Z") or already OpenGotha's yyyyMMddHHmmss;
  // written as saveDT in OpenGotha's form (its digits, the first fourteen).
  std::string savedAt;
  // The draw's settings (McMahon bar/floor, handicap, seeding, club/country avoidance); without
  // them the pairing and handicap parameters are OpenGotha's defaults for the event's system.
  std::optional<pairing::PairingSettings> draw;
  // The time control, when the event's parses as a clock spec (basic time and overtime).
  std::optional<EgfTimeControl> time;
  // What an imported OpenGotha file held beyond Tengen's fields (opengotha_kept.h): written back
  // where Tengen's own value still means the same.
  OpenGothaKept kept;
};

// The XML document (UTF-8), with every parameter set OpenGotha 3.51 reads (General, Handicap,
// Placement, Pairing, DP, Publish and the team set): OpenGotha fails to open a file without the
// first four.
std::string openGothaXml(const Tournament& tournament, const StandingsSettings& settings,
                         const OpenGothaOptions& options);
std::string openGothaXml(const Tournament& tournament, const StandingsSettings& settings,
                         std::string_view savedAt = {});

// OpenGotha's player key: upper-case name + firstName without spaces (ASCII, Latin-1 and
// Cyrillic letters upper-cased as Java does; other scripts as they are).
std::string openGothaKey(std::string_view name, std::string_view firstName);
// How a Tengen name (one field) is split into OpenGotha's name (surname) and firstName, and
// joined back. splitName: "Surname, First" splits at the first ", " ("van Zeist, Rob");
// otherwise the last space between two words ("Jean-Pierre O'Brien" -> "O'Brien",
// "Jean-Pierre"); a Chinese name without spaces splits after its surname (one character, or a
// two-character compound surname such as 欧阳); a single word keeps a first name of "-" (OpenGotha
// refuses an empty one). joinName writes the form splitName splits back exactly: "First Surname"
// (or "柯洁") when that re-splits to the same two parts, else "Surname, First", so a surname of
// several words or with a trailing space survives an import and a re-export.
struct SplitName {
  std::string name, firstName;
  friend bool operator==(const SplitName&, const SplitName&) = default;
};
inline constexpr std::string_view kNoFirstName = "-";
SplitName splitName(std::string_view full);
std::string joinName(std::string_view name, std::string_view firstName);

// OpenGotha's placement criterion name for ours, spelt as OpenGotha matches it (its "long names":
// NBW, MMS, SOSW/SOSM, SOSW-1, SOSM-2, SOSOSW, SODOSM, CUSSW, DC, Rating; the W or M form by the
// primary score); SCORE is NBW (the number of wins, jigo ½). "NULL" when OpenGotha has none
// (SOS-R).
std::string openGothaCriterion(Criterion criterion, bool mcMahon);
// Ours for an OpenGotha name, when there is one (also the short names older Tengen wrote).
std::optional<Criterion> criterionFromOpenGotha(std::string_view name);
// OpenGotha result code (RESULT_WHITEWINS, ..._BYDEF) of a game result; RESULT_UNKNOWN for none.
std::string openGothaResult(const std::optional<pairing::Result>& result);
// The result an OpenGotha code means (nullopt for RESULT_UNKNOWN and unknown codes).
std::optional<pairing::Result> resultFromOpenGotha(std::string_view code);

}  // namespace tengen::reports
