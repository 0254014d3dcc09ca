#pragma once
// The parameters of OpenGotha's pairing (its PairingParameterSet, the parts of its
// GeneralParameterSet, HandicapParameterSet and PlacementParameterSet the draw reads), with
// OpenGotha's defaults for McMahon and Swiss. The "opengotha" draw profile (opengotha_draw.h)
// reads only these, so that an event imported from an OpenGotha file draws with the file's values.
//
// Ranks are OpenGotha's integers, which are Tengen's rank strengths: 1d = 0, 1k = -1, 30k = -30.
// Rounds are Tengen's (from 1): OpenGotha's file also writes paiMaLastRoundForSeedSystem1 from 1.

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pairing/player.h"

namespace tengen::pairing {

enum class OpenGothaSeedSystem { SplitAndRandom, SplitAndFold, SplitAndSlip };
// Which player of a score group is preferred for a draw-up or draw-down.
enum class OpenGothaDuddMode { Top, Mid, Bottom };
// OpenGotha's placement criteria, which order a score group (its names in toCode; the Chinese
// names are Tengen's for the same tie-breaks). Unknown names in a file are read as NULL.
enum class OpenGothaCriterion {
  Null,
  Category,
  Rank,
  Rating,
  Nbw,     // wins 胜局数
  Mms,     // McMahon score 麦克马洪分
  Sts,     // Strasbourg score: MMS, +2 for the top group's unbeaten in the last three rounds
  Cps,     // cup score: doubled each round, plus the round's points
  Sosw,    // 对手分 on wins
  SoswM1,  // SOSW-1: without the lowest opponent
  SoswM2,  // SOSW-2: without the two lowest
  Sodosw,  // SODOSW 胜局对手分 on wins
  Sososw,  // 对手分之和 on wins
  Cussw,   // 累进分 on wins
  Sosm,    // 对手分 on MMS, the handicap counted
  SosmM1,  // SOSM-1
  SosmM2,  // SOSM-2
  Sodosm,  // SODOSM
  Sososm,
  Cussm,
  Sosts,  // the opponents' STS
  Ext,    // exploits tentés: opponents' wins weighted by how far the handicap favoured them
  Exr,    // exploits réussis: the same over the games won
  Sdc,    // simplified direct confrontation 直胜 (opengotha_confrontation.h)
  Dc      // direct confrontation 直胜
};

// A player's surname and first name as OpenGotha holds them: its deterministic random and its
// last tie-break inside a score group read them apart.
struct OpenGothaName {
  std::string surname;
  std::string firstName;
  friend bool operator==(const OpenGothaName&, const OpenGothaName&) = default;
};

struct OpenGothaParams {
  // GeneralParameterSet
  int numberOfRounds = 5;
  int mmFloor = -20;                // genMMFloor: 20K
  int mmBar = 3;                    // genMMBar: 4D
  int mmZero = -30;                 // genMMZero: 30K
  int nbw2Absent = 0, nbw2Bye = 2;  // twice the NBW points of an absence / a bye
  int mms2Absent = 1, mms2Bye = 2;  // twice the MMS points of an absence / a bye
  bool roundDownNbwMms = true;      // genRoundDownNBWMMS: absence and bye points rounded down
  // genCountNotPlayedGamesAsHalfPoint: the sums over opponents (SOSW, SOSM and those built on
  // them) read each opponent's "virtual" score: the games played on the board, and half a point
  // for every round without one (a bye, an absence, a forfeit, no result yet).
  bool countNotPlayedAsHalf = false;
  // Categories by rank: numberOfCategories, and the lower limits of all but the last
  // ("Category#0001.lowerLimit", ...; highest first). A player's category is the first whose
  // limit the rank reaches, else the last.
  int numberOfCategories = 1;
  std::vector<int> lowerCategoryLimits;
  // HandicapParameterSet
  bool hdBasedOnMms = true;
  int hdNoHdRankThreshold = 0;  // ranks (or MMS-based pseudo-ranks) above it count as it
  int hdCorrection = 1;
  int hdCeiling = 9;
  // PlacementParameterSet
  std::vector<OpenGothaCriterion> placement = {OpenGothaCriterion::Mms, OpenGothaCriterion::Sosm,
                                               OpenGothaCriterion::Sososm};
  // PairingParameterSet
  double nx1Factor = 0.5;  // paiStandardNX1Factor: the concavity of the score-difference curves
  std::int64_t avoidDuplGame = 500'000'000'000'000;        // paiBaAvoidDuplGame
  std::int64_t random = 0;                                 // paiBaRandom
  bool deterministic = true;                               // paiBaDeterministic
  std::int64_t balanceWB = 1'000'000;                      // paiBaBalanceWB
  std::int64_t avoidMixingCategories = 0;                  // paiMaAvoidMixingCategories
  std::int64_t minimizeScoreDifference = 100'000'000'000;  // paiMaMinimizeScoreDifference
  std::int64_t duddWeight = 100'000'000;                   // paiMaDUDDWeight
  bool compensateDudd = true;                              // paiMaCompensateDUDD
  OpenGothaDuddMode duddUpper = OpenGothaDuddMode::Mid;
  OpenGothaDuddMode duddLower = OpenGothaDuddMode::Mid;
  std::int64_t maximizeSeeding = 5'000'000;  // paiMaMaximizeSeeding
  int lastRoundForSeedSystem1 = 2;           // rounds 1..this use seedSystem1
  OpenGothaSeedSystem seedSystem1 = OpenGothaSeedSystem::SplitAndRandom;
  OpenGothaSeedSystem seedSystem2 = OpenGothaSeedSystem::SplitAndSlip;
  OpenGothaCriterion additionalCrit1 = OpenGothaCriterion::Rating;
  OpenGothaCriterion additionalCrit2 = OpenGothaCriterion::Null;
  int seRankThreshold = 0;                        // paiSeRankThreshold: 1D
  bool seNbWinsThresholdActive = false;           // paiSeNbWinsThresholdActive
  bool seBarThresholdActive = true;               // paiSeBarThresholdActive
  std::int64_t seMinimizeHandicap = 0;            // paiSeMinimizeHandicap
  std::int64_t seAvoidSameGeo = 100'000'000'000;  // paiSeAvoidSameGeo
  int sePreferMmsDiffRatherThanSameCountry = 1;
  int sePreferMmsDiffRatherThanSameClub = 3;
  // Clubs groups (ClubsGroups): each group's club names as the file has them
  // ("Club#0001#0002.name"). Two clubs of one group count half a club difference.
  std::vector<std::vector<std::string>> clubsGroups;
  // Names as OpenGotha splits them; a player missing here counts with Tengen's name as the
  // surname and an empty first name.
  std::map<PlayerId, OpenGothaName> names;

