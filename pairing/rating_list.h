#pragma once
// Rating lists (EGD allworld_lp.html, FFG ech_ffg_V3.txt, AGA TDListA.txt): parsed into entries a
// desk can register a player from, with a name/id search index. Plain C++, no I/O: the caller
// reads the file. Column layouts and the rating-to-rank mappings are in shared/docs/formats.md.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "pairing/player.h"
#include "pairing/rank.h"

namespace tengen::pairing {

enum class RatingListFormat { Egd, Ffg, Aga };

std::string_view toCode(RatingListFormat format);  // "egd", "ffg", "aga"
std::optional<RatingListFormat> ratingListFormatFromCode(std::string_view code);

struct RatingEntry {
  int line = 0;                  // physical line in the file, from 1
  std::string name;              // "Surname Given", UTF-8
  std::string country;           // as the list writes it (EGD/FFG: 2 letters; AGA: none)
  std::string club;              // EGD club, FFG club code, AGA chapter code
  std::string id;                // EGD PIN, FFG licence or AGA member id
  std::string ratingText;        // as written: "2345", "-1500", "-20.06"; empty when unrated
  std::optional<double> rating;  // the number in ratingText
  std::optional<Rank> rank;      // derived from the rating (formats.md); none when unrated
  std::string grade;             // EGD: the declared grade column ("5d"), informative only
};

struct RatingListError {
  int line = 0;         // physical line, from 1; 0 for the whole file
  std::string problem;  // English
};

// The rank a rating stands for (OpenGotha's mapping, formats.md "Rating lists"); clamped to
// 30k..9d.
Rank rankFromEgdRating(int gor);        // 2050..2149 = 1d, 50..149 = 20k, >= 2850 = 9d
Rank rankFromFfgRating(int rating);     // 0..99 = 1d, <= -2901 = 30k, >= 800 = 9d
Rank rankFromAgaRating(double rating);  // -2.00..-1.01 = 1k, 1.00..1.99 = 1d, >= 9 = 9d

// Guesses the format from the content: FFG by its "Echelle au" header or line shape, AGA by tab
// separated lines with a numeric id, EGD by the fixed-column PIN. nullopt when nothing fits.
std::optional<RatingListFormat> detectRatingListFormat(std::string_view text);

// Folds a name for searching: lower case, Latin diacritics removed (é→e, ß→ss, Ł→l), commas,
// dots and hyphens as spaces, apostrophes dropped, runs of spaces collapsed. Other scripts stay.
std::string foldName(std::string_view text);

class RatingList {
 public:
  // Parses a list (UTF-8, or Latin-1 when the bytes are not valid UTF-8). Without a format it is
  // detected; when it cannot be, errors() holds one line-0 error and there are no entries. A bad
  // data line is reported in errors() (with its line) and left out; the other lines still load.
  static RatingList parse(std::string_view text, std::optional<RatingListFormat> format = {});

  RatingListFormat format() const { return format_; }
  const std::vector<RatingEntry>& entries() const { return entries_; }
  const std::vector<RatingListError>& errors() const { return errors_; }

  // The entry with this EGD PIN / FFG licence / AGA id (leading zeros matter), or nullptr.
  const RatingEntry* findId(std::string_view id) const;

  struct Matches {
    std::vector<const RatingEntry*> entries;  // up to the limit, in name order
    bool more = false;                        // true when more entries matched than returned
  };
  // Entries whose folded name starts with the folded query, given surname first or given name
  // first ("Dupont Jean" and "Jean Dupont" both find DUPONT Jean). A query of digits that is an
  // id finds that entry. Binary search over a sorted index: O(log n + matches).
  Matches search(std::string_view query, std::size_t limit = 50) const;
  // For registering by name: the one entry whose folded name equals the query if there is exactly
  // one, else the prefix matches (the caller refuses unless there is exactly one).
  Matches lookupName(std::string_view name, std::size_t limit = 50) const;

 private:
  void buildIndex();

  RatingListFormat format_ = RatingListFormat::Egd;
  std::vector<RatingEntry> entries_;
  std::vector<RatingListError> errors_;
  std::vector<std::pair<std::string, std::uint32_t>> nameIndex_;  // folded key, entry, sorted
  std::unordered_map<std::string, std::uint32_t> idIndex_;
};

// A player to register from an entry: name, rank (from the rating), rating (EGD GoR and FFG
// rating; AGA ratings are on another scale and are not stored), club, country, EGD PIN.
// nullopt when the entry has no rank (an unrated AGA member).
std::optional<Player> playerFromEntry(const RatingEntry& entry, RatingListFormat format);

// The registered player with the same EGD PIN as `candidate` (the one id Player stores), or
// nullptr: registering a list entry twice is refused by both front ends.
const Player* sameEgdPin(const std::vector<Player>& registered, const Player& candidate);

}  // namespace tengen::pairing
