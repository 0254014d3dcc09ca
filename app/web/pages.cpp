#include "app/web/pages.h"

#include <QCollator>
#include <QLocale>
#include <QString>
#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>
#include <vector>

#include "app/web/links.h"
#include "app/wording/words_in.h"
#include "reports/formats.h"
#include "reports/text.h"

namespace tengen::web {
namespace {

wording::In in(Lang lang) {
  return lang == Lang::Zh ? wording::In::Chinese : wording::In::English;
}

// A text of the pages in the page's language: the one wording of the front ends (Qt Linguist,
// context WebPages), read without touching the installed translation (pages are rendered on the
// server's loader thread, a page per language).
std::string tr(Lang lang, const char* source) {
  return wording::translated("WebPages", source, nullptr, in(lang)).toStdString();
}

// A text marked with a disambiguation (QT_TRANSLATE_NOOP3: two texts alike in English).
struct Marked {
  const char* source;
  const char* comment;
};
std::string tr(Lang lang, Marked text) {
  return wording::translated("WebPages", text.source, text.comment, in(lang)).toStdString();
}

// A text with %1, %2 ... filled at once (a value holding "%2" is not filled again); the values
// are HTML already.
template <class... Values>
std::string trArgs(Lang lang, Marked text, const Values&... values) {
  return wording::translated("WebPages", text.source, text.comment, in(lang))
      .arg(QString::fromStdString(values)...)
      .toStdString();
}
template <class... Values>
std::string trArgs(Lang lang, const char* source, const Values&... values) {
  return trArgs(lang, Marked{source, nullptr}, values...);
}

std::string num(long long v) {
  return std::to_string(v);
}

// A name or other text from the event: escaped and isolated from the surrounding direction.
std::string bdi(std::string_view text) {
  return "<bdi>" + escapeHtml(text) + "</bdi>";
}

std::string rankText(const pairing::Rank& rank, Lang lang) {
  return lang == Lang::Zh ? rank.toChinese() : rank.toString();
}

std::string playerLink(const Snapshot& s, pairing::PlayerId id, Lang lang, const Links& links) {
  const pairing::Player* p = s.player(id);
  if (!p) return "?";
  return "<a href=\"" + links.page("/player/" + num(id), lang) + "\">" + bdi(p->name) + "</a>";
}

// A value's name on the pages, from a table of (value, English text); empty for a value the
// table lacks.
template <class Value, std::size_t N>
std::string nameIn(const std::pair<Value, const char*> (&names)[N], Value value, Lang lang) {
  for (const auto& [v, source] : names)
    if (v == value) return tr(lang, source);
  return {};
}

std::string systemText(pairing::PairingSystem system, Lang lang) {
  using S = pairing::PairingSystem;
  static constexpr std::pair<S, const char*> kNames[] = {
      {S::Swiss, QT_TRANSLATE_NOOP("WebPages", "Swiss")},
      {S::McMahon, QT_TRANSLATE_NOOP("WebPages", "McMahon")},
      {S::RoundRobin, QT_TRANSLATE_NOOP("WebPages", "Round robin")},
      {S::Knockout, QT_TRANSLATE_NOOP("WebPages", "Knockout")},
  };
  return nameIn(kNames, system, lang);
}

std::string rulesText(pairing::RuleSetName rules, Lang lang) {
  using R = pairing::RuleSetName;
  static constexpr std::pair<R, const char*> kNames[] = {
      {R::Chinese2002, QT_TRANSLATE_NOOP("WebPages", "Chinese Weiqi Rules (2002)")},
      {R::Japanese, QT_TRANSLATE_NOOP("WebPages", "Japanese rules")},
      {R::Korean, QT_TRANSLATE_NOOP("WebPages", "Korean rules")},
  };
  return nameIn(kNames, rules, lang);
}

// A player of a round by name (the by-name pages): the game played, or a bye.
struct NameLine {
  pairing::PlayerId id;
  QString name;
  const pairing::Game* game;  // nullptr: bye
};
// Both players of every game, then the byes, in the round's order (the pages sort them).
std::vector<NameLine> nameLines(const Snapshot& s, const pairing::Round& round) {
  std::vector<NameLine> lines;
  for (const pairing::Game& g : round.games)
    for (pairing::PlayerId id : {g.black, g.white})
      if (const pairing::Player* p = s.player(id))
        lines.push_back({id, QString::fromStdString(p->name), &g});
  for (pairing::PlayerId id : round.byes)
    if (const pairing::Player* p = s.player(id))
      lines.push_back({id, QString::fromStdString(p->name), nullptr});
  return lines;
}

// A link to another page of the site, in this page's language; `text` is HTML already.
std::string pageLink(const Links& links, const std::string& path, Lang lang,
                     const std::string& text) {
  return "<a href=\"" + links.page(path, lang) + "\">" + text + "</a>";
}

struct Results {
  int entered = 0;
  int total = 0;
};
Results resultsOf(const pairing::Round& round) {
  Results r;
  for (const pairing::Game& g : round.games) {
    ++r.total;
    if (g.result) ++r.entered;
  }
  return r;
}

std::string langSwitch(const std::string& path, Lang lang, const Links& links) {
  const Lang other = lang == Lang::Zh ? Lang::En : Lang::Zh;
  return "<a class=\"lang\" href=\"" + links.otherLanguage(path, other) + "\" hreflang=\"" +
         std::string(langCode(other)) + "\" lang=\"" + std::string(langCode(other)) + "\">" +
         (other == Lang::Zh ? "中文" : "English") + "</a>";
}

std::string nav(const Snapshot& s, Lang lang, const Links& links) {
  std::string out =
      "<nav>" + pageLink(links, "/", lang, tr(lang, QT_TRANSLATE_NOOP("WebPages", "Event")));
  if (const int r = s.currentRound(); r > 0) {
    out += pageLink(links, "/round/" + num(r) + "/pairings", lang,
                    tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pairings")));
    out += pageLink(links, "/round/" + num(r) + "/by-name", lang,
                    tr(lang, QT_TRANSLATE_NOOP("WebPages", "By name")));
  }
  out += pageLink(links, "/standings", lang, tr(lang, QT_TRANSLATE_NOOP("WebPages", "Standings")));
  if (s.currentRound() > 0)
    out +=
        pageLink(links, "/crosstable", lang, tr(lang, QT_TRANSLATE_NOOP("WebPages", "Crosstable")));
  if (s.currentRound() > 0 && links.isLive())  // clocks are read when asked: no static copy
    out += pageLink(links, "/round/" + num(s.currentRound()) + "/clocks", lang,
                    tr(lang, QT_TRANSLATE_NOOP("WebPages", "Clocks")));
  out += "</nav>";
  return out;
}

// The whole page around a content region. `path` is this page's own path (for the language
// switch); `above` goes between the navigation and the live region (the search form).
// `head` goes into the <head> (the projector's refresh), `bodyClass` on the body.
std::string layout(const Links& links, const Snapshot* s, Lang lang, const std::string& path,
                   const std::string& title, const std::string& content,
                   const std::string& above = {}, const std::string& head = {},
                   const std::string& bodyClass = {}) {
  const std::string eventName = s ? s->tournament.event.name : std::string();
  std::string out = "<!DOCTYPE html>\n<html lang=\"";
  out += lang == Lang::Zh ? "zh-Hans" : "en";
  out +=
      "\"><head><meta charset=\"utf-8\">"
      "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">"
      "<title>" +
      escapeHtml(title) + (eventName.empty() ? "" : " · " + escapeHtml(eventName)) +
      "</title><link rel=\"stylesheet\" href=\"" + links.stylesheet() + "\">" + head +
      "</head>\n<body" + (bodyClass.empty() ? std::string() : " class=\"" + bodyClass + "\"") +
      " data-gen=\"" + (s ? escapeHtml(s->generation) : std::string()) + "\">";
  out += "<header><a class=\"ev\" href=\"" + links.page("/", lang) + "\">" +
         (eventName.empty() ? std::string("Tengen") : bdi(eventName)) + "</a>" +
         langSwitch(path, lang, links) + "</header>";
  if (s) out += nav(*s, lang, links);
  out += above;
  out += "<main id=\"live\">" + content + "</main>";
  if (!links.isLive()) {
    // A published copy: no server to ask and no script; it says it is a copy, and of which
    // version of the event (the generation live pages carry too).
    out += "<footer>";
    if (s)
      out += (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Published copy, version "))) +
             escapeHtml(s->generation);
    return out + "</footer></body></html>\n";
  }
  out += "<footer><span id=\"live-state\" data-on=\"";
  out += tr(lang, QT_TRANSLATE_NOOP("WebPages", "live"));
  out += "\" data-off=\"";
  out += tr(lang, QT_TRANSLATE_NOOP("WebPages", "offline: reload to update"));
  out += "\"></span></footer><script src=\"/static/tengen.js\"></script></body></html>\n";
  return out;
}

std::string roundTitle(int round, Lang lang) {
  return trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "Round %1"), num(round));
}

// A player's game from their side: "win" / "胜" etc.
std::string outcomeText(const reports::RoundEntry& e, Lang lang) {
  using K = reports::EntryKind;
  using O = reports::PlayerOutcome;
  switch (e.kind) {
    case K::Pending:
      return tr(lang, QT_TRANSLATE_NOOP("WebPages", "playing"));
    case K::Bye:
      return tr(lang, QT_TRANSLATE_NOOP("WebPages", "bye"));
    case K::Absent:
      return tr(lang, QT_TRANSLATE_NOOP("WebPages", "absent"));
    case K::Game:
      break;
  }
  std::string t;
  switch (e.outcome) {
    case O::Win:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "win"));
      break;
    case O::Loss:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "loss"));
      break;
    case O::Jigo:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "jigo"));
      break;
    case O::None:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "unplayed"));
      break;
  }
  if (e.forfeit) t += tr(lang, QT_TRANSLATE_NOOP("WebPages", " (forfeit)"));
  if (e.byReferee) t += tr(lang, QT_TRANSLATE_NOOP("WebPages", " (referee)"));
  return t;
}

