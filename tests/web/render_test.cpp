// The renderers and routes as pure functions: hostile names escaped, private fields never in any
// answer, both languages, statuses.
#include <doctest/doctest.h>

#include <thread>

#include <string>
#include <vector>

#include "app/web/api.h"
#include "app/web/pages.h"
#include "app/web/routes.h"
#include "app/web/snapshot.h"
#include "clock/spec_parser.h"
#include "db/store/event_store.h"
#include "tests/web/web_test_util.h"

using namespace tengen;
using web::Lang;

namespace {

web::Snapshot snapshotOfWebEvent() {
  test::TempDir dir;
  auto store = test::makeWebEvent(dir.file("web.tengen"));
  return web::loadSnapshot(*store, [](const std::string& spec, Lang lang) {
    return (lang == Lang::Zh ? "用时 " : "time ") + spec;
  });
}

pairing::PlayerId idOf(const web::Snapshot& s, const std::string& name) {
  for (const pairing::Player& p : s.tournament.players)
    if (p.name == name) return p.id;
  FAIL("no player " << name);
  return 0;
}

// Every page and JSON answer of the snapshot, in both languages.
std::vector<std::string> everyAnswer(const web::Snapshot& s) {
  std::vector<std::string> out;
  for (Lang lang : {Lang::En, Lang::Zh}) {
    out.push_back(web::homePage(s, lang));
    out.push_back(*web::pairingsPage(s, 1, lang));
    out.push_back(*web::byNamePage(s, 1, lang, ""));
    out.push_back(web::standingsPage(s, lang));
    out.push_back(web::crosstablePage(s, lang));
    for (const pairing::Player& p : s.tournament.players)
      out.push_back(*web::playerPage(s, p.id, lang));
  }
  out.push_back(web::eventJson(s));
  out.push_back(*web::pairingsJson(s, 1));
  out.push_back(web::standingsJson(s));
  for (const pairing::Player& p : s.tournament.players) out.push_back(*web::playerJson(s, p.id));
  return out;
}

// A tournament named `name` with `count` players and no rounds: ids 1 to count, each named
// `prefix` and its id.
reports::Tournament numberedTournament(const std::string& name, int count,
                                       const std::string& prefix) {
  reports::Tournament t;
  t.event.name = name;
  for (int i = 1; i <= count; ++i) {
    pairing::Player p;
    p.id = i;
    p.name = prefix + std::to_string(i);
    t.players.push_back(p);
  }
  return t;
}

}  // namespace

TEST_CASE("hostile names are escaped and isolated on every page") {
  const web::Snapshot s = snapshotOfWebEvent();
  for (const std::string& page : everyAnswer(s)) {
    CHECK(page.find("<script>alert") == std::string::npos);
    CHECK(page.find("<b>&") == std::string::npos);
    CHECK(page.find("<i>") == std::string::npos);
  }
  const std::string pairings = *web::pairingsPage(s, 1, Lang::En);
  CHECK(pairings.find("&lt;script&gt;alert(1)&lt;/script&gt;") != std::string::npos);
  CHECK(pairings.find("O&#39;Brien &quot;Ob&quot;") != std::string::npos);
  // The right-to-left override stays inside its own <bdi> and cannot flip the rest of the line.
  const std::size_t rlo = pairings.find("\u202Eevil");
  REQUIRE(rlo != std::string::npos);
  CHECK(pairings.rfind("<bdi>", rlo) == rlo - 5);
  CHECK(pairings.find("</bdi>", rlo) == pairings.find('<', rlo));
  CHECK(pairings.find("🐉龙 Dragon") != std::string::npos);
  // The only <script> on any page is the live script.
  const std::string home = web::homePage(s, Lang::Zh);
  CHECK(home.find("<script") == home.rfind("<script src=\"/static/tengen.js\">"));
  CHECK(home.find("天元杯 &lt;b&gt;&amp;") != std::string::npos);
}

