// Drives the real tengen binary on temp event files.
#include <doctest/doctest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::runTengen;

TEST_CASE("tengen new creates an event that info shows") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("cup.tengen");
  auto r = runTengen({"new", ev, "--name", "天元杯", "--rounds", "7", "--system", "mcmahon",
                      "--rules", "japanese", "--start", "2026-12-05"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  auto info = runTengen({"info", ev, "--json"});
  REQUIRE(info.exitCode == 0);
  auto o = QJsonDocument::fromJson(QByteArray::fromStdString(info.out)).object();
  CHECK(o["name"].toString() == QString::fromUtf8("天元杯"));
  CHECK(o["rounds"].toInt() == 7);
  CHECK(o["system"].toString() == "mcmahon");
  CHECK(o["rules"].toString() == "japanese");
  CHECK(o["komi"].toDouble() == 6.5);  // the rule set's usual komi
  CHECK(o["start_date"].toString() == "2026-12-05");
  CHECK(o["tiebreaks"].toString() == "MMS,SOS,SOSOS,SODOS");  // McMahon's default order
  CHECK(o["referee_edition"].toString() == "2002");

  auto edit = runTengen({"edit", ev, "--komi", "7.5", "--venue", "Hangzhou"});
  REQUIRE_MESSAGE(edit.exitCode == 0, edit.err);
  auto again =
      QJsonDocument::fromJson(QByteArray::fromStdString(runTengen({"info", ev, "--json"}).out))
          .object();
  CHECK(again["komi"].toDouble() == 7.5);
  CHECK(again["venue"].toString() == "Hangzhou");
}

TEST_CASE("bad settings are refused with the reason, and no file is left behind") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("bad.tengen");
  auto r = runTengen({"new", ev, "--name", "X", "--komi", "7.3"});
  CHECK(r.exitCode != 0);
  CHECK(r.err.find("'7.3' is not a komi") != std::string::npos);  // names the value
  CHECK_FALSE(QFile::exists(QString::fromStdString(ev)));
  auto s = runTengen({"new", ev, "--name", "X", "--system", "lottery"});
  CHECK(s.exitCode != 0);
  CHECK(s.err.find("lottery") != std::string::npos);
}

TEST_CASE("a file that is not an event is refused clearly, in both languages") {
  tengen::test::TempDir dir;
  const std::string txt = dir.write("notes.txt", std::string(2000, 'z'));
  auto en = runTengen({"info", txt});
  CHECK(en.exitCode == 2);
  CHECK(en.err.find("not a Tengen event file") != std::string::npos);
  auto zh = runTengen({"--lang", "zh", "info", txt});
  CHECK(zh.exitCode == 2);
  CHECK(zh.err.find("不是天元比赛文件") != std::string::npos);
  auto missing = runTengen({"info", dir.path("nope.tengen")});
  CHECK(missing.exitCode == 2);
  CHECK(missing.err.find("no such event file") != std::string::npos);
}

TEST_CASE("every command answers --help") {
  for (auto args : std::vector<std::vector<std::string>>{{"--help"},
                                                         {"new", "--help"},
                                                         {"info", "--help"},
                                                         {"player", "--help"},
                                                         {"player", "import", "--help"},
                                                         {"player", "list", "--help"}}) {
    auto r = runTengen(args);
    CAPTURE(args.front());
    CHECK(r.exitCode == 0);
    CHECK(r.out.find("Usage") != std::string::npos);
  }
}