std::string colourText(bool black, Lang lang) {
  return black ? tr(lang, QT_TRANSLATE_NOOP3("WebPages", "Black", "a player's colour"))
               : tr(lang, QT_TRANSLATE_NOOP3("WebPages", "White", "a player's colour"));
}

// A small stone of the player's colour, its name for screen readers and as a tooltip.
std::string stone(bool black, Lang lang) {
  const std::string name = colourText(black, lang);
  return std::string(" <span class=\"stone ") + (black ? "b" : "w") + "\" role=\"img\" title=\"" +
         name + "\" aria-label=\"" + name + "\"></span>";
}

QCollator collatorFor(Lang lang) {
  QCollator c(lang == Lang::Zh ? QLocale(QLocale::Chinese, QLocale::China)
                               : QLocale(QLocale::English, QLocale::UnitedStates));
  c.setCaseSensitivity(Qt::CaseInsensitive);
  c.setNumericMode(true);
  return c;
}

// The search key as the filter script reads it: syllables separated by spaces, a syllable's
// alternate spelling after a bar ("lu|lv bu").
std::string syllablesAttribute(const db::SearchKey& key) {
  std::string out;
  for (std::size_t i = 0; i < key.syllables.size(); ++i) {
    if (i) out += ' ';
    out += key.syllables[i];
    if (i < key.alternates.size() && !key.alternates[i].empty()) out += '|' + key.alternates[i];
  }
  return out;
}

}  // namespace

