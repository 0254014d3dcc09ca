#pragma once
// What an OpenGotha file holds beyond Tengen's own fields, kept with the event so that the export
// writes it back (OpenGotha -> Tengen -> OpenGotha is lossless field by field), and the mapping of
// OpenGotha's parameters onto Tengen's fields (time control, draw settings, placement criteria).
//
// The rule the writer follows: an attribute Tengen has no field for is written as kept; an
// attribute Tengen owns is written as kept while it still means what Tengen holds now (the TD did
// not change it), else from Tengen's value. Groups of attributes that together make one Tengen
// field (the time system, the handicap set, seeding and geography, the placement criteria) are
// written as kept while the field they map to is unchanged.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <tuple>
#include <vector>

#include "pairing/draw_settings.h"
#include "pairing/game.h"
#include "pairing/player.h"
#include "reports/scoring.h"

namespace tengen::reports {

using OpenGothaAttributes = std::map<std::string, std::string>;

// A game as OpenGotha knows it: round, black and white (Tengen ids).
struct OpenGothaGameKey {
  int round = 0;
  pairing::PlayerId black = 0, white = 0;
  friend auto operator<=>(const OpenGothaGameKey&, const OpenGothaGameKey&) = default;
};

struct OpenGothaKept {
  // Parameter-set attributes by "Element.attribute" ("GeneralParameterSet.basicTime",
  // "PairingParameterSet.paiMaSeedSystem2"); repeated elements carry their position, four digits
  // from 0001: "PlacementCriterion#0003.name", "Category#0002.lowerLimit",
  // "ClubsGroup#0001.name", "Club#0001#0002.name", "Team#0001.teamName", "Board#0001#0004.player",
  // "TeamPlacementCriterion#0001.name"; "Tournament.runningMode" for the root.
  OpenGothaAttributes params;
  // Per player (Tengen id): the Player attributes as written in the file.
  std::map<pairing::PlayerId, OpenGothaAttributes> players;
  // Per game: the Game attributes as written (knownColor, result, ...).
  std::map<OpenGothaGameKey, OpenGothaAttributes> games;

  bool empty() const { return params.empty() && players.empty() && games.empty(); }
  // The value of params[key], or nullptr.
  const std::string* param(std::string_view key) const;
  friend bool operator==(const OpenGothaKept&, const OpenGothaKept&) = default;
};

// As key/value rows for the store ("param/KEY", "player/ID/ATTR", "game/R/B/W/ATTR") and back;
// rows with another form are ignored.
std::vector<std::pair<std::string, std::string>> keptRows(const OpenGothaKept& kept);
OpenGothaKept keptFromRows(const std::vector<std::pair<std::string, std::string>>& rows);
// The same kept values with player ids renumbered (the store assigns new ids on import);
// players and games naming an id not in the map are dropped.
OpenGothaKept renumbered(const OpenGothaKept& kept,
                         const std::map<pairing::PlayerId, pairing::PlayerId>& newIds);

// The time control as a Tengen clock spec ("byoyomi:60m+1x30s", "canadian:60m+15/300s",
// "fischer:60m+5s", "absolute:60m") from GeneralParameterSet; nullopt when the file has no time
// system or no basic time with sudden death.
std::optional<std::string> timeControlFromOpenGotha(const OpenGothaKept& kept);
// The handicap set (hdBasedOnMMS, hdCorrection, hdCeiling, hdNoHdRankThreshold; 9D = none) over
// `base`; `base` unchanged when the file has none.
pairing::HandicapSettings handicapFromOpenGotha(const OpenGothaKept& kept,
                                                pairing::HandicapSettings base);
// Seeding and geography over `base`: the first round by seeding when paiMaMaximizeSeeding > 0,
// else by lot; the seed system of round 1 (paiMaSeedSystem1); club avoidance when paiSeAvoidSameGeo
// > 0 and paiSePreferMMSDiffRatherThanSameClub > 0, country likewise.
struct OpenGothaSeeding {
  pairing::FirstRoundMethod firstRound = pairing::FirstRoundMethod::Lot;
  pairing::SeedingMethod seeding = pairing::SeedingMethod::SplitAndFold;
  bool avoidSameClub = true, avoidSameCountry = false;
  friend bool operator==(const OpenGothaSeeding&, const OpenGothaSeeding&) = default;
};
OpenGothaSeeding seedingOf(const pairing::PairingSettings& settings);
OpenGothaSeeding seedingFromOpenGotha(const OpenGothaKept& kept, OpenGothaSeeding base);
// The McMahon bar and floor (rank strengths) of GeneralParameterSet, when given.
std::optional<int> openGothaRankParam(const OpenGothaKept& kept, std::string_view key);
// The placement criteria in file order (PlacementCriterion#N.name mapped by
// criterionFromOpenGotha, NULL and unknown names skipped, repeats once).
std::vector<Criterion> criteriaFromOpenGotha(const OpenGothaKept& kept);
// Whether the file named any placement criterion.
bool hasOpenGothaCriteria(const OpenGothaKept& kept);

// The indexed key "Element#0001.attr" ("#0001#0002" for two positions).
std::string indexedKey(std::string_view element, const std::vector<int>& positions,
                       std::string_view attribute);

}  // namespace tengen::reports