TEST_CASE("tengen edit logs each changed setting and tengen event log lists them") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("log.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "Log Cup", "--by", "Anna"}).exitCode == 0);
  auto edit = runTengen({"edit", ev, "--komi", "6.5", "--tiebreaks", "SCORE,SOS,SOSOS", "--edition",
                         "older", "--by", "李裁判"});
  REQUIRE_MESSAGE(edit.exitCode == 0, edit.err);
  CHECK(edit.out.find("komi: 7.5 → 6.5") != std::string::npos);
  auto same = runTengen({"edit", ev, "--komi", "6.5"});
  CHECK(same.exitCode == 0);
  CHECK(same.out.find("nothing changed") != std::string::npos);

  auto log = runTengen({"event", "log", ev, "--json"});
  REQUIRE_MESSAGE(log.exitCode == 0, log.err);
  const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(log.out)).array();
  REQUIRE(rows.size() == 4);  // created, komi, tiebreaks, referee_edition
  CHECK(rows[0].toObject()["field"].toString() == "created");
  CHECK(rows[0].toObject()["who"].toString() == "Anna");
  QStringList fields;
  for (const auto& r : rows) fields << r.toObject()["field"].toString();
  CHECK(fields.contains("komi"));
  CHECK(fields.contains("tiebreaks"));
  CHECK(fields.contains("referee_edition"));
  for (const auto& r : rows)
    if (r.toObject()["field"].toString() == "komi") {
      CHECK(r.toObject()["old"].toString() == "7.5");
      CHECK(r.toObject()["new"].toString() == "6.5");
      CHECK(r.toObject()["who"].toString() == QString::fromUtf8("李裁判"));
    }
  auto table = runTengen({"--lang", "zh", "event", "log", ev});
  CHECK(table.exitCode == 0);
  CHECK(table.out.find("修改人") != std::string::npos);
  CHECK(table.out.find("SCORE,SOS,SOSOS") != std::string::npos);

  auto bad = runTengen({"edit", ev, "--tiebreaks", "SOS,FOO"});
  CHECK(bad.exitCode != 0);
  CHECK(bad.err.find("FOO") != std::string::npos);
  auto after = runTengen({"event", "log", ev, "--json"});
  CHECK(QJsonDocument::fromJson(QByteArray::fromStdString(after.out)).array().size() == 4);
}

TEST_CASE("the other settings commands write the event log too") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("other.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "Other", "--system", "mcmahon"}).exitCode == 0);
  auto edition = runTengen({"referee", "edition", ev, "older"});
  REQUIRE_MESSAGE(edition.exitCode == 0, edition.err);
  auto order = runTengen({"tiebreaks", ev, "--order", "MMS,SOS,NBW"});
  REQUIRE_MESSAGE(order.exitCode == 0, order.err);
  auto draw = runTengen({"draw-settings", ev, "--set", "mcmahon.bar=4"});
  REQUIRE_MESSAGE(draw.exitCode == 0, draw.err);

  auto log = runTengen({"event", "log", ev, "--json"});
  REQUIRE(log.exitCode == 0);
  const QJsonArray rows = QJsonDocument::fromJson(QByteArray::fromStdString(log.out)).array();
  REQUIRE(rows.size() == 4);
  CHECK(rows[1].toObject()["field"].toString() == "referee_edition");
  CHECK(rows[2].toObject()["field"].toString() == "tiebreaks");
  CHECK(rows[2].toObject()["new"].toString() == "MMS,SOS,NBW");
  CHECK(rows[3].toObject()["field"].toString() == "pairing.mcmahon.bar");
  CHECK(rows[3].toObject()["old"].toString() == "2");
  CHECK(rows[3].toObject()["new"].toString() == "4");
}

TEST_CASE("a bye's points are set on the scoring convention, which the draw follows") {
  tengen::test::TempDir dir;
  const std::string ev = dir.path("bye.tengen");
  REQUIRE(runTengen({"new", ev, "--name", "Bye", "--system", "swiss"}).exitCode == 0);
  auto half = runTengen({"tiebreaks", ev, "--bye", "1"});
  REQUIRE_MESSAGE(half.exitCode == 0, half.err);
  CHECK(half.out.find("bye 1,") != std::string::npos);
  auto tooMuch = runTengen({"tiebreaks", ev, "--bye", "3"});
  CHECK(tooMuch.exitCode == 2);
  CHECK(tooMuch.err.find("not 3") != std::string::npos);
  CHECK(runTengen({"tiebreaks", ev}).out.find("bye 1,") != std::string::npos);  // kept
  // The draw's own setting is gone: it says where the bye is set.
  auto old = runTengen({"draw-settings", ev, "--set", "bye.half-points=2"});
  CHECK(old.exitCode != 0);
  CHECK(old.err.find("--bye") != std::string::npos);
}
