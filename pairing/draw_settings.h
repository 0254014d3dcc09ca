#pragma once
// What the draw needs beyond pairing::Event: McMahon bar and floor, handicap rules, the order of
// the first round, seeding, club/country avoidance, forbidden and fixed pairs, fixed tables.
// Stored by db/store/pairing_store.h; defaults are OpenGotha's usual choices.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/opengotha_params.h"
#include "pairing/player.h"
#include "rules/half_points.h"

namespace tengen::pairing {

// How the first round is drawn: by lot (抽签, random pairs) or by seeding (strong against weak by
// the seeding method).
enum class FirstRoundMethod { Lot, Seeding };
// How a score group is paired inside (OpenGotha): top half against bottom half in a random order,
// folded (first against last) or slipped (first against first of the bottom half).
enum class SeedingMethod { SplitAndRandom, SplitAndFold, SplitAndSlip };

// Whose weights draw a Swiss or McMahon round: Tengen's own (draw.h) or OpenGotha's
// (opengotha_draw.h, from PairingSettings::openGotha).
enum class DrawProfile { Tengen, OpenGotha };

struct HandicapSettings {
  bool fromMms = true;  // handicap from the MMS difference (false: from the rank difference)
  int reduction = 1;    // stones taken off the difference
  int ceiling = 9;      // never more stones than this
  // No handicap when the stronger player's rank strength is at or above this (e.g. 0 = 1d).
  std::optional<int> noHandicapAbove;
  rules::HalfPoints komi{1};  // 0.5: komi of handicap games (handicap 1 = no komi, Black first)
  friend bool operator==(const HandicapSettings&, const HandicapSettings&) = default;
};

struct FixedPair {
  int round = 0;
  PlayerId a = 0;
  PlayerId b = 0;
  friend bool operator==(const FixedPair&, const FixedPair&) = default;
};

struct PairingSettings {
  // McMahon: a player's starting score is the rank strength clamped to [floor, bar], counted from
  // the floor (floor = 0); `mmsCorrection` adds whole points per player.
  int mcmahonBar = 2;      // strength: 3d
  int mcmahonFloor = -20;  // strength: 20k
  std::map<PlayerId, int> mmsCorrection;
  HandicapSettings handicap;
  FirstRoundMethod firstRound = FirstRoundMethod::Lot;
  SeedingMethod seeding = SeedingMethod::SplitAndFold;
  bool avoidSameClub = true;
  bool avoidSameCountry = false;
  // What a bye (轮空) adds to the score and to the MMS, and what a drawn round in which a player
  // had neither a game nor a bye (absent, or registered late) adds, in half points (2 = a win).
  // Not draw-settings keys: db::loadDrawInput takes them from the event's scoring convention
  // (reports::ScoringConvention bye / mmsBye / absent / mmsAbsent) so that the draw and the
  // standings agree.
  int byeHalfPoints = 2;
  int mmsByeHalfPoints = 2;
  int absentHalfPoints = 0;
  int mmsAbsentHalfPoints = 0;
  std::vector<std::pair<PlayerId, PlayerId>> forbiddenPairs;  // never paired (family, couples)
  std::vector<FixedPair> fixedPairs;                          // paired in that round, whatever
  std::map<PlayerId, int> fixedTables;                        // a player who always sits at a board
  bool doubleRoundRobin = false;
  bool thirdPlaceGame = false;  // knockout
  // Knockout: re-seed the bracket every round, the surviving players by their original seeding
  // (best left against worst left), instead of keeping the first round's bracket.
  bool reseedKnockout = false;
  // Swiss and McMahon: Tengen's criteria or OpenGotha's. The OpenGotha parameters are not
  // setting keys: db::loadDrawInput takes them from the OpenGotha file the event was imported
  // from (kept by db/store/opengotha_store.h), else OpenGotha's defaults for the system.
  DrawProfile profile = DrawProfile::Tengen;
  OpenGothaParams openGotha;

  friend bool operator==(const PairingSettings&, const PairingSettings&) = default;
};

std::string_view toCode(FirstRoundMethod method);
std::string_view toCode(SeedingMethod method);
std::string_view toCode(DrawProfile profile);  // tengen, opengotha
std::optional<DrawProfile> drawProfileFromCode(std::string_view code);
std::optional<FirstRoundMethod> firstRoundMethodFromCode(std::string_view code);
std::optional<SeedingMethod> seedingMethodFromCode(std::string_view code);

// Settings as key=value text pairs (the store and the command line use these); `set` returns an
// error text for an unknown key or a bad value. Pairs, corrections and tables are not keys.
std::vector<std::pair<std::string, std::string>> settingValues(const PairingSettings& settings);
std::optional<std::string> setSetting(PairingSettings& settings, std::string_view key,
                                      std::string_view value);

// What makes stored settings impossible, "field: reason" (English, for logs), or nullopt: a
// forbidden or fixed pair of one player with themself, a fixed pair in round 0, a fixed table
// below board 1. Every front end's settings pass this before they are stored. It is
// describe(findSettingsProblem()) (settings_problem.h: the same check as a value to word).
std::optional<std::string> settingsProblem(const PairingSettings& settings);

}  // namespace tengen::pairing
