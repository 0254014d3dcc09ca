#pragma once
// The options that several commands take with the same name and help text, written once so that a
// command's registration lists only what is its own. Each returns the option, for ->required() or
// ->excludes(...) where a command needs them.

#include <CLI/CLI.hpp>

#include "app/cli/help_words.h"
#include "app/cli/wording.h"

namespace tengen::cli {

// --round N ("round number"); ROUND is int or std::optional<int>.
template <typename Round>
CLI::Option* addRoundOption(CLI::App* cmd, Round& round) {
  return addOption(cmd, "--round", round, CliWords::tr("round number", "opt.round"));
}

// --board N ("board (table) number"); BOARD is int or std::optional<int>.
template <typename Board>
CLI::Option* addBoardOption(CLI::App* cmd, Board& board) {
  return addOption(cmd, "--board", board, CliWords::tr("board (table) number", "opt.board"));
}

// --round and --board, both required: the one game a command is about.
inline void addGameOptions(CLI::App* cmd, int& round, int& board) {
  addRoundOption(cmd, round)->required();
  addBoardOption(cmd, board)->required();
}

// --json ("print JSON").
inline CLI::Option* addJsonFlag(CLI::App* cmd, bool& json) {
  return addFlag(cmd, "--json", json, CliWords::tr("print JSON", "opt.json"));
}

// --force of the commands that draw or remove a round.
inline CLI::Option* addDrawForceFlag(CLI::App* cmd, bool& force) {
  return addFlag(
      cmd, "--force", force,
      CliWords::tr("go ahead although results are missing or the round already has a draw",
                   "opt.force"));
}

// --seed of a draw; SEED is std::uint64_t or std::optional<std::uint64_t>.
template <typename Seed>
CLI::Option* addDrawSeedOption(CLI::App* cmd, Seed& seed) {
  return addOption(
      cmd, "--seed", seed,
      CliWords::tr("random seed of the draw (default: a fresh one, stored with the round)",
                   "opt.seed"));
}

}  // namespace tengen::cli