Lang pickLanguage(std::string_view langParameter, std::string_view acceptLanguage) {
  if (langParameter == "zh") return Lang::Zh;
  if (langParameter == "en") return Lang::En;
  // Accept-Language: "zh-CN,zh;q=0.9,en;q=0.8": the best-rated of zh and en wins; ties go to
  // the one named first.
  double bestQ = -1;
  Lang best = Lang::En;
  std::size_t pos = 0;
  while (pos <= acceptLanguage.size()) {
    std::size_t end = acceptLanguage.find(',', pos);
    if (end == std::string_view::npos) end = acceptLanguage.size();
    std::string item(acceptLanguage.substr(pos, end - pos));
    pos = end + 1;
    std::string tag = item.substr(0, item.find(';'));
    tag.erase(
        std::remove_if(tag.begin(), tag.end(), [](unsigned char c) { return std::isspace(c); }),
        tag.end());
    std::transform(tag.begin(), tag.end(), tag.begin(),
                   [](unsigned char c) { return std::tolower(c); });
    double q = 1.0;
    if (const std::size_t qp = item.find("q="); qp != std::string::npos) {
      try {
        q = std::stod(item.substr(qp + 2));
      } catch (...) {
        q = 0;
      }
    }
    const std::string primary = tag.substr(0, tag.find('-'));
    if ((primary == "zh" || primary == "en") && q > bestQ) {
      bestQ = q;
      best = primary == "zh" ? Lang::Zh : Lang::En;
    }
  }
  return best;
}

std::string_view langCode(Lang lang) {
  return lang == Lang::Zh ? "zh" : "en";
}

std::string escapeHtml(std::string_view utf8) {
  // Keep valid UTF-8 as it is (emoji, CJK, bidi marks: <bdi> isolates them); replace control
  // characters and broken sequences.
  std::string clean;
  clean.reserve(utf8.size());
  const auto* s = reinterpret_cast<const unsigned char*>(utf8.data());
  const std::size_t n = utf8.size();
  std::size_t i = 0;
  while (i < n) {
    const unsigned char c = s[i];
    int len = 0;
    if (c < 0x80)
      len = 1;
    else if ((c & 0xE0) == 0xC0 && c >= 0xC2)
      len = 2;
    else if ((c & 0xF0) == 0xE0)
      len = 3;
    else if ((c & 0xF8) == 0xF0 && c <= 0xF4)
      len = 4;
    bool ok = len > 0 && i + len <= n;
    for (int k = 1; ok && k < len; ++k) ok = (s[i + k] & 0xC0) == 0x80;
    if (ok && len == 3) {
      const unsigned cp = ((c & 0x0F) << 12) | ((s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F);
      ok = cp >= 0x800 && (cp < 0xD800 || cp > 0xDFFF);
    }
    if (ok && len == 4) {
      const unsigned cp = ((c & 0x07) << 18) | ((s[i + 1] & 0x3F) << 12) |
                          ((s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
      ok = cp >= 0x10000 && cp <= 0x10FFFF;
    }
    if (!ok) {
      clean += "\xEF\xBF\xBD";
      ++i;
      continue;
    }
    if (len == 1 && ((c < 0x20 && c != '\t' && c != '\n') || c == 0x7F)) {
      clean += "\xEF\xBF\xBD";
    } else {
      clean.append(utf8.substr(i, len));
    }
    i += len;
  }
  return reports::htmlEscape(clean);
}

std::string resultText(const std::optional<pairing::Result>& result, Lang lang) {
  if (!result) return {};
  using pairing::Outcome;
  using pairing::WinMethod;
  std::string t;
  switch (result->outcome) {
    case Outcome::BlackWins:
    case Outcome::WhiteWins: {
      const std::string side =
          result->outcome == Outcome::BlackWins
              ? tr(lang, QT_TRANSLATE_NOOP3("WebPages", "B", "the winner of a game: Black"))
              : tr(lang, QT_TRANSLATE_NOOP3("WebPages", "W", "the winner of a game: White"));
      // The margin as each language writes it: 3.5 / 3又1/2.
      const rules::HalfPoints m = result->margin;
      const std::string margin =
          lang == Lang::Zh ? reports::formatFraction(m.count(), 2) : m.toString();
      switch (result->method) {
        case WinMethod::Resignation:
          t = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1+R"), side);
          break;
        case WinMethod::Time:
          t = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1+T"), side);
          break;
        case WinMethod::Forfeit:
          t = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1+F"), side);
          break;
        case WinMethod::Points:
          t = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1+%2"), side, margin);
          break;
        case WinMethod::Unspecified:
          t = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1+"), side);
          break;
      }
      break;
    }
    case Outcome::Jigo:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "Jigo"));
      break;
    case Outcome::BothLose:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "BothLose"));
      break;
    case Outcome::BothWin:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "BothWin"));
      break;
    case Outcome::Unplayed:
      t = tr(lang, QT_TRANSLATE_NOOP("WebPages", "Unplayed"));
      break;
  }
  // A win by default says so with its F; a jigo, both-lose or both-win by default here.
  const bool shared = result->outcome == Outcome::Jigo || result->outcome == Outcome::BothLose ||
                      result->outcome == Outcome::BothWin;
  if (shared && result->byDefault()) t += tr(lang, QT_TRANSLATE_NOOP("WebPages", " (by default)"));
  if (result->byReferee) t += tr(lang, QT_TRANSLATE_NOOP("WebPages", " (referee)"));
  return t;
}

