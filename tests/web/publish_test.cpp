// `tengen publish EVENT --dir OUT` (app/web/publish.h), driving the real binary: every page in
// both languages as files, every link relative and resolving to a file (and its #anchor to an
// id there), no script, hostile names escaped, private fields absent, and OUT replaced whole
// or not at all.
#include <doctest/doctest.h>

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <set>

#include "app/web/links.h"
#include "app/web/publish.h"
#include "db/store/event_store.h"
#include "tests/support/run_tengen.h"
#include "tests/web/web_test_util.h"

using namespace tengen;

namespace {

QString readAll(const QString& path) {
  QFile f(path);
  REQUIRE_MESSAGE(f.open(QIODevice::ReadOnly), path.toStdString());
  return QString::fromUtf8(f.readAll());
}

// Every file under `root`, relative, hidden ones included.
std::set<QString> filesUnder(const QString& root) {
  std::set<QString> files;
  QDirIterator it(root, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
  while (it.hasNext()) files.insert(QDir(root).relativeFilePath(it.next()));
  return files;
}

test::RunResult publish(const QString& event, const QString& out, const std::string& lang = "en") {
  return test::runTengen(
      {"--lang", lang, "publish", event.toStdString(), "--dir", out.toStdString()});
}

}  // namespace

TEST_CASE("tengen publish: every page as a static file, relative links that resolve, no script") {
  test::TempDir dir;
  const QString event = dir.file("cup.tengen");
  auto store = test::makeWebEvent(event);
  const std::vector<pairing::Player> players = store->players();
  store.reset();
  const test::RunResult noted = test::runTengen(
      {"referee", "log", event.toStdString(), "--round", "1", "--board", "2", "--player", "black",
       "--infraction", "clock-before-move", "--referee", "李", "--note", test::kSecretNote});
  REQUIRE_MESSAGE(noted.exitCode == 0, noted.err);
  const QString out = dir.file("site");
  const test::RunResult r = publish(event, out);
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("published") != std::string::npos);

  const std::set<QString> files = filesUnder(out);
  std::set<QString> expected{"index.html", "tengen.css", web::kPublishMarker};
  for (const char* lang : {"en", "zh"}) {
    for (const char* page : {"index.html", "round-1-pairings.html", "round-1-by-name.html",
                             "standings.html", "crosstable.html"})
      expected.insert(QString::fromLatin1(lang) + "/" + page);
    for (const pairing::Player& p : players)
      expected.insert(QStringLiteral("%1/player-%2.html").arg(lang).arg(p.id));
  }
  CHECK(files == expected);

  const QRegularExpression link(QStringLiteral("(?:href|src)=\"([^\"]*)\""));
  const QRegularExpression id(QStringLiteral("id=\"([^\"]+)\""));
  int links = 0;
  for (const QString& name : files) {
    if (!name.endsWith(".html")) continue;
    const QString html = readAll(out + "/" + name);
    CAPTURE(name.toStdString());
    // No script of any kind: nothing to run, nothing to inject into.
    CHECK_FALSE(html.contains(QStringLiteral("<script")));
    CHECK_FALSE(html.contains(QStringLiteral("/events")));
    // The hostile name, inert.
    if (name.contains("round-1"))
      CHECK(html.contains(QStringLiteral("&lt;script&gt;alert(1)&lt;/script&gt;")));
    for (const char* secret : {test::kSecretBorn, test::kSecretPin, test::kSecretNote})
      CHECK_FALSE(html.contains(QString::fromUtf8(secret)));
    CHECK_FALSE(html.contains(QString::number(test::kSecretRating)));
    CHECK_FALSE(html.contains(event));  // no path of this machine
    // Every link relative and to a file of the export; an anchor to an id in that file.
    for (auto m = link.globalMatch(html); m.hasNext();) {
      const QString target = m.next().captured(1);
      CAPTURE(target.toStdString());
      ++links;
      CHECK_FALSE(target.startsWith('/'));
      CHECK_FALSE(target.contains(QStringLiteral("://")));
      CHECK_FALSE(target.contains('?'));
      const QString file = target.section('#', 0, 0), anchor = target.section('#', 1);
      const QString resolved =
          QDir::cleanPath(QFileInfo(out + "/" + name).absolutePath() + "/" + file);
      REQUIRE(QFileInfo(resolved).isFile());
      CHECK(resolved.startsWith(QDir(out).absolutePath() + "/"));
      if (!anchor.isEmpty()) {
        std::set<QString> ids;
        for (auto i = id.globalMatch(readAll(resolved)); i.hasNext();)
          ids.insert(i.next().captured(1));
        CHECK(ids.count(anchor) == 1);
      }
    }
  }
  CHECK(links > 300);  // 21 pages a language, each with its header, navigation and names
  // The languages speak their own, and the switch leads to the same page in the other.
  const QString zh = readAll(out + "/zh/round-1-pairings.html");
  CHECK(zh.contains(QStringLiteral("<html lang=\"zh-Hans\">")));
  CHECK(zh.contains(QStringLiteral("黑中盘胜")));
  CHECK(zh.contains(QStringLiteral("href=\"../en/round-1-pairings.html\"")));
  const QString en = readAll(out + "/en/crosstable.html");
  CHECK(en.contains(QStringLiteral("Crosstable")));
  CHECK(en.contains(QStringLiteral("href=\"../zh/crosstable.html\"")));
}