TEST_CASE("escapeHtml replaces control characters and broken UTF-8") {
  CHECK(web::escapeHtml("a\x01"
                        "b") ==
        "a\xEF\xBF\xBD"
        "b");
  CHECK(web::escapeHtml("\xC3") == "\xEF\xBF\xBD");
  CHECK(web::escapeHtml("<\"'&>") == "&lt;&quot;&#39;&amp;&gt;");
  CHECK(web::escapeHtml("柯洁 🐉") == "柯洁 🐉");
}

TEST_CASE("birth dates, ratings and licence numbers are never served") {
  const web::Snapshot s = snapshotOfWebEvent();
  for (const pairing::Player& p : s.tournament.players) {
    CHECK_FALSE(p.born);
    CHECK_FALSE(p.rating);
    CHECK(p.egdPin.empty());
  }
  for (const std::string& page : everyAnswer(s)) {
    CHECK(page.find(test::kSecretBorn) == std::string::npos);
    CHECK(page.find(std::to_string(test::kSecretRating)) == std::string::npos);
    CHECK(page.find(test::kSecretPin) == std::string::npos);
  }
}

TEST_CASE("a RATING tie-break orders the standings but its values are not shown") {
  reports::Tournament t = numberedTournament("Rated", 3, "P");
  for (pairing::Player& p : t.players)
    p.rating = 2000 + 111 * static_cast<int>(p.id);  // 2111, 2222, 2333
  reports::StandingsSettings settings;
  settings.order = {reports::Criterion::Score, reports::Criterion::Rating};
  const web::Snapshot s = web::makeSnapshot(t, settings, {});
  REQUIRE(s.standings.rows.size() == 3);
  CHECK(s.standings.rows[0].player.name == "P3");  // ordered by the stored rating
  for (const std::string& page :
       {web::standingsPage(s, Lang::En), web::standingsJson(s), web::standingsPage(s, Lang::Zh),
        web::crosstablePage(s, Lang::En), web::crosstablePage(s, Lang::Zh)}) {
    for (const char* r : {"2111", "2222", "2333"}) CHECK(page.find(r) == std::string::npos);
    CHECK(page.find("RATING") == std::string::npos);
  }
}

TEST_CASE("pages speak Chinese or English") {
  const web::Snapshot s = snapshotOfWebEvent();
  const std::string zh = web::homePage(s, Lang::Zh);
  const std::string en = web::homePage(s, Lang::En);
  CHECK(zh.find("<html lang=\"zh-Hans\">") != std::string::npos);
  CHECK(zh.find("当前轮次") != std::string::npos);
  CHECK(zh.find("用时 byoyomi:60m+3x30s") != std::string::npos);
  CHECK(zh.find("href=\"/?lang=en\"") != std::string::npos);  // the switch to English
  CHECK(en.find("<html lang=\"en\">") != std::string::npos);
  CHECK(en.find("Current round") != std::string::npos);
  CHECK(en.find("time byoyomi:60m+3x30s") != std::string::npos);
  CHECK(en.find("href=\"/?lang=zh\"") != std::string::npos);
  CHECK(web::resultText(pairing::Result::parse("B+R"), Lang::Zh) == "黑中盘胜");
  CHECK(web::resultText(pairing::Result::parse("W+3.5"), Lang::Zh) == "白胜 3.5 目");
  CHECK(web::resultText(pairing::Result::parse("W+3.5"), Lang::En) == "W+3.5");
  const std::string standingsZh = web::standingsPage(s, Lang::Zh);
  CHECK(standingsZh.find("对手分") != std::string::npos);
  CHECK(web::standingsPage(s, Lang::En).find(">SOS<") != std::string::npos);
}

