#pragma once
// The live event pages as HTML: pure functions from a Snapshot (snapshot.h) to text, in Chinese
// or English, phone first, usable without JavaScript. Every name and text from the event is
// HTML-escaped and wrapped in <bdi> (a right-to-left mark in a name cannot turn the page around).
// Each page has one <main id="live"> region that the live script (kLiveJs) re-fetches and swaps
// when the server's /events stream says the event changed.

#include <optional>
#include <string>
#include <string_view>

#include "app/web/links.h"
#include "app/web/snapshot.h"
#include "db/service/clock_wall.h"

namespace tengen::web {

// The live script waits a random time up to this before it re-fetches a changed page (the literal
// in assets.cpp's script; `tengen bench web`'s phones wait the same way): it spreads the burst of
// a hall's open pages over a quarter of a second instead of one instant.
inline constexpr int kRefetchSpreadMs = 250;

// The language a request asks for: `?lang=zh|en` first, else the first of zh / en in
// Accept-Language by preference (q values); English when neither is named.
Lang pickLanguage(std::string_view langParameter, std::string_view acceptLanguage);
std::string_view langCode(Lang lang);  // "zh" / "en"

// Text made safe for HTML text and attribute values: & < > " ' escaped, control characters
// (other than tab and newline) and invalid UTF-8 replaced by U+FFFD.
std::string escapeHtml(std::string_view utf8);

// `/`: name, venue, dates, rounds, system, time control in words, komi, the current round.
std::string homePage(const Snapshot& s, Lang lang, const Links& links = Links::live());
// `/round/N/pairings`: the round by board, byes after; nullopt when round N has no draw.
std::optional<std::string> pairingsPage(const Snapshot& s, int round, Lang lang,
                                        const Links& links = Links::live());
// `/round/N/by-name`: every player of the round once, by name (collation of the language), with
// a search box; `query` (the `q` parameter) filters on the server for browsers without
// JavaScript, through the same db::matches the desk uses.
std::optional<std::string> byNamePage(const Snapshot& s, int round, Lang lang,
                                      std::string_view query, const Links& links = Links::live());
// `/player/ID`: games, colours, results, score, place, next board; nullopt for an unknown id.
std::optional<std::string> playerPage(const Snapshot& s, pairing::PlayerId id, Lang lang,
                                      const Links& links = Links::live());
// `/standings`: places with the event's tie-breaks (a RATING column is never shown).
std::string standingsPage(const Snapshot& s, Lang lang, const Links& links = Links::live());
// `/crosstable`: number, name, rank, each round's opponent number and outcome (reports'
// crosstable cells), the tie-breaks (no RATING) and the place.
std::string crosstablePage(const Snapshot& s, Lang lang, const Links& links = Links::live());
// `/projector/pairings` and `/projector/standings`: the hall's screen. Large type, no navigation,
// kProjectorRows rows a page; each page moves on to the next (the last to the first) after
// kProjectorSeconds by itself (a meta refresh: no script needed), and results still arrive live.
// Pairings: the current round by name; nullopt when no round is drawn. `page` from 1 (clamped).
enum class ProjectorShow { Pairings, Standings };
inline constexpr int kProjectorRows = 15;  // fit a 16:9 screen at the CSS type size
inline constexpr int kProjectorSeconds = 15;
std::optional<std::string> projectorPage(const Snapshot& s, ProjectorShow show, int page,
                                         Lang lang);
// `/round/N/clocks`: the clock wall, read-only. Every board of the round with both players' time
// at `nowMono` (the clocks as db::loadClockWall rebuilt them from their journals), the player to
// move, the latest call; flags red, a mover in the last byo-yomi period orange, paused grey, an
// unconfirmed sleep purple. It reloads itself every kClockWallSeconds (a meta refresh: times move
// without the event changing). nullopt when round N has no draw.
inline constexpr int kClockWallSeconds = 5;
std::optional<std::string> clockWallPage(const Snapshot& s, int round,
                                         const std::vector<db::WallBoard>& boards,
                                         clock::Ms nowMono, Lang lang);
// A short page for errors: 404 "not found" and 503 "event not available" (never a path).
std::string notFoundPage(Lang lang);
std::string unavailablePage(Lang lang);

// A game's result in words ("B+R" / "黑中盘胜"); "" when there is none yet.
std::string resultText(const std::optional<pairing::Result>& result, Lang lang);

// The stylesheet (/static/tengen.css) and the live + filter script (/static/tengen.js).
extern const char* const kCss;
extern const char* const kLiveJs;

}  // namespace tengen::web
