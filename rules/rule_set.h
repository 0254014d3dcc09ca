#pragma once
// A rule set is a plain value: ko rule, suicide, counting method, komi and handicap
// compensation, with named presets (chinese, chinese-practice, japanese, korean, tromp-taylor).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "rules/half_points.h"

namespace tengen::rules {

// Simple: no immediate single-stone recapture. Positional / Situational: no move may recreate an
// earlier whole-board position (situational: with the same player to move).
enum class KoRule { Simple, Positional, Situational };
// Area (数子法: stones + surrounded points) or Territory (surrounded points + prisoners).
enum class Scoring { Area, Territory };
// Points White receives in a handicap game: none, N (one per handicap stone), or N-1.
enum class HandicapCompensation { None, N, NMinusOne };

struct RuleSet {
  std::string name = "chinese";
  KoRule ko = KoRule::Positional;
  // Under simple ko, report a repeated whole-board position as a cycle (triple ko, eternal life,
  // sending two returning one) for the referee instead of ignoring it (chinese-practice, japanese,
  // korean).
  bool reportCycles = false;
  bool multiStoneSuicide = false;
  Scoring scoring = Scoring::Area;
  HalfPoints komi{15};  // 7.5
  HandicapCompensation compensation = HandicapCompensation::N;

  // The preset named `name` (case-insensitive; also SGF RU spellings such as "Chinese", "CN",
  // "Japanese", "Korean", "Tromp-Taylor", "AGA", "NZ", "chinese-2002"); nullopt if unknown.
  static std::optional<RuleSet> preset(std::string_view name);
  // The names of the presets, in the order they are documented.
  static std::vector<std::string> presetNames();
  // The points of compensation White receives for `handicap` stones under this rule set.
  HalfPoints handicapCompensation(int handicap) const;

  friend bool operator==(const RuleSet&, const RuleSet&) = default;
};

}  // namespace tengen::rules
