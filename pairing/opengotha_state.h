#pragma once
// What OpenGotha knows of each player before a round, computed from the players and the earlier
// rounds by OpenGotha's rules: its McMahon score and number of wins (byes and absences by the
// GeneralParameterSet values, rounded down when asked), every placement criterion it orders a
// score group by (Tournament.fillBaseScoringInfo, OpenGotha's own quirks kept), the white/black
// balance of even games, the draw-ups and draw-downs, and each player's score group, its size and
// the player's place in it. The "opengotha" profile's weights read only this.

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "pairing/draw.h"
#include "pairing/opengotha_params.h"

namespace tengen::pairing {

struct OpenGothaPlayerState {
  PlayerId id = 0;
  // Position in the list OpenGotha pairs: its pairing window's default, the standings before the
  // round (placement criteria, then surname and first name).
  int order = 0;
  int rank = 0;      // OpenGotha's rank integer (Tengen's strength)
  int category = 0;  // 0 = the strongest category (OpenGotha's Player.category)
  int rating = 0;
  std::u16string surname, firstName;  // UTF-16: OpenGotha's hash and order read code units
  std::string clubKey, countryKey;    // lower-cased: OpenGotha compares them ignoring case
  std::vector<int> clubsGroups;       // the clubs groups (params.clubsGroups) holding the club
  int smms = 0;                       // starting McMahon score
  // Before the round, each twice its value as OpenGotha keeps them (SODOSW and SODOSM four
  // times: an opponent's score times the points won against them).
  int mms2 = 0, nbw2 = 0, sosw2 = 0, sosm2 = 0, sososw2 = 0, sososm2 = 0, cussw2 = 0, cussm2 = 0;
  int sts2 = 0, cps2 = 0, sosts2 = 0, ext2 = 0, exr2 = 0;
  int soswM1x2 = 0, soswM2x2 = 0, sosmM1x2 = 0, sosmM2x2 = 0, sodosw4 = 0, sodosm4 = 0;
  int dc = 0, sdc = 0;  // inside the players tied before the first DC or SDC of the placement
  int wbBalance = 0;    // whites minus blacks over even games
  int drawnUp = 0, drawnDown = 0;
  int group = 0;      // score group, 0 = the highest possible main score
  int groupSize = 1;  // players of the event in that group (those not paired this round too)
  int inner = 0;      // place inside the group, 0 = first
  std::vector<PlayerId> opponents;  // every earlier game's opponent, sorted (repeats kept)
  // surname + firstName, as OpenGotha's deterministic random reads it: its place among every
  // player's (equal names share one), its length, and the sums of its code units c as
  // sum(c) and sum(c * position from 1), so that the random of a pair needs no string.
  int nameRank = 0;
  std::int64_t nameLength = 0, nameSum = 0, nameWeightedSum = 0;

  int critValue(OpenGothaCriterion criterion) const;
};

struct OpenGothaState {
  std::vector<OpenGothaPlayerState> players;  // every player of the event, by id
  std::map<PlayerId, int> index;
  int numberOfGroups = 1;
  bool mcmahon = true;
  int round = 1;           // the round being drawn (Tengen's, from 1)
  std::uint64_t seed = 0;  // the draw's seed: the random criterion when not deterministic
};

// From input.settings.openGotha.
OpenGothaState openGothaState(const DrawInput& input);
// The category of a rank: 0 with one category, else the first whose lower limit it reaches.
int openGothaCategory(const OpenGothaParams& params, int rank);

// UTF-8 to UTF-16 code units (invalid bytes become U+FFFD), as Java strings hold names.
std::u16string utf16(std::string_view utf8);

}  // namespace tengen::pairing