TEST_CASE("pages in both languages rendered on two threads at once read as rendered alone") {
  // The loader thread renders a page per language while the server answers: the words come from
  // the embedded translations, never from a language switched for the process.
  const web::Snapshot s = snapshotOfWebEvent();
  const std::string zh = web::homePage(s, Lang::Zh), en = web::homePage(s, Lang::En);
  std::vector<std::string> zhPages(50), enPages(50);
  std::thread other([&] {
    for (auto& page : zhPages) page = web::homePage(s, Lang::Zh);
  });
  for (auto& page : enPages) page = web::homePage(s, Lang::En);
  other.join();
  for (const auto& page : zhPages) CHECK(page == zh);
  for (const auto& page : enPages) CHECK(page == en);
  CHECK(zh.find("（共 ") != std::string::npos);  // "第 N 轮（共 M 轮）"
  CHECK(en.find(" of ") != std::string::npos);
}

TEST_CASE("the language comes from ?lang=, else from Accept-Language") {
  CHECK(web::pickLanguage("zh", "en") == Lang::Zh);
  CHECK(web::pickLanguage("en", "zh-CN") == Lang::En);
  CHECK(web::pickLanguage("", "zh-CN,zh;q=0.9,en;q=0.8") == Lang::Zh);
  CHECK(web::pickLanguage("", "en-GB,en;q=0.9,zh;q=0.8") == Lang::En);
  CHECK(web::pickLanguage("", "fr-FR,zh;q=0.5,en;q=0.4") == Lang::Zh);
  CHECK(web::pickLanguage("", "") == Lang::En);
  CHECK(web::pickLanguage("", "de") == Lang::En);
}

TEST_CASE("player page: games, colours, results, score, place, next board") {
  const web::Snapshot s = snapshotOfWebEvent();
  const std::string zhang = *web::playerPage(s, idOf(s, "张三"), Lang::En);
  CHECK(zhang.find("Black") != std::string::npos);
  CHECK(zhang.find(">win<") != std::string::npos);
  CHECK(zhang.find("class=\"place\">1") != std::string::npos);
  const std::string muller = *web::playerPage(s, idOf(s, "Müller"), Lang::Zh);
  CHECK(muller.find("下一盘") != std::string::npos);  // board 2 has no result yet
  CHECK(muller.find("第 2 台") != std::string::npos);
  CHECK_FALSE(web::playerPage(s, 9999, Lang::En));
  const std::string json = *web::playerJson(s, idOf(s, "Müller"));
  CHECK(json.find("\"next\":{") != std::string::npos);
  CHECK(json.find("\"board\":2") != std::string::npos);
}

TEST_CASE("by name: sorted, with search keys, filtered on the server without JavaScript") {
  const web::Snapshot s = snapshotOfWebEvent();
  const std::string all = *web::byNamePage(s, 1, Lang::En, "");
  CHECK(all.find("data-s=\"zhang san\"") != std::string::npos);
  CHECK(all.find("data-s=\"lu|lv bu\"") != std::string::npos);
  const std::string zs = *web::byNamePage(s, 1, Lang::En, "zs");
  auto visibleRows = [](const std::string& page) {
    int n = 0;
    for (std::size_t at = page.find("<tr data-s="); at != std::string::npos;
         at = page.find("<tr data-s=", at + 1)) {
      const std::size_t end = page.find('>', at);
      if (page.substr(at, end - at).find(" hidden") == std::string::npos) ++n;
    }
    return n;
  };
  CHECK(visibleRows(all) == 8);
  // English: by Latin spelling (pinyin for Han); Chinese: the zh_CN collation.
  auto row = [](const std::string& page, const char* syllables) {
    return page.find(std::string("<tr data-s=\"") + syllables + "\"");
  };
  CHECK(row(all, "li si") < row(all, "muller"));
  CHECK(row(all, "muller") < row(all, "zhang san"));
  const std::string zh = *web::byNamePage(s, 1, Lang::Zh, "");
  CHECK(row(zh, "li si") < row(zh, "lu|lv bu"));
  CHECK(row(zh, "lu|lv bu") < row(zh, "zhang san"));
  CHECK(row(zh, "zhang san") != std::string::npos);
  CHECK(visibleRows(zs) == 1);
  CHECK(visibleRows(*web::byNamePage(s, 1, Lang::En, "muller")) == 1);
  CHECK(visibleRows(*web::byNamePage(s, 1, Lang::En, "lv")) == 1);
  CHECK(visibleRows(*web::byNamePage(s, 1, Lang::En, "李")) == 1);
  CHECK(visibleRows(*web::byNamePage(s, 1, Lang::En, "nobody-xyz")) == 0);
  CHECK(zs.find("value=\"zs\"") != std::string::npos);
  CHECK(web::byNamePage(s, 1, Lang::En, "\"><script>").value().find("\"><script>") ==
        std::string::npos);
}