std::string homePage(const Snapshot& s, Lang lang, const Links& links) {
  const pairing::Event& e = s.tournament.event;
  std::string c = "<h1>" + bdi(e.name) + "</h1><dl class=\"facts\">";
  auto fact = [&](const char* source, const std::string& valueHtml) {
    if (valueHtml.empty()) return;
    c += "<dt>" + tr(lang, source) + "</dt><dd>" + valueHtml + "</dd>";
  };
  fact(QT_TRANSLATE_NOOP("WebPages", "Venue"), e.venue.empty() ? "" : bdi(e.venue));
  std::string dates;
  if (e.startDate) dates = pairing::toIsoDate(*e.startDate);
  if (e.endDate && e.endDate != e.startDate) dates += " – " + pairing::toIsoDate(*e.endDate);
  fact(QT_TRANSLATE_NOOP("WebPages", "Dates"), escapeHtml(dates));
  fact(QT_TRANSLATE_NOOP("WebPages", "Rounds"),
       trArgs(lang, QT_TRANSLATE_NOOP3("WebPages", "%1", "a number of rounds"), num(e.rounds)));
  fact(QT_TRANSLATE_NOOP("WebPages", "System"), systemText(e.system, lang));
  fact(QT_TRANSLATE_NOOP("WebPages", "Rules"), rulesText(e.rules, lang));
  const auto tc = s.timeControl.find(lang);
  fact(QT_TRANSLATE_NOOP("WebPages", "Time control"),
       tc == s.timeControl.end() || tc->second.empty() ? "" : bdi(tc->second));
  fact(QT_TRANSLATE_NOOP("WebPages", "Komi"), e.komi.toString());
  c += "</dl>";
  const int current = s.currentRound();
  if (current == 0) {
    c += "<p class=\"note\">" +
         (tr(lang, QT_TRANSLATE_NOOP("WebPages", "No round has been drawn yet."))) + "</p>";
    return layout(links, &s, lang, "/", tr(lang, QT_TRANSLATE_NOOP("WebPages", "Event")), c);
  }
  const pairing::Round* r = s.tournament.round(current);
  const Results res = r ? resultsOf(*r) : Results{};
  c += "<section class=\"current\"><h2>" +
       (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Current round"))) +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", ": ")) +
       trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1 of %2"), roundTitle(current, lang),
              num(e.rounds)) +
       "</h2><p>" +
       trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1 of %2 results in"), num(res.entered),
              num(res.total)) +
       "</p><p class=\"links\">" +
       pageLink(links, "/round/" + num(current) + "/pairings", lang,
                tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pairings by board"))) +
       " " +
       pageLink(links, "/round/" + num(current) + "/by-name", lang,
                tr(lang, QT_TRANSLATE_NOOP("WebPages", "Find your board by name"))) +
       "</p></section>";
  if (links.isLive())  // the hall's screen pages turn by themselves: a server's job
    c += "<p class=\"links note\">" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Hall screen: "))) +
         pageLink(links, "/projector/pairings", lang,
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "pairings"))) +
         " " +
         pageLink(links, "/projector/standings", lang,
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "standings"))) +
         "</p>";
  c += "<h2>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Rounds"))) + "</h2><ul class=\"rounds\">";
  for (const pairing::Round& round : s.tournament.rounds) {
    const Results rr = resultsOf(round);
    c += "<li>" +
         pageLink(links, "/round/" + num(round.number) + "/pairings", lang,
                  roundTitle(round.number, lang)) +
         " <span class=\"count\">" + num(rr.entered) + "/" + num(rr.total) + "</span></li>";
  }
  c += "</ul>";
  return layout(links, &s, lang, "/", tr(lang, QT_TRANSLATE_NOOP("WebPages", "Event")), c);
}

std::optional<std::string> pairingsPage(const Snapshot& s, int round, Lang lang,
                                        const Links& links) {
  const pairing::Round* r = s.tournament.round(round);
  if (!r) return std::nullopt;
  std::vector<const pairing::Game*> games;
  for (const pairing::Game& g : r->games) games.push_back(&g);
  std::sort(games.begin(), games.end(), [](auto* a, auto* b) { return a->board < b->board; });
  std::string c = "<h1>" + roundTitle(round, lang) + " · " +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pairings")) + "</h1><p class=\"links\">" +
                  pageLink(links, "/round/" + num(round) + "/by-name", lang,
                           tr(lang, QT_TRANSLATE_NOOP("WebPages", "By name"))) +
                  "</p>";
  c += "<table class=\"pairings\"><thead><tr><th class=\"n\">" +
       (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Board"))) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Black")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "White")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Result")) + "</th></tr></thead><tbody>";
  for (const pairing::Game* g : games) {
    auto side = [&](pairing::PlayerId id) {
      const pairing::Player* p = s.player(id);
      return playerLink(s, id, lang, links) +
             (p ? " <span class=\"rank\">" + escapeHtml(rankText(p->rank, lang)) + "</span>" : "");
    };
    c += "<tr id=\"b" + num(g->board) + "\"><td class=\"n\">" + num(g->board) + "</td><td>" +
         side(g->black) + "</td><td>" + side(g->white);
    if (g->handicap > 0)
      c += " <span class=\"hc\">" +
           trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "H%1"), num(g->handicap)) + "</span>";
    c += "</td><td class=\"res\">" + escapeHtml(resultText(g->result, lang)) + "</td></tr>";
  }
  c += "</tbody></table>";
  if (!r->byes.empty()) {
    c += "<h2>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Bye"))) + "</h2><ul class=\"byes\">";
    for (pairing::PlayerId id : r->byes) c += "<li>" + playerLink(s, id, lang, links) + "</li>";
    c += "</ul>";
  }
  return layout(
      links, &s, lang, "/round/" + num(round) + "/pairings",
      roundTitle(round, lang) + " · " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pairings")), c);
}

