#pragma once
// A Go game record read from SGF: size, komi, handicap, setup, the main line's moves, the result
// and the game information, with real-world quirks read sensibly (Fox KM[750]/KM[375],
// HA[0]/HA[1], results in stones). Also writes a record back as SGF.

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "rules/half_points.h"
#include "rules/point.h"
#include "rules/sgf.h"

namespace tengen::rules {

// One step of the main line: a move (pass: loc == kPass) or a setup stone (AB/AW/AE; Empty clears).
struct SgfAction {
  enum class Kind { Move, Setup };
  Kind kind = Kind::Move;
  Color color = Color::Black;
  Loc loc = kPass;
  int line = 0, column = 0;        // the property's position in the file
  std::optional<double> timeLeft;  // BL / WL after the move, seconds
  std::optional<int> periodsLeft;  // OB / OW
  std::string comment;             // C of the move's node
};

struct SgfGame {
  int width = 19, height = 19;
  std::optional<HalfPoints> komi;  // KM[7.5], KM[750] and KM[375] all -> 7.5
  bool komiInStones = false;    // KM was written in stones (KM[375]): results are in stones too
  std::string komiText;         // KM as written
  int handicap = 0;             // HA[0] and HA[1] read as 0
  std::optional<Color> playerToMove;  // PL
  std::vector<SgfAction> actions;     // setup and moves of the main line, in order
  std::vector<Loc> territoryBlack;    // TB of the last main-line node that has TB or TW
  std::vector<Loc> territoryWhite;    // TW of that node
  std::string result, rules, blackName, whiteName, blackRank, whiteRank, date, event, round, place,
      timeLimit, overtime, gameName, comment, encoding, application;
  std::vector<SgfWarning> warnings;  // what was read leniently (encoding, syntax, HA, KM)
  int moveCount() const;             // number of B/W moves (passes included)
};

// Points of a value list: "pd", compressed "aa:cc", passes (empty or "tt" on boards up to 19x19)
// as kPass; nullopt if a value is not a point of a width x height board.
std::optional<std::vector<Loc>> parseSgfPoints(const std::vector<std::string>& values, int width,
                                               int height, bool allowPass);
// Komi text (KM), with `inStones` set when it was given in stones (KM[375]).
std::optional<HalfPoints> parseKomi(std::string_view text, bool* inStones = nullptr);

// The record of an SGF file's main line, or the error (line, column, message) that refuses it.
// Read leniently, with a warning each: HA[7.5] (7 stones), KM[750] (x 100: 7.5), KM[3.75] and
// KM[375] (komi in stones), plus parseSgf's (UTF-16 with a byte-order mark, "(GM[1]...").
std::variant<SgfGame, SgfError> readSgfGame(std::string_view bytes);
// The record from an already parsed tree.
std::variant<SgfGame, SgfError> gameFromTree(const SgfTree& tree);
// The record as an SGF file (FF[4], CA[UTF-8], main line only).
std::string writeSgfGame(const SgfGame& game);

}  // namespace tengen::rules