TEST_CASE("routes: read-only, 404 for the unknown, 503 without the event") {
  const web::Snapshot s = snapshotOfWebEvent();
  auto answer = [&](const std::string& method, const std::string& path, const web::Snapshot* snap) {
    web::Request r;
    r.method = method;
    r.path = path;
    return web::respond(snap, r);
  };
  for (const char* path :
       {"/", "/round/1/pairings", "/round/1/by-name", "/player/1", "/standings", "/crosstable",
        "/projector/pairings", "/projector/standings", "/api/v1/event", "/api/v1/rounds/1/pairings",
        "/api/v1/standings", "/api/v1/players/1", "/static/tengen.css", "/static/tengen.js"})
    CHECK_MESSAGE(answer("GET", path, &s).status == 200, path);
  CHECK(answer("GET", "/events", &s).eventStream);
  for (const char* path : {"/nope", "/round/2/pairings", "/round/0/pairings", "/round/01/pairings",
                           "/player/999", "/player/abc", "/api/v1/players/999", "/api/v2/event",
                           "/round/1/pairings/", "//", "/../etc/passwd"})
    CHECK_MESSAGE(answer("GET", path, &s).status == 404, path);
  for (const char* method : {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "UNKNOWN"}) {
    const web::Response r = answer(method, "/api/v1/event", &s);
    CHECK(r.status == 405);
    CHECK(r.headers.back() == std::pair<std::string, std::string>{"Allow", "GET, HEAD"});
    CHECK(answer(method, "/", &s).status == 405);
  }
  const web::Response gone = answer("GET", "/", nullptr);
  CHECK(gone.status == 503);
  CHECK(gone.body.find("Event not available") != std::string::npos);
  CHECK(answer("GET", "/api/v1/event", nullptr).body == "{\"error\":\"event not available\"}");
}

TEST_CASE("crosstable: each round's opponent number and outcome, names linked and escaped") {
  const web::Snapshot s = snapshotOfWebEvent();
  for (Lang lang : {Lang::En, Lang::Zh}) {
    const std::string page = web::crosstablePage(s, lang);
    // Round 1, board 1 (B+R): 张三 (Black, id 1) beat 李四 (id 2).
    const int place = s.standings.indexOf(2) + 1;
    CHECK(page.find("<td class=\"n\">" + std::to_string(place) + "+/b</td>") != std::string::npos);
    CHECK(page.find("href=\"/player/1?lang=") != std::string::npos);
    CHECK(page.find("&lt;script&gt;") != std::string::npos);
    CHECK(page.find("<script>alert") == std::string::npos);
  }
  CHECK(web::crosstablePage(s, Lang::Zh).find("成绩交叉表") != std::string::npos);
}