std::optional<std::string> byNamePage(const Snapshot& s, int round, Lang lang,
                                      std::string_view query, const Links& links) {
  const pairing::Round* r = s.tournament.round(round);
  if (!r) return std::nullopt;
  using Line = NameLine;
  std::vector<Line> lines = nameLines(s, *r);
  // Chinese: the zh_CN collation (Han by pinyin). English: by the names' Latin spelling (pinyin
  // for Han, accents dropped), so 张三 sorts under Z among the Latin names, then as collated.
  const QCollator collator = collatorFor(lang);
  auto latin = [&](pairing::PlayerId id) {
    const auto it = s.searchKeys.find(id);
    return it == s.searchKeys.end() ? std::string() : it->second.compact;
  };
  std::stable_sort(lines.begin(), lines.end(), [&](const Line& a, const Line& b) {
    if (lang == Lang::En) {
      const std::string la = latin(a.id), lb = latin(b.id);
      if (la != lb) return la < lb;
    }
    return collator.compare(a.name, b.name) < 0;
  });
  db::NameFolder& folder = db::NameFolder::instance();
  const db::SearchQuery q = folder.query(query);
  const std::string path = "/round/" + num(round) + "/by-name";
  // The search box filters with the live script or, without it, on the server (?q=): a static
  // copy has neither.
  std::string above;
  if (links.isLive())
    above = "<form class=\"search\" method=\"get\" action=\"" + path +
            "\" role=\"search\"><input type=\"hidden\" name=\"lang\" value=\"" +
            std::string(langCode(lang)) +
            "\"><input id=\"q\" type=\"search\" name=\"q\" autocomplete=\"off\" "
            "autocapitalize=\"none\" spellcheck=\"false\" value=\"" +
            escapeHtml(query) + "\" placeholder=\"" +
            tr(lang, QT_TRANSLATE_NOOP("WebPages", "Name, pinyin or initials")) +
            "\" aria-label=\"" + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Search by name")) +
            "\"><button>" + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Find")) + "</button></form>";
  std::string c = "<h1>" + roundTitle(round, lang) + " · " +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "By name")) +
                  "</h1><table class=\"byname\" id=\"names\"><thead><tr><th>" +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "Name")) + "</th><th class=\"n\">" +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "Board")) + "</th><th>" +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "Opponent")) + "</th><th>" +
                  tr(lang, QT_TRANSLATE_NOOP("WebPages", "Result")) + "</th></tr></thead><tbody>";
  int shown = 0;
  for (const Line& l : lines) {
    const auto key = s.searchKeys.find(l.id);
    const db::SearchKey emptyKey;
    const db::SearchKey& k = key == s.searchKeys.end() ? emptyKey : key->second;
    const bool visible = q.empty() || db::matches(k, q);
    if (visible) ++shown;
    c += "<tr data-s=\"" + escapeHtml(syllablesAttribute(k)) + "\" data-c=\"" +
         escapeHtml(k.compact) + "\" data-n=\"" + escapeHtml(k.lower) + "\"" +
         (visible ? "" : " hidden") + "><td>" + playerLink(s, l.id, lang, links) + "</td>";
    if (!l.game) {
      c += "<td class=\"n\">–</td><td colspan=\"2\">" +
           (tr(lang, QT_TRANSLATE_NOOP("WebPages", "bye"))) + "</td></tr>";
      continue;
    }
    const bool black = l.game->black == l.id;
    c += "<td class=\"n\"><a href=\"" + links.page("/round/" + num(round) + "/pairings", lang) +
         "#b" + num(l.game->board) + "\">" + num(l.game->board) + "</a>" + stone(black, lang) +
         "</td><td>" + playerLink(s, black ? l.game->white : l.game->black, lang, links) +
         "</td><td class=\"res\">" + escapeHtml(resultText(l.game->result, lang)) + "</td></tr>";
  }
  c += "</tbody></table><p id=\"none\" class=\"note\"" + std::string(shown ? " hidden" : "") + ">" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "No player matches.")) + "</p>";
  return layout(
      links, &s, lang, path,
      roundTitle(round, lang) + " · " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "By name")), c,
      above);
}

