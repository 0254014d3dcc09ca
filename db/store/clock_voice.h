#pragma once
// The language a board clock speaks its calls in (中文 or English): the event's default, and a
// board's own choice over it. Independent of the desk's UI language: a Chinese desk may run an
// English-speaking board and the other way round.

#include <optional>
#include <string>
#include <string_view>

namespace tengen::db {

class EventStore;

// "zh" or "en"; what a clock speaks when neither the event nor the board has chosen.
inline constexpr std::string_view kDefaultVoice = "zh";

// The event's default; nullopt when never set.
std::optional<std::string> eventVoice(const EventStore& store);
// One board's own choice; nullopt when it follows the event's default.
std::optional<std::string> boardVoice(const EventStore& store, int round, int board);
// What the board's clock speaks: the board's choice, else the event's, else kDefaultVoice.
std::string voiceOf(const EventStore& store, int round, int board);

// Sets the event's default (one transaction). Throws StoreError::Invalid for a language other
// than "zh" or "en".
void setEventVoice(EventStore& store, const std::string& lang);
// Sets one board's voice, or (nullopt) makes it follow the event's default again; one transaction
// that first checks the board exists (NoSuchRound / NoSuchGame) and the language (Invalid).
void setBoardVoice(EventStore& store, int round, int board, const std::optional<std::string>& lang);

}  // namespace tengen::db