TEST_CASE("projector: large type, pages of 15 that turn by themselves, last back to first") {
  const web::Snapshot small = snapshotOfWebEvent();
  const auto pairings = web::projectorPage(small, web::ProjectorShow::Pairings, 1, Lang::En);
  REQUIRE(pairings);
  CHECK(pairings->find("<body class=\"projector\"") != std::string::npos);
  CHECK(pairings->find("<meta http-equiv=\"refresh\" content=\"15;url=/projector/pairings?lang=en"
                       "&amp;page=1\">") != std::string::npos);
  CHECK(pairings->find("&lt;script&gt;") != std::string::npos);
  CHECK(pairings->find("<script>alert") == std::string::npos);
  CHECK(pairings->find("Round 1") != std::string::npos);

  const reports::Tournament t = numberedTournament("Big", 40, "Player ");
  const web::Snapshot big = web::makeSnapshot(t, {}, {});
  CHECK_FALSE(web::projectorPage(big, web::ProjectorShow::Pairings, 1, Lang::En));  // no draw
  auto rowsOf = [](const std::string& page) {
    std::size_t n = 0;
    for (std::size_t at = page.find("<tbody>"); (at = page.find("<tr>", at)) != std::string::npos;
         ++at)
      ++n;
    return n;
  };
  const auto p1 = web::projectorPage(big, web::ProjectorShow::Standings, 1, Lang::Zh);
  const auto p3 = web::projectorPage(big, web::ProjectorShow::Standings, 3, Lang::Zh);
  const auto p99 = web::projectorPage(big, web::ProjectorShow::Standings, 99, Lang::Zh);
  REQUIRE(p1);
  REQUIRE(p3);
  CHECK(rowsOf(*p1) == 15);
  CHECK(rowsOf(*p3) == 10);
  CHECK(p1->find("1 / 3") != std::string::npos);
  CHECK(p1->find("page=2\">") != std::string::npos);
  CHECK(p3->find("page=1\">") != std::string::npos);  // back to the first
  CHECK(*p99 == *p3);                                 // clamped to the last
  CHECK(p1->find("成绩") != std::string::npos);
}

TEST_CASE("clock wall: times at the instant, the mover marked, flags red, last periods orange") {
  const web::Snapshot s = snapshotOfWebEvent();
  const auto spec = clock::parseSpec("byoyomi:1m+1x30s");
  REQUIRE(std::holds_alternative<clock::ClockSettings>(spec));
  const auto settings = clock::GameSettings::same(std::get<clock::ClockSettings>(spec));
  const pairing::Round& round = *s.tournament.round(1);
  auto board = [&](int n) {
    db::WallBoard b;
    b.board = n;
    for (const pairing::Game& g : round.games)
      if (g.board == n) {
        b.black = g.black;
        b.white = g.white;
        b.result = g.result;
      }
    return b;
  };
  // Board 1 started at 0 and read at 70 s: Black, to move, in the one (last) period, 20 s left.
  db::WallBoard last = board(2);
  last.clock = clock::GameClock(settings);
  REQUIRE(last.clock->start(0) == clock::Refusal::None);
  // Board 2: Black let 1 min + 30 s run out.
  db::WallBoard flag = board(4);
  flag.clock = clock::GameClock(settings);
  REQUIRE(flag.clock->start(0) == clock::Refusal::None);
  flag.clock->update(95 * 1000);
  const db::WallBoard none = board(1);
  const clock::Ms now = 70 * 1000;
  flag.check.offset = 25 * 1000;  // its journal runs 25 s ahead of this reading's clock
  for (Lang lang : {Lang::En, Lang::Zh}) {
    const auto page = web::clockWallPage(s, 1, {none, last, flag}, now, lang);
    REQUIRE(page);
    CHECK(page->find("<meta http-equiv=\"refresh\" content=\"5\">") != std::string::npos);
    CHECK(page->find("<tr id=\"b2\" class=\"last\">") != std::string::npos);
    CHECK(page->find("<td class=\"n mv\">20 ×1</td>") == std::string::npos);  // m:ss
    CHECK(page->find("<td class=\"n mv\">0:20 ×1</td>") != std::string::npos);
    CHECK(page->find("<tr id=\"b4\" class=\"flag\">") != std::string::npos);
    CHECK(page->find(lang == Lang::Zh ? "无计时钟" : "no clock") != std::string::npos);
    CHECK(page->find(lang == Lang::Zh ? "黑方超时" : "Black&#39;s flag fell") != std::string::npos);
    CHECK(page->find("<script>alert") == std::string::npos);
  }
  CHECK_FALSE(web::clockWallPage(s, 2, {}, now, Lang::En));  // round 2 is not drawn
}