std::optional<std::string> playerPage(const Snapshot& s, pairing::PlayerId id, Lang lang,
                                      const Links& links) {
  const pairing::Player* p = s.player(id);
  if (!p) return std::nullopt;
  const int index = s.standings.indexOf(id);
  const reports::StandingRow* row = index >= 0 ? &s.standings.rows[index] : nullptr;
  std::string c = "<h1>" + bdi(p->name) + " <span class=\"rank\">" +
                  escapeHtml(rankText(p->rank, lang)) + "</span></h1><dl class=\"facts\">";
  if (!p->club.empty())
    c += "<dt>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Club"))) + "</dt><dd>" + bdi(p->club) +
         "</dd>";
  if (!p->country.empty())
    c += "<dt>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Country"))) + "</dt><dd>" +
         bdi(p->country) + "</dd>";
  if (row) {
    c += "<dt>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Score"))) + "</dt><dd class=\"score\">" +
         escapeHtml(s.standings.displayScore(*row)) + "</dd>";
    c += "<dt>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Place"))) + "</dt><dd class=\"place\">" +
         num(row->place) + (row->exAequo ? "=" : "") + "</dd>";
  }
  if (p->status == pairing::RegistrationStatus::Withdrawn)
    c += "<dt>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Status"))) + "</dt><dd>" +
         tr(lang, QT_TRANSLATE_NOOP("WebPages", "withdrawn")) + "</dd>";
  c += "</dl>";
  // Next board: the current round's game while it has no result.
  const int current = s.currentRound();
  if (const pairing::Round* r = s.tournament.round(current)) {
    std::string next;
    for (const pairing::Game& g : r->games)
      if ((g.black == id || g.white == id) && !g.result) {
        const bool black = g.black == id;
        next = trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "%1: board %2, %3 against %4"),
                      roundTitle(current, lang), num(g.board), colourText(black, lang),
                      playerLink(s, black ? g.white : g.black, lang, links));
      }
    for (pairing::PlayerId b : r->byes)
      if (b == id)
        next = roundTitle(current, lang) + ": " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "bye"));
    if (!next.empty())
      c += "<p class=\"next\"><strong>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Next"))) +
           "</strong> " + next + "</p>";
  }
  c += "<h2>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Games"))) +
       "</h2><table class=\"games\"><thead><tr>"
       "<th class=\"n\">" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Rd")) + "</th><th class=\"n\">" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Board")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Colour")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Opponent")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Result")) + "</th></tr></thead><tbody>";
  if (row) {
    for (const reports::RoundEntry& e : row->entries) {
      c += "<tr><td class=\"n\">" + num(e.round) + "</td>";
      if (e.kind == reports::EntryKind::Game || e.kind == reports::EntryKind::Pending) {
        c += "<td class=\"n\">" + num(e.board) + "</td><td>" + colourText(e.black, lang) +
             (e.handicap > 0 ? " H" + num(e.handicap) : "") + "</td><td>" +
             playerLink(s, e.opponent, lang, links) + "</td>";
      } else {
        c += "<td class=\"n\">–</td><td></td><td></td>";
      }
      c += "<td class=\"res\">" + escapeHtml(outcomeText(e, lang)) + "</td></tr>";
    }
  }
  c += "</tbody></table>";
  return layout(links, &s, lang, "/player/" + num(id), p->name, c);
}

std::string standingsPage(const Snapshot& s, Lang lang, const Links& links) {
  const reports::Standings& st = s.standings;
  std::string c = "<h1>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Standings"))) + "</h1>";
  if (st.afterRound > 0)
    c += "<p class=\"note\">" +
         trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "After round %1"), num(st.afterRound)) + "</p>";
  std::vector<std::size_t> shownCriteria;
  for (std::size_t i = 0; i < st.settings.order.size(); ++i)
    if (st.settings.order[i] != reports::Criterion::Rating) shownCriteria.push_back(i);
  c += "<div class=\"wide\"><table class=\"standings\"><thead><tr><th class=\"n\">" +
       (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pl"))) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Name")) + "</th><th>" +
       tr(lang, QT_TRANSLATE_NOOP("WebPages", "Rank")) + "</th>";
  for (std::size_t i : shownCriteria) {
    const reports::Criterion cr = st.settings.order[i];
    c += "<th class=\"n\">" +
         escapeHtml(lang == Lang::Zh ? std::string(reports::chineseName(cr))
                                     : std::string(reports::toCode(cr))) +
         "</th>";
  }
  c += "</tr></thead><tbody>";
  for (const reports::StandingRow& r : st.rows) {
    c += "<tr><td class=\"n\">" + num(r.place) + (r.exAequo ? "=" : "") + "</td><td>" +
         playerLink(s, r.player.id, lang, links) +
         (r.withdrawn ? std::string(" <span class=\"wd\">") +
                            tr(lang, QT_TRANSLATE_NOOP("WebPages", "(withdrawn)")) + "</span>"
                      : "") +
         "</td><td class=\"rk\">" + escapeHtml(rankText(r.player.rank, lang)) + "</td>";
    for (std::size_t i : shownCriteria)
      c += "<td class=\"n\">" +
           escapeHtml(i < r.values.size() ? st.display(st.settings.order[i], r.values[i]) : "") +
           "</td>";
    c += "</tr>";
  }
  c += "</tbody></table></div>";
  return layout(links, &s, lang, "/standings", tr(lang, QT_TRANSLATE_NOOP("WebPages", "Standings")),
                c);
}

std::string crosstablePage(const Snapshot& s, Lang lang, const Links& links) {
  const reports::Standings& st = s.standings;
  const reports::ReportTable table = reports::crosstableTable(
      st, lang == Lang::Zh ? reports::Language::Zh : reports::Language::En);
  std::string c = "<h1>" + (tr(lang, QT_TRANSLATE_NOOP("WebPages", "Crosstable"))) + "</h1>";
  if (st.afterRound > 0)
    c += "<p class=\"note\">" +
         trArgs(lang, QT_TRANSLATE_NOOP("WebPages", "After round %1"), num(st.afterRound)) + " · " +
         tr(lang,
            QT_TRANSLATE_NOOP(
                "WebPages",
                "each round: the opponent's number, + win, - loss, = jigo, ? playing; /b Black, "
                "/w White, then the handicap")) +
         "</p>";
  // The table's columns: #, name, rank, one per round, each criterion, place. A RATING column
  // is left out as on the standings page.
  const std::size_t rounds = static_cast<std::size_t>(std::max(0, st.afterRound));
  std::vector<bool> shown(table.header.size(), true);
  for (std::size_t i = 0; i < st.settings.order.size(); ++i)
    if (st.settings.order[i] == reports::Criterion::Rating && 3 + rounds + i < shown.size())
      shown[3 + rounds + i] = false;
  c += "<div class=\"wide\"><table class=\"crosstable\"><thead><tr>";
  for (std::size_t k = 0; k < table.header.size(); ++k)
    if (shown[k])
      c += std::string(k == 1 || k == 2 ? "<th>" : "<th class=\"n\">") +
           escapeHtml(table.header[k]) + "</th>";
  c += "</tr></thead><tbody>";
  for (std::size_t i = 0; i < table.rows.size() && i < st.rows.size(); ++i) {
    const std::vector<std::string>& row = table.rows[i];
    c += "<tr id=\"p" + num(st.rows[i].player.id) + "\">";
    for (std::size_t k = 0; k < row.size() && k < shown.size(); ++k) {
      if (!shown[k]) continue;
      if (k == 1)
        c += "<td>" + playerLink(s, st.rows[i].player.id, lang, links) + "</td>";
      else
        c += std::string(k == 2 ? "<td class=\"rk\">" : "<td class=\"n\">") + escapeHtml(row[k]) +
             "</td>";
    }
    c += "</tr>";
  }
  c += "</tbody></table></div>";
  return layout(links, &s, lang, "/crosstable",
                tr(lang, QT_TRANSLATE_NOOP("WebPages", "Crosstable")), c);
}

