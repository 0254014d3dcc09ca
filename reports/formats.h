#pragma once
// Report writers: standings, crosstable, pairing list and result slips as plain text, CSV, JSON
// and HTML; EGF h9 and AGA results for the rating bodies. Text in, text out (UTF-8).

#include <string>
#include <vector>

#include "reports/standings.h"

namespace tengen::reports {

enum class Language { En, Zh };

// --- Tables (what the text and on-screen views show, cell by cell) -----------------------------
struct ReportTable {
  std::vector<std::string> header;
  std::vector<bool> rightAligned;              // per column: numbers are right-aligned
  std::vector<std::vector<std::string>> rows;  // one per standings row, in place order
};
// The standings table of standingsText: place ("3="), name (withdrawn marked), rank, each
// criterion of the order.
ReportTable standingsTable(const Standings& standings, Language lang);
// The crosstable as crosstableHtml lays it out: #, name, rank, one cell per round (see
// crosstableText), each criterion, place.
ReportTable crosstableTable(const Standings& standings, Language lang);

// --- Standings -------------------------------------------------------------------------------
// A terminal table: place (with "=" for ex-aequo), name, rank, score, each tie-break.
std::string standingsText(const Standings& standings, Language lang);
// CSV with a header row: place,ex_aequo,player,name,latin_name,rank,club,country,<criteria...>.
std::string standingsCsv(const Standings& standings);
// [{"place":P,"player":ID,"name":"..","score":S,"tiebreaks":{"SOS":..}}, ...] in the event's
// units (2-1-0 points for Chinese scoring); also "ex_aequo", "rank", "withdrawn".
std::string standingsJson(const Standings& standings);

struct HtmlOptions {
  Language lang = Language::En;
  bool projector = false;  // big type, one page of `rowsPerPage` rows at a time, cycling
  int rowsPerPage = 20;
  int secondsPerPage = 10;
  bool forPrint = false;  // simpler markup that Qt's rich text engine lays out (PDF)
};
std::string standingsHtml(const Standings& standings, const Tournament& tournament,
                          const HtmlOptions& options);

// --- Crosstable (wall chart) -------------------------------------------------------------------
// One line per player in place order; each round as "<opponent place><+|-|=|?>/<b|w>[h]".
std::string crosstableText(const Standings& standings, Language lang);
std::string crosstableHtml(const Standings& standings, const Tournament& tournament,
                           const HtmlOptions& options);

// --- Pairings and slips ------------------------------------------------------------------------
// The draw of a round by board (byes after the boards).
std::string pairingsText(const Tournament& tournament, int round, Language lang);
std::string pairingsHtml(const Tournament& tournament, int round, const HtmlOptions& options);
// The same draw listed by player name (each player once, with board and colour).
std::string pairingsByNameHtml(const Tournament& tournament, int round, const HtmlOptions& options);
// One result slip per board: event, round, board, players, ranks, colours, handicap, komi,
// time control, result boxes and spaces to sign; several per printed page.
std::string slipsHtml(const Tournament& tournament, int round, const HtmlOptions& options);

// --- Rating bodies -----------------------------------------------------------------------------
struct H9Options {
  std::string tournamentClass = "X";  // A/B/C/D, X when unknown
  std::string countryCode;            // for PC[country,venue]
  int adjustedTimeMinutes = 0;        // TM[]; 0: not written
  std::string timeSystem;             // CM[]; empty: not written
  int handicapCorrection = 0;         // HA[h<n>]: stones taken off handicaps; 0: not written
};
struct Export {
  std::string text;
  std::vector<std::string> warnings;  // e.g. a player with no Latin name
};
// The EGF tournament table, line by line as formats.md describes (ASCII, Latin names).
Export egfH9(const Standings& standings, const Tournament& tournament,
             const H9Options& options = {});
// The AGA rated-results file (tab-separated, OpenGotha's layout).
Export agaResults(const Standings& standings, const Tournament& tournament);

// The Latin "Surname Given" form used by h9/AGA: the Latin name, else the name when it is
// Latin script (diacritics folded), else empty.
std::string latinNameOf(const pairing::Player& player);
// The same name as its two parts, for the formats that write surname and given name apart (h9,
// AGA): a Latin spelling is written surname first ("Li Changhao") and splits at its first space;
// a name is split as the OpenGotha export splits it ("van Zeist, Rob": "van Zeist" and "Rob";
// "Jean-Pierre O'Brien": "O'Brien" and "Jean-Pierre"). Both empty when there is no Latin form; the
// given name empty for a single word.
struct LatinName {
  std::string surname, given;
};
LatinName latinNameParts(const pairing::Player& player);
// "3D", "12K", "2P".
std::string rankCode(const pairing::Rank& rank);

}  // namespace tengen::reports
