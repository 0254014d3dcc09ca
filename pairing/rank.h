#pragma once
// A player's Go rank: kyu (30k..1k), amateur dan (1d..9d) or professional dan (1p..9p).

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace tengen::pairing {

enum class RankKind { Kyu, Dan, Pro };

class Rank {
 public:
  // Builds a rank; returns nullopt when the level is outside 1..30 (kyu) or 1..9 (dan, pro).
  static std::optional<Rank> make(RankKind kind, int level);
  // Parses "3d", "12k", "2p", "3 dan", "1 kyu", "3段", "2级", "初段", "五段", "职业五段", "业余3段".
  static std::optional<Rank> parse(std::string_view text);
  // Builds the rank from its strength value (see strength()); nullopt when out of range.
  static std::optional<Rank> fromStrength(int strength);

  RankKind kind() const { return kind_; }
  int level() const { return level_; }
  // One number per rank for comparisons and handicaps: 30k = -30 .. 1k = -1, 1d = 0 .. 9d = 8,
  // 1p = 9 .. 9p = 17 (professional ranks rank above every amateur dan, one step each).
  int strength() const;
  // Normalised short form: "3d", "12k", "2p".
  std::string toString() const;
  // Chinese form: "3段", "2级", "职业5段".
  std::string toChinese() const;

  friend bool operator==(const Rank& a, const Rank& b) { return a.strength() == b.strength(); }
  friend std::strong_ordering operator<=>(const Rank& a, const Rank& b) {
    return a.strength() <=> b.strength();
  }

 private:
  Rank(RankKind kind, int level) : kind_(kind), level_(level) {}
  RankKind kind_ = RankKind::Kyu;
  int level_ = 30;
};

}  // namespace tengen::pairing
