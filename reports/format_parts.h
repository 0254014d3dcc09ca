#pragma once
// What the report writers (format_*.cpp, one per output format) share: words in either language,
// places, ranks, crosstable cells, round headings and a round's games by board. Internal to
// reports/: the writers' API is formats.h.

#include <string>
#include <vector>

#include "reports/formats.h"

namespace tengen::reports::formatting {

// The English or the Chinese words.
const char* tr(Language lang, const char* en, const char* zh);
std::string criterionLabel(Criterion c, Language lang);
// "3" or "3=" (ex aequo).
std::string placeText(const StandingRow& row);
std::string rankText(const pairing::Rank& rank, Language lang);
// The crosstable cell of one round: opponent place (row number) + result + colour + handicap.
std::string crossCell(const Standings& st, const RoundEntry& e);
std::string roundHeading(const Standings& st, Language lang);
std::string nameOf(const Tournament& t, pairing::PlayerId id);
std::string rankOf(const Tournament& t, pairing::PlayerId id, Language lang);
std::string resultText(const pairing::Game& g);
// The round's games by board.
std::vector<pairing::Game> sortedGames(const pairing::Round& r);
std::string roundTitle(int round, Language lang, const char* en, const char* zh);

}  // namespace tengen::reports::formatting
