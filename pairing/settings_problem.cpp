#include "pairing/settings_problem.h"

namespace tengen::pairing {

std::optional<SettingsProblem> findSettingsProblem(const PairingSettings& s) {
  using K = SettingsProblem::Kind;
  for (const auto& [a, b] : s.forbiddenPairs)
    if (a == b) return SettingsProblem{K::ForbiddenWithThemself, a, 0, 0};
  for (const FixedPair& p : s.fixedPairs) {
    if (p.a == p.b) return SettingsProblem{K::FixedPairWithThemself, p.a, p.round, 0};
    if (p.round < 1) return SettingsProblem{K::FixedPairRound, 0, p.round, 0};
  }
  for (const auto& [player, board] : s.fixedTables)
    if (board < 1) return SettingsProblem{K::FixedTableBoard, player, 0, board};
  return std::nullopt;
}

std::string describe(const SettingsProblem& p) {
  using K = SettingsProblem::Kind;
  switch (p.kind) {
    case K::ForbiddenWithThemself:
      return "forbidden pair: player " + std::to_string(p.player) + " with themself";
    case K::FixedPairWithThemself:
      return "fixed pair: player " + std::to_string(p.player) + " with themself";
    case K::FixedPairRound:
      return "fixed pair: round " + std::to_string(p.round) + " (from 1)";
    case K::FixedTableBoard:
      return "fixed table: board " + std::to_string(p.board) + " for player " +
             std::to_string(p.player) + " (from 1)";
  }
  return {};
}

std::optional<std::string> settingsProblem(const PairingSettings& settings) {
  const std::optional<SettingsProblem> problem = findSettingsProblem(settings);
  if (!problem) return std::nullopt;
  return describe(*problem);
}

}  // namespace tengen::pairing
