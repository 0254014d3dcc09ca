#pragma once
// What the draw's command files (pairing_commands.cpp: pair, pairings, result, unpair, simulate;
// swap_commands.cpp: swap, nigiri; explain_command.cpp; draw_settings_command.cpp) share: players
// found by id or name, a round read or shown, and each file's commands for the one registration
// in pairing_commands.cpp (which keeps their --help order).

#include <QJsonArray>
#include <QString>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "app/cli/cli.h"
#include "pairing/draw.h"
#include "pairing/event.h"

namespace tengen::cli {

// The one player `key` (an id or a name) names; throws CliError when none or several do.
pairing::Player findPlayer(const std::vector<pairing::Player>& players, const std::string& key);
std::map<pairing::PlayerId, pairing::Player> byId(const std::vector<pairing::Player>& players);
// "12 Wang Wei (3d)", or the bare id of a player not in `players`.
QString nameOf(const std::map<pairing::PlayerId, pairing::Player>& players, pairing::PlayerId id);
// Everything the draw of round `number` needs, from the store.
pairing::DrawInput loadInput(db::EventStore& store, int number, std::uint64_t seed);
// The stored round `number`; throws CliError when it has no draw.
pairing::Round roundOrThrow(db::EventStore& store, int number);
// Board `board` of the round; throws CliError when there is none.
pairing::Game& boardOrThrow(pairing::Round& r, int board);
// The round's games and byes as `tengen pairings --json` prints them.
QJsonArray roundJson(const pairing::Round& r);
// The round as a table, then its byes.
void printRound(const pairing::Round& r,
                const std::map<pairing::PlayerId, pairing::Player>& players);
// "A,B" -> {"A", "B"}; text without `sep` -> {text, ""}.
std::pair<std::string, std::string> splitOn(const std::string& text, char sep);

void addSwapCommand(CLI::App& app);
void addNigiriCommand(CLI::App& app);
void addExplainCommand(CLI::App& app);
void addDrawSettingsCommand(CLI::App& app);

}  // namespace tengen::cli
