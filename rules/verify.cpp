#include "rules/verify.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <set>

namespace tengen::rules {

namespace {

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool startsWith(std::string_view s, std::string_view p) {
  return s.substr(0, p.size()) == p;
}
bool endsWith(std::string_view s, std::string_view p) {
  return s.size() >= p.size() && s.substr(s.size() - p.size()) == p;
}

std::optional<double> number(std::string_view text) {
  const std::string t = trim(text);
  if (t.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(t.c_str(), &end);
  if (end != t.c_str() + t.size() || !std::isfinite(v) || v < 0 || v > 10000) return std::nullopt;
  return v;
}

// "3/4", "1又1/4", "半", "1又半", "3", "1.25" -> quarter stones.
std::optional<int> quarterStones(std::string_view text) {
  std::string t = trim(text);
  if (t.empty()) return std::nullopt;
  int whole = 0;
  std::string frac = t;
  if (auto pos = t.find("又"); pos != std::string::npos) {
    auto w = number(t.substr(0, pos));
    if (!w || *w != std::floor(*w)) return std::nullopt;
    whole = static_cast<int>(*w);
    frac = trim(t.substr(pos + std::string_view("又").size()));
  }
  if (frac == "半") return whole * 4 + 2;
  if (auto slash = frac.find('/'); slash != std::string::npos) {
    auto a = number(frac.substr(0, slash));
    auto b = number(frac.substr(slash + 1));
    if (!a || !b || *b == 0) return std::nullopt;
    const double q = *a / *b * 4;
    if (std::fabs(q - std::round(q)) > 1e-9) return std::nullopt;
    return whole * 4 + static_cast<int>(std::lround(q));
  }
  auto v = number(frac);
  if (!v) return std::nullopt;
  return whole * 4 + static_cast<int>(std::lround(*v * 4));  // Fox 0.2 -> 1/4, 0.7 -> 3/4
}

// "2目半", "半目", "2.5目", "2.5" -> half points.
std::optional<HalfPoints> halfPoints(std::string_view text) {
  std::string t = trim(text);
  int extra = 0;
  if (endsWith(t, "半")) {
    extra = 1;
    t = trim(t.substr(0, t.size() - std::string_view("半").size()));
  }
  if (endsWith(t, "目")) t = trim(t.substr(0, t.size() - std::string_view("目").size()));
  if (t == "半" && extra == 0) return HalfPoints(1);
  if (t.empty()) return std::nullopt;
  auto v = number(t);
  if (!v) return std::nullopt;
  const double h = *v * 2;
  if (std::fabs(h - std::round(h)) > 1e-9) return std::nullopt;
  return HalfPoints(static_cast<int>(std::lround(h)) + extra);
}

// A side's count in stones: "185", "184.5", "184子半", "184又1/2".
std::optional<HalfPoints> stonesCount(std::string_view text) {
  std::string t = trim(text);
  bool half = false;
  if (endsWith(t, "子半")) {
    half = true;
    t = t.substr(0, t.size() - std::string_view("子半").size());
  } else if (endsWith(t, "子")) {
    t = t.substr(0, t.size() - std::string_view("子").size());
  }
  auto q = quarterStones(t);
  if (!q || *q % 2 != 0) return std::nullopt;
  return HalfPoints(*q / 2 + (half ? 1 : 0));  // quarter stones to half stones
}

Claim make(Claim::Kind kind, Color winner, std::string_view text) {
  Claim c;
  c.kind = kind;
  c.winner = winner;
  c.text = std::string(text);
  return c;
}

}  // namespace

std::string Claim::canonical() const {
  const std::string w = winner == Color::Black ? "B" : "W";
  switch (kind) {
    case Kind::Margin:
      return w + "+" + margin.toString();
    case Kind::Draw:
      return "0";
    case Kind::Resign:
      return w + "+R";
    case Kind::Time:
      return w + "+T";
    case Kind::Forfeit:
      return w + "+F";
    case Kind::WinnerOnly:
      return w + "+";
    case Kind::Void:
      return "Void";
    case Kind::Unknown:
      return "?";
    case Kind::Count:
      return (winner == Color::Black ? "black " : "white ") + count.toString();
  }
  return text;
}

std::optional<Claim> parseClaim(std::string_view raw, bool stonesHint) {
  const std::string t = trim(raw);
  const std::string l = lower(t);
  if (l.empty() || l == "?" || l == "unknown") return make(Claim::Kind::Unknown, Color::Empty, raw);
  if (l == "void" || t == "无胜负" || t == "無勝負" || t == "无效")
    return make(Claim::Kind::Void, Color::Empty, raw);
  if (l == "0" || l == "draw" || l == "jigo" || l == "=" || t == "和棋" || t == "和" ||
      t == "和局" || t == "持棋")
    return make(Claim::Kind::Draw, Color::Empty, raw);

  // Chinese: 黑胜3/4子, 白胜1又1/4子, 黑中盘胜, 白胜2目半, 黑185子.
  for (const auto& [prefix, color] : {std::pair<std::string_view, Color>{"黑", Color::Black},
                                      std::pair<std::string_view, Color>{"白", Color::White}}) {
    if (!startsWith(t, prefix)) continue;
    std::string rest = trim(std::string_view(t).substr(prefix.size()));
    if (startsWith(rest, "方")) rest = trim(rest.substr(std::string_view("方").size()));
    auto has = [&](std::string_view word) { return rest.find(word) != std::string::npos; };
    if (has("中盘") || has("认输") || has("中押") || has("投子"))
      return make(Claim::Kind::Resign, color, raw);
    if (has("超时") || has("时间")) return make(Claim::Kind::Time, color, raw);
    if (has("弃权") || has("不战")) return make(Claim::Kind::Forfeit, color, raw);
    if (startsWith(rest, "胜")) {
      const std::string amount = trim(rest.substr(std::string_view("胜").size()));
      if (amount.empty()) return make(Claim::Kind::WinnerOnly, color, raw);
      Claim c = make(Claim::Kind::Margin, color, raw);
      const bool inPoints = amount.find("目") != std::string::npos;
      if (endsWith(amount, "子") || endsWith(amount, "子半") || (stonesHint && !inPoints)) {
        std::string a = amount;
        int extra = 0;
        if (endsWith(a, "子半")) {
          a = a.substr(0, a.size() - std::string_view("子半").size());
          extra = 2;
        } else if (endsWith(a, "子")) {
          a = a.substr(0, a.size() - std::string_view("子").size());
        }
        auto q = quarterStones(a);
        if (!q) return std::nullopt;
        c.margin = HalfPoints(*q + extra);  // a quarter stone is a half point
        c.inStones = true;
      } else {
        auto h = halfPoints(amount);
        if (!h) return std::nullopt;
        c.margin = *h;
      }
      if (c.margin == HalfPoints(0)) return make(Claim::Kind::Draw, Color::Empty, raw);
      return c;
    }
    auto h = stonesCount(rest);
    if (!h) return std::nullopt;
    Claim c = make(Claim::Kind::Count, color, raw);
    c.count = *h;
    return c;
  }

  // English counts: "black 184.5", "white: 176.5", "B 185".
  for (const auto& [prefix, color] : {std::pair<std::string_view, Color>{"black", Color::Black},
                                      {"white", Color::White},
                                      {"b ", Color::Black},
                                      {"w ", Color::White}}) {
    if (!startsWith(l, prefix)) continue;
    std::string rest = trim(std::string_view(l).substr(prefix.size()));
    if (startsWith(rest, "+")) break;  // "B + R", "w + 12.5": the SGF form with spaces
    if (startsWith(rest, ":")) rest = trim(rest.substr(1));
    if (startsWith(rest, "wins by")) {
      auto h = halfPoints(trim(rest.substr(7)));
      if (!h) return std::nullopt;
      Claim c = make(Claim::Kind::Margin, color, raw);
      c.margin = *h;
      return c;
    }
    if (endsWith(rest, "stones")) rest = trim(rest.substr(0, rest.size() - 6));
    auto h = stonesCount(rest);
    if (!h) return std::nullopt;
    Claim c = make(Claim::Kind::Count, color, raw);
    c.count = *h;
    return c;
  }

  // SGF: B+1.5, W+R, B+Resign, W+T, B+F, B+, W; spaces anywhere ("B + R", "w+ 12.5").
  std::string sgf;
  for (char ch : l)
    if (!std::isspace(static_cast<unsigned char>(ch))) sgf += ch;
  if (sgf[0] == 'b' || sgf[0] == 'w') {
    const Color color = sgf[0] == 'b' ? Color::Black : Color::White;
    std::string rest = sgf.substr(1);
    if (rest.empty()) return make(Claim::Kind::WinnerOnly, color, raw);
    if (rest[0] != '+') return std::nullopt;
    rest = rest.substr(1);
    if (rest.empty()) return make(Claim::Kind::WinnerOnly, color, raw);
    if (rest[0] == '+' || rest[0] == '-') return std::nullopt;
    if (rest == "r" || rest == "res" || rest == "resign" || rest == "resignation")
      return make(Claim::Kind::Resign, color, raw);
    if (rest == "t" || rest == "time") return make(Claim::Kind::Time, color, raw);
    if (rest == "f" || rest == "forfeit") return make(Claim::Kind::Forfeit, color, raw);
    auto v = number(rest);
    if (!v) return std::nullopt;
    Claim c = make(Claim::Kind::Margin, color, raw);
    // W+0.0 / B+0: a margin of 0 with a winner named. It agrees only with a drawn count (some
    // programs write it for a game that ended without a count: it never passes for a win).
    if (*v == 0) return c;
    const double twice = *v * 2;
    if (stonesHint || std::fabs(twice - std::round(twice)) > 1e-9) {
      c.inStones = true;
      c.margin = HalfPoints(static_cast<int>(std::lround(*v * 4)));  // quarter stones
    } else {
      c.margin = HalfPoints(static_cast<int>(std::lround(twice)));
    }
    return c;
  }
  return std::nullopt;
}

namespace {

Score rescore(const Score& s, const Board& board, const std::vector<Loc>& dead, HalfPoints komi,
              HalfPoints compensation) {
  if (s.method == Scoring::Territory)
    return scoreTerritory(board, dead, board.captures(Color::Black), board.captures(Color::White),
                          komi, s.handicap);
  return scoreArea(board, dead, komi, s.handicap, compensation);
}

HalfPoints claimValue(const Claim& claim, const Score& s) {
  if (claim.kind == Claim::Kind::Count)
    return claim.winner == Color::Black ? s.black.count : s.white.count;
  return s.margin;
}

HalfPoints claimed(const Claim& claim) {
  return claim.kind == Claim::Kind::Count ? claim.count : claim.blackMargin();
}

}  // namespace

Verdict verify(const Claim& claim, const Score& score, const Board& board, const RuleSet& rules) {
  Verdict v;
  switch (claim.kind) {
    case Claim::Kind::Resign:
    case Claim::Kind::Time:
    case Claim::Kind::Forfeit:
    case Claim::Kind::Void:
    case Claim::Kind::Unknown:
      v.status = Verdict::Status::NotComparable;
      return v;
    case Claim::Kind::WinnerOnly: {
      const bool agree = claim.winner == Color::Black ? score.margin > HalfPoints(0)
                                                      : score.margin < HalfPoints(0);
      v.status = agree ? Verdict::Status::Agree : Verdict::Status::Disagree;
      if (!agree)
        v.explanations.push_back({Explanation::Kind::WrongWinner,
                                  HalfPoints(0),
                                  Color::Empty,
                                  false,
                                  {},
                                  "the count gives " + score.result()});
      return v;
    }
    case Claim::Kind::Margin:
    case Claim::Kind::Draw:
    case Claim::Kind::Count:
      break;
  }
  const HalfPoints want = claimed(claim);
  v.difference = want - claimValue(claim, score);
  if (v.difference == HalfPoints(0)) {
    v.status = Verdict::Status::Agree;
    return v;
  }
  v.status = Verdict::Status::Disagree;

  if (claim.kind != Claim::Kind::Count) {
    // Komi: the claim counted with another komi.
    std::set<HalfPoints> komis;
    for (int k : {0, 1, 11, 12, 13, 14, 15, 16}) komis.insert(HalfPoints(k));
    for (const std::string& n : RuleSet::presetNames()) komis.insert(RuleSet::preset(n)->komi);
    komis.insert(rules.komi);
    for (HalfPoints k : komis) {
      if (k == score.komi) continue;
      if (score.margin + (score.komi - k) == want)
        v.explanations.push_back({Explanation::Kind::Komi,
                                  k,
                                  Color::Empty,
                                  false,
                                  {},
                                  "the claim matches a komi of " + k.toString() + " instead of " +
                                      score.komi.toString()});
    }
    // Handicap compensation: none, N or N-1.
    if (score.handicap >= 2 && score.method == Scoring::Area) {
      for (HalfPoints c : {HalfPoints(0), HalfPoints::whole(score.handicap),
                           HalfPoints::whole(score.handicap - 1)}) {
        if (c == score.compensation) continue;
        if (score.margin + score.compensation - c == want)
          v.explanations.push_back({Explanation::Kind::Compensation,
                                    c,
                                    Color::Empty,
                                    false,
                                    {},
                                    "the claim matches a handicap compensation of " + c.toString() +
                                        " points instead of " + score.compensation.toString()});
      }
    }
  }
  // A neutral point given whole to one side moves a count by half a stone, a margin by a point.
  const HalfPoints dameStep = claim.kind == Claim::Kind::Count ? HalfPoints(1) : HalfPoints(2);
  if (score.method == Scoring::Area && score.neutral > 0 && abs(v.difference) == dameStep)
    v.explanations.push_back(
        {Explanation::Kind::Dame,
         HalfPoints(0),
         Color::Empty,
         false,
         {},
         "one neutral point (dame) was given to one side; it counts half to each"});

  // Dead stones: one chain counted the other way.
  std::set<Loc> deadSet(score.dead.begin(), score.dead.end());
  std::array<bool, kMaxArea> done{};
  for (Loc p : board.points()) {
    if (board.at(p) == Color::Empty || done[static_cast<std::size_t>(p)]) continue;
    const std::vector<Loc> chain = board.chainStones(p);
    for (Loc s : chain) done[static_cast<std::size_t>(s)] = true;
    const bool isDead = deadSet.count(p) > 0;
    std::vector<Loc> dead;
    if (isDead) {
      for (Loc d : score.dead)
        if (std::find(chain.begin(), chain.end(), d) == chain.end()) dead.push_back(d);
    } else {
      dead = score.dead;
      dead.insert(dead.end(), chain.begin(), chain.end());
    }
    const Score alt = rescore(score, board, dead, score.komi, score.compensation);
    if (claimValue(claim, alt) == want) {
      const Color c = board.at(p);
      std::string text = std::string(c == Color::Black ? "the black" : "the white") +
                         " stones at " + toGtp(p, board.height()) + " (" +
                         std::to_string(chain.size()) + (chain.size() == 1 ? " stone" : " stones") +
                         ") are counted " + (isDead ? "alive" : "dead") + " in the claim, " +
                         (isDead ? "dead" : "alive") + " here";
      v.explanations.push_back(
          {Explanation::Kind::DeadStones, HalfPoints(0), c, !isDead, chain, text});
      if (v.explanations.size() >= 4) break;
    }
  }
  if (v.explanations.empty())
    v.explanations.push_back(
        {Explanation::Kind::Unexplained,
         HalfPoints(0),
         Color::Empty,
         false,
         {},
         "no single komi, compensation, dame or dead-stone difference explains it: recount"});
  return v;
}

}  // namespace tengen::rules