std::optional<std::string> projectorPage(const Snapshot& s, ProjectorShow show, int page,
                                         Lang lang) {
  const Links& links = Links::live();
  const std::string path =
      show == ProjectorShow::Pairings ? "/projector/pairings" : "/projector/standings";
  // The rows to show, as cells; the pairings are the current round's by name (what a player
  // looks for on the hall's screen), the standings in place order.
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // HTML cells
  std::string title;
  if (show == ProjectorShow::Pairings) {
    const int round = s.currentRound();
    const pairing::Round* r = s.tournament.round(round);
    if (!r) return std::nullopt;
    title = roundTitle(round, lang) + " · " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pairings"));
    header = {tr(lang, QT_TRANSLATE_NOOP("WebPages", "Name")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Board")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Opponent")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Result"))};
    using Line = NameLine;
    std::vector<Line> lines = nameLines(s, *r);
    const QCollator collator = collatorFor(lang);
    std::stable_sort(lines.begin(), lines.end(), [&](const Line& a, const Line& b) {
      return collator.compare(a.name, b.name) < 0;
    });
    for (const Line& l : lines) {
      if (!l.game) {
        rows.push_back(
            {bdi(l.name.toStdString()), "–", tr(lang, QT_TRANSLATE_NOOP("WebPages", "bye")), ""});
        continue;
      }
      const bool black = l.game->black == l.id;
      const pairing::Player* o = s.player(black ? l.game->white : l.game->black);
      rows.push_back({bdi(l.name.toStdString()), num(l.game->board) + stone(black, lang),
                      o ? bdi(o->name) : "?", escapeHtml(resultText(l.game->result, lang))});
    }
  } else {
    const reports::Standings& st = s.standings;
    title = tr(lang, QT_TRANSLATE_NOOP("WebPages", "Standings"));
    if (st.afterRound > 0)
      title += trArgs(lang, QT_TRANSLATE_NOOP("WebPages", " (after round %1)"), num(st.afterRound));
    header = {tr(lang, QT_TRANSLATE_NOOP("WebPages", "Pl")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Name")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Rank")),
              tr(lang, QT_TRANSLATE_NOOP("WebPages", "Score"))};
    for (const reports::StandingRow& r : st.rows)
      rows.push_back({num(r.place) + (r.exAequo ? "=" : ""), bdi(r.player.name),
                      escapeHtml(rankText(r.player.rank, lang)), escapeHtml(st.displayScore(r))});
  }
  const int pages =
      std::max(1, static_cast<int>((rows.size() + kProjectorRows - 1) / kProjectorRows));
  page = std::clamp(page, 1, pages);
  std::string c =
      "<h1>" + title +
      (pages > 1 ? " <span class=\"count\">" + num(page) + " / " + num(pages) + "</span>"
                 : std::string()) +
      "</h1><table class=\"projector\"><thead><tr>";
  const bool pairings = show == ProjectorShow::Pairings;
  for (std::size_t k = 0; k < header.size(); ++k)
    c += std::string(k == 1 && pairings ? "<th class=\"n\">" : "<th>") + header[k] + "</th>";
  c += "</tr></thead><tbody>";
  const std::size_t first = static_cast<std::size_t>(page - 1) * kProjectorRows;
  for (std::size_t i = first; i < rows.size() && i < first + kProjectorRows; ++i) {
    c += "<tr>";
    for (std::size_t k = 0; k < rows[i].size(); ++k)
      c += std::string(k == 1 && pairings ? "<td class=\"n\">" : "<td>") + rows[i][k] + "</td>";
    c += "</tr>";
  }
  c += "</tbody></table>";
  // The next page (the first after the last) after kProjectorSeconds, without JavaScript.
  const int next = page % pages + 1;
  const std::string head = "<meta http-equiv=\"refresh\" content=\"" + num(kProjectorSeconds) +
                           ";url=" + escapeHtml(links.page(path, lang) + "&page=" + num(next)) +
                           "\">";
  return layout(links, &s, lang, path, title, c, {}, head, "projector");
}

namespace {

// A clock's time as the desk's faces show it: h:mm:ss, m:ss, tenths in the last 10 s.
std::string clockTime(clock::Ms left) {
  if (left <= 0) return "0.0";
  char text[32];
  if (left <= 10 * 1000) {
    const clock::Ms tenths = (left + 99) / 100;
    std::snprintf(text, sizeof text, "%lld.%lld", static_cast<long long>(tenths / 10),
                  static_cast<long long>(tenths % 10));
    return text;
  }
  const long long s = (left + 999) / 1000;
  if (s >= 3600)
    std::snprintf(text, sizeof text, "%lld:%02lld:%02lld", s / 3600, s % 3600 / 60, s % 60);
  else
    std::snprintf(text, sizeof text, "%lld:%02lld", s / 60, s % 60);
  return text;
}

}  // namespace

