#include "rules/sgf_game.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <utility>

namespace tengen::rules {

int SgfGame::moveCount() const {
  int n = 0;
  for (const SgfAction& a : actions) n += a.kind == SgfAction::Kind::Move;
  return n;
}

namespace {

std::string trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return std::string(s);
}

int sgfIndex(char c) {
  if (c >= 'a' && c <= 'z') return c - 'a';
  if (c >= 'A' && c <= 'Z') return c - 'A' + 26;
  return -1;
}

std::optional<double> parseNumber(std::string_view text) {
  const std::string t = trim(text);
  if (t.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(t.c_str(), &end);
  if (end != t.c_str() + t.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<Loc> parsePoint(std::string_view v, int width, int height, bool allowPass) {
  if (v.empty()) return allowPass ? std::optional<Loc>(kPass) : std::nullopt;
  if (v.size() != 2) return std::nullopt;
  if (v == "tt" && width <= 19 && height <= 19)
    return allowPass ? std::optional<Loc>(kPass) : std::nullopt;
  const int x = sgfIndex(v[0]), y = sgfIndex(v[1]);
  if (x < 0 || y < 0 || x >= width || y >= height) return std::nullopt;
  return makeLoc(x, y);
}

std::string formatNumber(double v);

SgfError errorAt(const SgfProperty& p, std::string message) {
  return {p.line, p.column, std::move(message)};
}

}  // namespace

std::optional<std::vector<Loc>> parseSgfPoints(const std::vector<std::string>& values, int width,
                                               int height, bool allowPass) {
  std::vector<Loc> pts;
  for (const std::string& raw : values) {
    const std::string v = trim(raw);
    const auto colon = v.find(':');
    if (colon == std::string::npos) {
      auto p = parsePoint(v, width, height, allowPass);
      if (!p) return std::nullopt;
      if (*p != kPass) pts.push_back(*p);
      continue;
    }
    auto a = parsePoint(v.substr(0, colon), width, height, false);
    auto b = parsePoint(v.substr(colon + 1), width, height, false);
    if (!a || !b) return std::nullopt;
    const int x0 = std::min(locX(*a), locX(*b)), x1 = std::max(locX(*a), locX(*b));
    const int y0 = std::min(locY(*a), locY(*b)), y1 = std::max(locY(*a), locY(*b));
    for (int y = y0; y <= y1; ++y)
      for (int x = x0; x <= x1; ++x) pts.push_back(makeLoc(x, y));
  }
  return pts;
}

std::optional<HalfPoints> parseKomi(std::string_view text, bool* inStones) {
  if (inStones) *inStones = false;
  auto v = parseNumber(text);
  if (!v) return std::nullopt;
  double k = *v;
  if (std::fabs(k) >= 100) k /= 100;  // Fox: komi x 100 (KM[750], KM[375])
  const double quarters = k * 4;
  if (std::fabs(quarters - std::round(quarters)) > 1e-6) {
    // Odd komi from another program (KM[7.3]): read as the nearest half point, as SGF readers do.
    return HalfPoints(static_cast<int>(std::lround(k * 2)));
  }
  const long q = std::lround(quarters);
  if (q % 2 != 0) {  // .25 / .75: komi in stones (3.75 stones = 7.5 points)
    if (inStones) *inStones = true;
    return HalfPoints(static_cast<int>(q));  // stones * 4 = points * 2 = half points
  }
  return HalfPoints(static_cast<int>(q / 2));
}

std::variant<SgfGame, SgfError> gameFromTree(const SgfTree& tree) {
  SgfGame g;
  if (tree.nodes.empty()) return SgfError{1, 1, "empty file"};
  const SgfNode& root = tree.nodes.front();
  if (const SgfProperty* gm = root.find("GM")) {
    if (!gm->values.empty() && trim(gm->values[0]) != "1" && !trim(gm->values[0]).empty())
      return errorAt(*gm, "not a Go record (GM[" + gm->values[0] + "])");
  }
  if (const SgfProperty* sz = root.find("SZ")) {
    const std::string v = trim(sz->values.empty() ? "" : sz->values[0]);
    const auto colon = v.find(':');
    auto w = parseNumber(colon == std::string::npos ? v : v.substr(0, colon));
    auto h = colon == std::string::npos ? w : parseNumber(v.substr(colon + 1));
    if (!w || !h || *w != std::floor(*w) || *h != std::floor(*h) || *w < 2 || *h < 2 ||
        *w > kMaxSize || *h > kMaxSize)
      return errorAt(*sz, "board size SZ[" + v + "] is not supported (2 to 25 lines)");
    g.width = static_cast<int>(*w);
    g.height = static_cast<int>(*h);
  }
  if (const SgfProperty* km = root.find("KM"); km && !km->values.empty()) {
    g.komiText = km->values[0];
    if (!trim(g.komiText).empty()) {
      g.komi = parseKomi(g.komiText, &g.komiInStones);
      if (!g.komi) return errorAt(*km, "komi KM[" + g.komiText + "] is not a number");
      const std::string k = trim(g.komiText);
      if (auto v = parseNumber(k); v && std::fabs(*v) >= 100)
        g.warnings.push_back({SgfWarning::Kind::KomiTimes100, km->line, km->column, k,
                              "komi KM[" + k + "] is written x 100 (as Fox writes it): read as " +
                                  formatNumber(*v / 100)});
      if (auto v = parseNumber(k)) {
        const double points = std::fabs(*v) >= 100 ? *v / 100 : *v;
        if (std::fabs(points * 4 - std::round(points * 4)) > 1e-6)
          g.warnings.push_back(
              {SgfWarning::Kind::KomiRounded, km->line, km->column, k,
               "komi KM[" + k + "] is no multiple of 0.5: read as " + g.komi->toString()});
      }
      if (g.komiInStones)
        g.warnings.push_back({SgfWarning::Kind::KomiInStones, km->line, km->column, k,
                              "komi KM[" + k + "] is in stones (Chinese rules, 2002 §11): " +
                                  g.komi->toString() + " points"});
    }
  }
  if (const SgfProperty* ha = root.find("HA"); ha && !ha->values.empty()) {
    auto h = parseNumber(ha->values[0]);
    if (!h || *h < 0 || *h > 400)
      return errorAt(*ha, "handicap HA[" + ha->values[0] + "] is not a number of stones");
    if (*h != std::floor(*h)) {
      g.warnings.push_back(
          {SgfWarning::Kind::HandicapNotWhole, ha->line, ha->column, trim(ha->values[0]),
           "handicap HA[" + trim(ha->values[0]) + "] is not a whole number: " +
               std::to_string(static_cast<int>(std::floor(*h))) + " stones taken"});
      h = std::floor(*h);
    }
    g.handicap = *h >= 2 ? static_cast<int>(*h) : 0;
  }
  g.result = trim(root.value("RE"));
  g.rules = trim(root.value("RU"));
  // The root's texts kept as written (names, ranks, dates: the file's own spelling).
  static constexpr std::pair<const char*, std::string SgfGame::*> kTexts[] = {
      {"PB", &SgfGame::blackName}, {"PW", &SgfGame::whiteName}, {"BR", &SgfGame::blackRank},
      {"WR", &SgfGame::whiteRank}, {"DT", &SgfGame::date},      {"EV", &SgfGame::event},
      {"RO", &SgfGame::round},     {"PC", &SgfGame::place},     {"TM", &SgfGame::timeLimit},
      {"OT", &SgfGame::overtime},  {"GN", &SgfGame::gameName},  {"AP", &SgfGame::application}};
  for (const auto& [property, text] : kTexts) g.*text = root.value(property);
  if (const std::string pl = trim(root.value("PL")); !pl.empty()) {
    if (pl == "B" || pl == "b") g.playerToMove = Color::Black;
    if (pl == "W" || pl == "w") g.playerToMove = Color::White;
  }

  bool first = true;
  for (int index : tree.mainLine()) {
    const SgfNode& node = tree.nodes[static_cast<std::size_t>(index)];
    if (first) {
      g.comment = node.value("C");
      first = false;
    }
    for (const char* id : {"AE", "AB", "AW"}) {
      const SgfProperty* p = node.find(id);
      if (!p) continue;
      auto pts = parseSgfPoints(p->values, g.width, g.height, false);
      if (!pts) return errorAt(*p, std::string(id) + ": not a list of points on this board");
      const Color c = id[1] == 'B' ? Color::Black : id[1] == 'W' ? Color::White : Color::Empty;
      for (Loc q : *pts)
        g.actions.push_back({SgfAction::Kind::Setup, c, q, p->line, p->column, {}, {}, {}});
    }
    for (const char* id : {"B", "W"}) {
      const SgfProperty* p = node.find(id);
      if (!p) continue;
      const std::string v = p->values.empty() ? std::string() : trim(p->values[0]);
      auto loc = parsePoint(v, g.width, g.height, true);
      if (!loc || p->values.size() != 1)
        return errorAt(*p, std::string(id) + "[" + v + "] is not a point of a " +
                               std::to_string(g.width) + "x" + std::to_string(g.height) + " board");
      SgfAction a{SgfAction::Kind::Move,
                  id[0] == 'B' ? Color::Black : Color::White,
                  *loc,
                  p->line,
                  p->column,
                  {},
                  {},
                  node.value("C")};
      const char* timeId = id[0] == 'B' ? "BL" : "WL";
      const char* periodsId = id[0] == 'B' ? "OB" : "OW";
      if (auto t = parseNumber(node.value(timeId))) a.timeLeft = *t;
      if (auto o = parseNumber(node.value(periodsId))) a.periodsLeft = static_cast<int>(*o);
      g.actions.push_back(std::move(a));
    }
    const SgfProperty* tb = node.find("TB");
    const SgfProperty* tw = node.find("TW");
    if (tb || tw) {
      g.territoryBlack.clear();
      g.territoryWhite.clear();
      if (tb) {
        auto pts = parseSgfPoints(tb->values, g.width, g.height, false);
        if (!pts) return errorAt(*tb, "TB: not a list of points on this board");
        g.territoryBlack = *pts;
      }
      if (tw) {
        auto pts = parseSgfPoints(tw->values, g.width, g.height, false);
        if (!pts) return errorAt(*tw, "TW: not a list of points on this board");
        g.territoryWhite = *pts;
      }
    }
  }
  return g;
}

std::variant<SgfGame, SgfError> readSgfGame(std::string_view bytes) {
  SgfParse parsed = parseSgf(bytes);
  if (parsed.error) return *parsed.error;
  auto game = gameFromTree(parsed.tree);
  if (auto* g = std::get_if<SgfGame>(&game)) {
    g->encoding = parsed.encoding;
    g->warnings.insert(g->warnings.begin(), parsed.warnings.begin(), parsed.warnings.end());
  }
  return game;
}

namespace {
std::string formatNumber(double v) {
  char buf[32];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return ec == std::errc() ? std::string(buf, end) : std::string("0");
}

}  // namespace

std::string writeSgfGame(const SgfGame& g) {
  SgfTree tree;
  SgfNode root;
  auto add = [](SgfNode& n, std::string id, std::vector<std::string> values) {
    n.properties.push_back({std::move(id), std::move(values), 0, 0});
  };
  auto addText = [&](SgfNode& n, const char* id, const std::string& v) {
    if (!v.empty()) add(n, id, {v});
  };
  add(root, "GM", {"1"});
  add(root, "FF", {"4"});
  add(root, "CA", {"UTF-8"});
  add(root, "AP", {"Tengen:0.1"});
  add(root, "SZ",
      {g.width == g.height ? std::to_string(g.width)
                           : std::to_string(g.width) + ":" + std::to_string(g.height)});
  if (g.komi) add(root, "KM", {g.komi->toString()});
  if (g.handicap >= 2) add(root, "HA", {std::to_string(g.handicap)});
  addText(root, "RU", g.rules);
  addText(root, "RE", g.result);
  addText(root, "PB", g.blackName);
  addText(root, "BR", g.blackRank);
  addText(root, "PW", g.whiteName);
  addText(root, "WR", g.whiteRank);
  addText(root, "DT", g.date);
  addText(root, "EV", g.event);
  addText(root, "RO", g.round);
  addText(root, "PC", g.place);
  addText(root, "TM", g.timeLimit);
  addText(root, "OT", g.overtime);
  addText(root, "GN", g.gameName);
  addText(root, "C", g.comment);
  if (g.playerToMove) add(root, "PL", {std::string(colorLetter(*g.playerToMove))});
  tree.nodes.push_back(std::move(root));

  auto point = [&](Loc p) {
    if (p == kPass) return std::string();
    return toSgf(p);
  };
  std::size_t i = 0;
  int current = 0;
  // Setup stones before the first move go into the root; later setup gets its own node.
  auto appendNode = [&]() {
    SgfNode n;
    n.parent = current;
    tree.nodes.push_back(std::move(n));
    const int idx = static_cast<int>(tree.nodes.size()) - 1;
    tree.nodes[static_cast<std::size_t>(current)].children.push_back(idx);
    current = idx;
  };
  while (i < g.actions.size()) {
    const SgfAction& a = g.actions[i];
    if (a.kind == SgfAction::Kind::Setup) {
      if (current != 0 || tree.nodes.size() > 1) appendNode();
      SgfNode& n = tree.nodes[static_cast<std::size_t>(current)];
      std::vector<std::string> ab, aw, ae;
      while (i < g.actions.size() && g.actions[i].kind == SgfAction::Kind::Setup) {
        const SgfAction& s = g.actions[i++];
        (s.color == Color::Black ? ab : s.color == Color::White ? aw : ae).push_back(toSgf(s.loc));
      }
      if (!ae.empty()) add(n, "AE", ae);
      if (!ab.empty()) add(n, "AB", ab);
      if (!aw.empty()) add(n, "AW", aw);
      continue;
    }
    appendNode();
    SgfNode& n = tree.nodes[static_cast<std::size_t>(current)];
    add(n, std::string(colorLetter(a.color)), {point(a.loc)});
    if (a.timeLeft) add(n, a.color == Color::Black ? "BL" : "WL", {formatNumber(*a.timeLeft)});
    if (a.periodsLeft)
      add(n, a.color == Color::Black ? "OB" : "OW", {std::to_string(*a.periodsLeft)});
    if (!a.comment.empty()) add(n, "C", {a.comment});
    ++i;
  }
  if (!g.territoryBlack.empty() || !g.territoryWhite.empty()) {
    SgfNode& n = tree.nodes[static_cast<std::size_t>(current)];
    std::vector<std::string> tb, tw;
    for (Loc p : g.territoryBlack) tb.push_back(toSgf(p));
    for (Loc p : g.territoryWhite) tw.push_back(toSgf(p));
    if (!tb.empty()) add(n, "TB", tb);
    if (!tw.empty()) add(n, "TW", tw);
  }
  return writeSgf(tree);
}

}  // namespace tengen::rules
