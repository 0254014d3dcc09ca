#pragma once
// Scoring conventions and placement criteria (tie-breaks). Plain values with named presets.
//
// Units. A convention counts in integer "units": Chinese 2-1-0 counts win 2, jigo 1 with
// unitsPerPoint = 1; EGF 1-½-0 counts win 2, jigo 1 with unitsPerPoint = 2 (half points). Every
// computed point value (score, SOS, ...) is kept as an integer in half units, so a jigo's half
// share in SODOS stays exact: displayed value = halfUnits / (2 * unitsPerPoint). No floating
// point is ever compared.

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/event.h"
#include "pairing/player.h"

namespace tengen::reports {

// A placement criterion. Score and Mms are the primary scores; the others are tie-breaks.
enum class Criterion {
  Score,            // SCORE  积分: points from games, byes and absences
  Mms,              // MMS    McMahon score: start score + McMahon points
  Sos,              // SOS    对手分: sum of the opponents' primary scores
  SosMinus1,        // SOS-1  SOS without the lowest opponent
  SosMinus2,        // SOS-2  SOS without the two lowest opponents
  Sosos,            // SOSOS  sum of the opponents' SOS
  Sodos,            // SODOS  sum of the scores of beaten opponents (half of those drawn with)
  Cuss,             // CUSS   累进分: sum of the running score after each round
  DirectEncounter,  // DE     直胜: points scored against the other tied players (all must have met)
  SosReverse,       // SOS-R  逆减: SOS dropping the last round's opponent, then the last two, ...
  Nbw,              // NBW    number of wins (jigo ½)
  Rating,           // RATING rating (or the rating of the rank when none is known)
};

std::string_view toCode(Criterion criterion);
// Chinese name of the criterion (积分, 对手分, 累进分, 直胜, 逆减, ...).
std::string_view chineseName(Criterion criterion);
// Accepts the codes above, case-insensitive; also PTS/POINTS for SCORE, SOSR for SOS-R.
std::optional<Criterion> criterionFromCode(std::string_view code);
// Parses "SCORE,SOS,CUSS" (commas or spaces); nullopt when a code is unknown or repeated.
std::optional<std::vector<Criterion>> parseCriteria(std::string_view text);
std::string toCodes(const std::vector<Criterion>& criteria);  // "SCORE,SOS,CUSS"

// What a round without a real opponent (bye, absence, or a forfeit treated as unplayed) adds to
// the SOS family of tie-breaks.
enum class VirtualOpponent {
  Nothing,   // adds 0 (Chinese practice: 轮空不计对手分)
  OwnScore,  // a virtual opponent with the player's own final primary score (EGF practice)
  // A virtual opponent with the player's own starting score (OpenGotha): 0 when the primary
  // score is SCORE, the player's McMahon start score when it is MMS.
  StartScore,
};

// The named standings conventions an event chooses (tengen tiebreaks --convention).
enum class Convention {
  Tengen,     // Tengen's own: the preset of the event's scoring and system (as below)
  OpenGotha,  // OpenGotha's: see openGothaPreset()
  Chinese,  // 2-1-0, a bye's opponent not counted, 积分 → 对手分 → 累进分 → 直胜 → 对手分逆减
};
std::string_view toCode(Convention convention);  // tengen, opengotha, chinese
std::optional<Convention> conventionFromCode(std::string_view code);

struct ScoringConvention {
  std::string name;       // preset name: chinese, egf, mcmahon (or custom)
  int unitsPerPoint = 1;  // 1: scores are whole points (2-1-0); 2: units are half points (1-½-0)
  int win = 2;            // units for a win (also a forfeit win and each side of "both win")
  int jigo = 1;           // units for a jigo
  int loss = 0;           // units for a loss (also a forfeit loss and each side of "both lose")
  int bye = 2;            // units for a bye (轮空)
  int absent = 0;         // units for a round the player did not play and had no bye
  int mmsBye = 2;         // McMahon units for a bye
  int mmsAbsent = 1;      // McMahon units for an absence
  bool byeCountsAsWin = true;  // NBW counts a bye as a win
  VirtualOpponent byeSos = VirtualOpponent::Nothing;
  VirtualOpponent absentSos = VirtualOpponent::Nothing;
  // true: a game decided by forfeit (WinMethod::Forfeit) counts for score but is unplayed for
  // every opponent-based tie-break (SOS, SODOS, DE); false: the paired opponent counts.
  bool forfeitUnplayedForTieBreaks = false;
  // McMahon start score: clamp(rank strength, floor, bar) - floor, in points (strength as
  // pairing::Rank::strength(): 1d = 0, 1k = -1). Unset bar/floor: no clamping on that side;
  // the floor defaults to 30k.
  std::optional<int> mcMahonBar;
  std::optional<int> mcMahonFloor;
  bool listWithdrawn = true;  // withdrawn players appear in the standings (marked)
  // The convention these values come from (stored and exported with them).
  Convention convention = Convention::Tengen;
  // true: only the rounds a player declared absent (Player::absentRounds) score `absent` and
  // `mmsAbsent`; other rounds without a game or bye score nothing (OpenGotha).
  bool absencesDeclaredOnly = false;
  // true: the points of byes and absences, summed up to each round, are rounded down to whole
  // wins (OpenGotha's genRoundDownNBWMMS), apart for the score and the MMS.
  bool roundDownByesAndAbsences = false;
  // true: when the primary score is MMS, a handicap game's opponent counts in SOS & co with the
  // handicap added (the player took White) or taken off (Black), in MMS points (OpenGotha's SOSM).
  bool sosHandicap = false;
  // false: players with no game and no bye in the rounds counted are not listed (OpenGotha).
  bool listNeverPlayed = true;
  // true: a real opponent counts in SOS & co with a "virtual" primary score: the games played on
  // the board, and half a win for every other round (bye, absence, forfeit, no result yet), never
  // rounded (OpenGotha's genCountNotPlayedGamesAsHalfPoint).
  bool sosVirtualScores = false;
};

// Chinese practice: win 2, jigo 1, loss 0; a bye scores 2 and adds nothing to 对手分; absences
// score 0 and add nothing; a forfeit counts as a played game against the paired opponent.
ScoringConvention chinesePreset();
// EGF practice: win 1, jigo ½, loss 0; a bye scores 1 (MMS 1), an absence 0 (MMS ½); byes,
// absences and forfeits count as a virtual opponent with the player's own score in SOS.
ScoringConvention egfPreset();
// McMahon: EGF units with a bar and a floor (rank strengths; nullopt = none).
ScoringConvention mcMahonPreset(std::optional<int> bar, std::optional<int> floor);
// OpenGotha's conventions over EGF units (McMahon when `mcMahon`): byes and absences as a virtual
// opponent with the player's starting score, declared absences only, rounded down, SOSM with the
// handicap, players who never played not listed; a bye scores a win (MMS ½), an absence 0 (MMS ½)
// as OpenGotha's defaults, which an imported file's genNBW2/genMMS2 values replace.
ScoringConvention openGothaPreset(bool mcMahon, std::optional<int> bar, std::optional<int> floor);
// Preset by name (chinese, egf, mcmahon); nullopt for an unknown name.
std::optional<ScoringConvention> presetFromName(std::string_view name);

struct StandingsSettings {
  ScoringConvention scoring = chinesePreset();
  // Placement criteria in order. The first of SCORE/MMS is the primary score that SOS & co sum;
  // when neither is listed, SCORE is taken as the first criterion.
  std::vector<Criterion> order = {Criterion::Score, Criterion::Sos, Criterion::Cuss,
                                  Criterion::DirectEncounter, Criterion::SosReverse};
  // McMahon start-score corrections in whole points per player (OpenGotha's smmsCorrection; the
  // draw's PairingSettings::mmsCorrection).
  std::map<pairing::PlayerId, int> mmsCorrection;
};

// Chinese Swiss: SCORE → SOS → CUSS → DE → SOS-R.
std::vector<Criterion> chineseSwissOrder();
// McMahon: MMS → SOS → SOSOS → SODOS.
std::vector<Criterion> mcMahonOrder();
// EGF Swiss: SCORE → SOS → SOSOS → SODOS.
std::vector<Criterion> egfSwissOrder();
// Round robin: SCORE → DE → SODOS → NBW.
std::vector<Criterion> roundRobinOrder();

// The settings an event gets when its director chose nothing: from its system and scoring.
StandingsSettings defaultSettings(const pairing::Event& event);
// The settings of a named convention for this event: Tengen's defaultSettings(event); OpenGotha's
// preset with OpenGotha's default criteria (McMahon MMS → SOSM → SOSOSM, else NBW as SCORE →
// SOSW → SOSOSW); Chinese 2-1-0 with SCORE → SOS → CUSS → DE → SOS-R.
StandingsSettings conventionSettings(Convention convention, const pairing::Event& event);

// The settings as key/value text (the store's report_settings rows, the OpenGotha export's
// tengenStandings) and back: keys not given keep their value; the preset's values come first.
std::vector<std::pair<std::string, std::string>> standingsValues(const StandingsSettings& settings);
void applyStandingsValues(const std::map<std::string, std::string>& values,
                          StandingsSettings& settings);

}  // namespace tengen::reports