std::optional<std::string> clockWallPage(const Snapshot& s, int round,
                                         const std::vector<db::WallBoard>& boards,
                                         clock::Ms nowMono, Lang lang) {
  using clock::Phase;
  using clock::Player;
  if (!s.tournament.round(round)) return std::nullopt;
  const Links& links = Links::live();
  const std::string path = "/round/" + num(round) + "/clocks";
  std::string c =
      "<h1>" + roundTitle(round, lang) + " · " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Clocks")) +
      "</h1><p class=\"note\">" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages",
                                 "Read-only. Red: flag fallen; orange: last byo-yomi period.")) +
      "</p><div class=\"wide\"><table class=\"clocks\"><thead><tr><th class=\"n\">" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "Board")) + "</th><th>" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "Black")) + "</th><th class=\"n\">" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "Black's time")) + "</th><th class=\"n\">" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "White's time")) + "</th><th>" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "White")) + "</th><th>" +
      tr(lang, QT_TRANSLATE_NOOP("WebPages", "State")) + "</th></tr></thead><tbody>";
  for (const db::WallBoard& b : boards) {
    std::string state, rowClass;
    std::string times[2];
    bool moving[2] = {false, false};
    if (!b.clock) {
      state = tr(lang, QT_TRANSLATE_NOOP("WebPages", "no clock"));
    } else {
      const clock::GameClock& g = *b.clock;
      const clock::Ms at = b.journalTime(nowMono);
      const Phase phase = g.phase();
      const clock::PlayerView views[2] = {g.view(Player::Black, at), g.view(Player::White, at)};
      for (int k = 0; k < 2; ++k) {
        const clock::PlayerView& v = views[k];
        const bool byoyomi = v.overtime || v.main == 0;
        times[k] = clockTime(v.flagged ? 0 : byoyomi ? v.periodLeft : v.main);
        if (byoyomi) times[k] += " ×" + num(v.periods);
        moving[k] = phase == Phase::Running && (k == 0) == (g.toMove() == Player::Black);
      }
      const clock::PlayerView& mover = views[g.toMove() == Player::Black ? 0 : 1];
      if (views[0].flagged || views[1].flagged) {
        rowClass = "flag";
        state = views[0].flagged ? tr(lang, QT_TRANSLATE_NOOP("WebPages", "Black's flag fell"))
                                 : tr(lang, QT_TRANSLATE_NOOP("WebPages", "White's flag fell"));
      } else if (phase == Phase::Over) {
        state = tr(lang, QT_TRANSLATE_NOOP("WebPages", "over"));
      } else if (phase == Phase::Paused || phase == Phase::Adjourned) {
        rowClass = "paused";
        state = tr(lang, QT_TRANSLATE_NOOP("WebPages", "paused"));
      } else if (phase == Phase::NotStarted) {
        state = tr(lang, QT_TRANSLATE_NOOP("WebPages", "not started"));
      } else {
        if ((mover.overtime || mover.main == 0) && mover.periods <= 1) rowClass = "last";
        if (auto call = g.latestCall(at)) state = lang == Lang::Zh ? call->zh : call->en;
        if (state.empty())
          state = rowClass == "last" ? tr(lang, QT_TRANSLATE_NOOP("WebPages", "last period"))
                                     : tr(lang, QT_TRANSLATE_NOOP("WebPages", "running"));
      }
      if (b.sleptUnconfirmed && rowClass != "flag") {
        rowClass = "sleep";
        state = std::string(tr(
                    lang, QT_TRANSLATE_NOOP("WebPages", "computer slept: referee to check · "))) +
                state;
      }
    }
    if (b.result) state += " · " + resultText(b.result, lang);
    c += "<tr id=\"b" + num(b.board) + "\"" +
         (rowClass.empty() ? std::string() : " class=\"" + rowClass + "\"") + "><td class=\"n\">" +
         num(b.board) + "</td><td>" + playerLink(s, b.black, lang, links) + "</td>";
    for (int k = 0; k < 2; ++k)
      c += std::string("<td class=\"n") + (moving[k] ? " mv" : "") + "\">" + escapeHtml(times[k]) +
           "</td>";
    c += "<td>" + playerLink(s, b.white, lang, links) + "</td><td>" + escapeHtml(state) +
         "</td></tr>";
  }
  c += "</tbody></table></div>";
  const std::string head =
      "<meta http-equiv=\"refresh\" content=\"" + num(kClockWallSeconds) + "\">";
  return layout(links, &s, lang, path,
                roundTitle(round, lang) + " · " + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Clocks")),
                c, {}, head);
}

std::string notFoundPage(Lang lang) {
  const Links& links = Links::live();
  return layout(
      Links::live(), nullptr, lang, "/", tr(lang, QT_TRANSLATE_NOOP("WebPages", "Not found")),
      std::string("<h1>") + tr(lang, QT_TRANSLATE_NOOP("WebPages", "Not found")) + "</h1><p>" +
          pageLink(links, "/", lang, tr(lang, QT_TRANSLATE_NOOP("WebPages", "Back to the event"))) +
          "</p>");
}

std::string unavailablePage(Lang lang) {
  return layout(Links::live(), nullptr, lang, "/",
                tr(lang, QT_TRANSLATE_NOOP("WebPages", "Event not available")),
                std::string("<h1>") +
                    tr(lang, QT_TRANSLATE_NOOP("WebPages", "Event not available")) + "</h1><p>" +
                    tr(lang, QT_TRANSLATE_NOOP("WebPages", "Please try again in a moment.")) +
                    "</p>");
}

}  // namespace tengen::web