TEST_CASE("tengen publish: OUT is replaced whole or left as it was") {
  test::TempDir dir;
  const QString event = dir.file("cup.tengen");
  test::makeWebEvent(event);
  const QString out = dir.file("site");

  SUBCASE("a folder of other files is never touched") {
    QDir().mkpath(out);
    {
      QFile f(out + "/notes.txt");
      REQUIRE(f.open(QIODevice::WriteOnly));
      f.write("mine");
    }
    for (const std::string lang : {"en", "zh"}) {
      const test::RunResult r = publish(event, out, lang);
      CHECK(r.exitCode == 1);
      CHECK(r.err.find(lang == "zh" ? "未写入任何内容" : "nothing written") != std::string::npos);
    }
    CHECK(filesUnder(out) == std::set<QString>{"notes.txt"});
    CHECK(readAll(out + "/notes.txt") == "mine");
  }

  SUBCASE("an earlier export is replaced by the new one, nothing of it left over") {
    REQUIRE(publish(event, out).exitCode == 0);
    {
      QFile stale(out + "/en/player-999.html");
      REQUIRE(stale.open(QIODevice::WriteOnly));
    }
    CHECK_FALSE(readAll(out + "/en/round-1-pairings.html").contains("W+R"));
    const test::RunResult result =
        test::runTengen({"result", event.toStdString(), "--round", "1", "--board", "2", "W+R"});
    REQUIRE_MESSAGE(result.exitCode == 0, result.err);
    REQUIRE(publish(event, out).exitCode == 0);
    CHECK(readAll(out + "/en/round-1-pairings.html").contains("W+R"));
    CHECK_FALSE(QFile::exists(out + "/en/player-999.html"));
    // No temporary folder beside OUT.
    CHECK(QDir(dir.file(""))
              .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
              .filter("site")
              .size() == 1);
  }

  SUBCASE("an event that cannot be read leaves the earlier export as it was") {
    REQUIRE(publish(event, out).exitCode == 0);
    const std::set<QString> before = filesUnder(out);
    const QString home = readAll(out + "/en/index.html");
    const test::RunResult r = publish(dir.file("missing.tengen"), out);
    CHECK(r.exitCode != 0);
    CHECK(filesUnder(out) == before);
    CHECK(readAll(out + "/en/index.html") == home);
  }

  SUBCASE("a file in OUT's place is refused") {
    {
      QFile f(out);
      REQUIRE(f.open(QIODevice::WriteOnly));
    }
    const test::RunResult r = publish(event, out);
    CHECK(r.exitCode == 1);
    CHECK(r.err.find("not a folder") != std::string::npos);
  }
}