  // OpenGotha's initForMM / initForSwiss values.
  static OpenGothaParams forMcMahon();
  static OpenGothaParams forSwiss();
  friend bool operator==(const OpenGothaParams&, const OpenGothaParams&) = default;
};

// A file's parameter value the draw cannot read, as a value a front end words: the attribute
// ("PairingParameterSet.paiMaDUDDWeight"), its value, and what it should have been.
struct OpenGothaParamProblem {
  enum class Expected {
    WholeNumber,
    Decimal,
    Flag,                // true or false
    Rank,                // a rank such as 20K or 1D
    SeedSystem,          // SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP
    DuddMode,            // TOP, MID or BOT
    PlacementCriterion,  // one of OpenGotha's placement criteria
  };
  std::string key;
  std::string value;
  Expected expected = Expected::WholeNumber;
  friend bool operator==(const OpenGothaParamProblem&, const OpenGothaParamProblem&) = default;
};
// Its English text: "PairingParameterSet.paiMaDUDDWeight: a whole number".
std::string describe(const OpenGothaParamProblem& problem);

// OpenGotha's parameters from the attributes of its file, keyed "Element.attribute" as
// reports::OpenGothaKept keeps them ("PairingParameterSet.paiMaSeedSystem2",
// "GeneralParameterSet.genMMBar", "PlacementCriterion#0002.name"), over `base`: values as
// OpenGotha writes them (ranks 20K / 1D, true / false, SPLITANDSLIP, MID, Rating, SOSM).
// Unknown keys are not the draw's and are left alone; a bad value is named in `problems` and
// leaves the base value (an unknown placement criterion counts as NULL in its place).
OpenGothaParams openGothaParamsFrom(const std::map<std::string, std::string>& attributes,
                                    OpenGothaParams base,
                                    std::vector<OpenGothaParamProblem>* problems);

std::string_view toCode(OpenGothaSeedSystem system);  // SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP
std::string_view toCode(OpenGothaDuddMode mode);      // TOP, MID, BOT
std::string_view toCode(OpenGothaCriterion criterion);  // NULL, CAT, RANK, RATING, NBW, MMS, ...
std::optional<OpenGothaSeedSystem> openGothaSeedSystemFromCode(std::string_view code);
std::optional<OpenGothaDuddMode> openGothaDuddModeFromCode(std::string_view code);
// Case-insensitive, OpenGotha's long names (SOSW-1) or its constant names (SOSWM1); unknown names:
// nullopt.
std::optional<OpenGothaCriterion> openGothaCriterionFromCode(std::string_view code);

}  // namespace tengen::pairing
