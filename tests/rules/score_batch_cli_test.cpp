// tengen score FILES... and --propose-dead through the real binary: the batch summary (table and
// JSON), a bad file named without stopping the others, the exit status; proposals by Tengen's own
// rules and by GNU Go (skipped when it is not installed), never counted unless accepted.
#include <doctest/doctest.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include "tests/rules/sgf_samples.h"
#include "tests/support/gnugo.h"
#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"
#include "tests/support/temp_dir.h"

using tengen::test::jsonObject;
using tengen::test::needsGnuGo;
using tengen::test::runTengen;

namespace {

// The dame game counts W+6.5: one record that says so, one that does not.
const std::string kAgrees = tengen::test::dameGame("KM[7.5]RU[Chinese]RE[W+6.5]");
const std::string kDisagrees = tengen::test::dameGame("KM[7.5]RU[Chinese]RE[B+2.5]");
// Walls on D and F, dame on E; a white stone (B8) left in Black's area and a black one (H2) in
// White's, no dead stones marked: the count needs a decision. Both dead: 40.5 each, W+7.5.
const char* kUnmarked = "(;GM[1]FF[4]SZ[9]KM[7.5]RU[Chinese]RE[W+7.5]AB[da:di][hh]AW[fa:fi][bb])";

}  // namespace

TEST_CASE("score FILES...: one summary row per file, a bad file named, exit 3 on a disagreement") {
  tengen::test::TempDir dir;
  const std::string good = dir.write("good.sgf", kAgrees);
  const std::string bad = dir.write("bad.sgf", kDisagrees);
  const std::string broken = dir.write("broken.sgf", "(;SZ[9");
  const std::string open = dir.write("open.sgf", kUnmarked);
  const std::string missing = dir.file(QStringLiteral("missing.sgf")).toStdString();
  auto r = runTengen({"score", good, broken, bad, open, missing});
  CHECK(r.exitCode == 3);
  CHECK(r.out.find("agrees") != std::string::npos);
  CHECK(r.out.find("DISAGREES by 9 points") != std::string::npos);
  CHECK(r.out.find("dead-stone decision needed") != std::string::npos);
  CHECK(r.out.find("B8 (White, 1 stone)") != std::string::npos);
  CHECK(r.out.find("broken.sgf, line 1, column 5") != std::string::npos);
  CHECK(r.out.find("missing.sgf: cannot read the file") != std::string::npos);
  CHECK(r.out.find("5 files: 1 agree, 1 disagree, 0 not compared, 1 need a dead-stone decision, "
                   "2 not counted") != std::string::npos);
  CHECK(r.err.find("not every count agrees") != std::string::npos);

  auto j = runTengen({"score", good, broken, bad, open, "--json"});
  CHECK(j.exitCode == 3);
  const QJsonObject doc = jsonObject(j.out);
  const QJsonArray files = doc["files"].toArray();
  REQUIRE(files.size() == 4);
  CHECK(files[0].toObject()["status"].toString() == "agrees");
  CHECK(files[0].toObject()["result"].toString() == "W+6.5");
  CHECK(files[1].toObject()["status"].toString() == "not-counted");
  CHECK(files[1].toObject()["exit"].toInt() == 2);
  CHECK(files[2].toObject()["status"].toString() == "disagrees");
  CHECK(files[3].toObject()["status"].toString() == "needs-decision");
  CHECK_FALSE(files[3].toObject().contains("result"));  // no confident result for it
  CHECK(files[3].toObject()["undecided"].toArray().size() == 2);
  CHECK(doc["summary"].toObject()["agree"].toInt() == 1);
  CHECK(doc["summary"].toObject()["not_counted"].toInt() == 1);
}

TEST_CASE("score FILES...: exit 0 when every count agrees, 2 for an unreadable file, 4 to decide") {
  tengen::test::TempDir dir;
  const std::string a = dir.write("a.sgf", kAgrees);
  const std::string b = dir.write("b.sgf", kAgrees);
  auto ok = runTengen({"--lang", "zh", "score", a, b});
  CHECK_MESSAGE(ok.exitCode == 0, ok.err);
  CHECK(ok.out.find("共 2 个文件：2 个一致") != std::string::npos);
  CHECK(runTengen({"score", a, dir.write("c.sgf", "not sgf")}).exitCode == 2);
  CHECK(runTengen({"score", a, dir.write("d.sgf", kUnmarked)}).exitCode == 4);
  // Marks and reported results belong to one game.
  auto marks = runTengen({"score", a, b, "--dead", "D4"});
  CHECK(marks.exitCode == 1);
  CHECK(marks.err.find("apply to one game") != std::string::npos);
  CHECK(runTengen({"score", a, b, "--rules", "go"}).exitCode == 1);
}

TEST_CASE("score --propose-dead --engine tengen: a proposal, the count if accepted, never silent") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("open.sgf", kUnmarked);
  auto r = runTengen({"score", f, "--propose-dead", "--engine", "tengen"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  CHECK(r.out.find("Dead-stone proposal (死活提议) by Tengen's own rules") != std::string::npos);
  CHECK(r.out.find("not a decision") != std::string::npos);
  CHECK(r.out.find("Proposed dead (死子): B8 (White, 1 stone), H2 (Black, 1 stone)") !=
        std::string::npos);
  CHECK(r.out.find("If accepted: W+7.5") != std::string::npos);
  CHECK(r.out.find("If accepted, compared with the file's RE[W+7.5]: agrees") != std::string::npos);
  CHECK(r.out.find("--dead \"B8,H2\"") != std::string::npos);
  // Accepting it is the referee's step: the plain count still asks for the decision.
  CHECK(runTengen({"score", f}).exitCode == 4);
  CHECK(runTengen({"score", f, "--dead", "H2,B8"}).exitCode == 0);

  auto j = runTengen({"score", f, "--propose-dead", "--engine", "tengen", "--json"});
  REQUIRE(j.exitCode == 0);
  const QJsonObject doc = jsonObject(j.out);
  CHECK(doc["proposal"].toObject()["engine"].toString() == "tengen");
  CHECK(doc["proposal"].toObject()["dead"].toArray().size() == 2);
  CHECK(doc["if_accepted"].toObject()["result"].toString() == "W+7.5");
  CHECK(doc["if_accepted"].toObject()["verified"].toBool());

  auto zh = runTengen({"--lang", "zh", "score", f, "--propose-dead", "--engine", "tengen"});
  CHECK(zh.out.find("死活提议") != std::string::npos);
  CHECK(zh.out.find("如接受：W+7.5（白胜3又3/4子）") != std::string::npos);
}

TEST_CASE("score --propose-dead without GNU Go: auto falls back and says so, gnugo refuses") {
  tengen::test::TempDir dir;
  const std::string f = dir.write("open.sgf", kUnmarked);
  qputenv("TENGEN_GNUGO", "");  // as if GNU Go were not installed
  auto fallback = runTengen({"score", f, "--propose-dead"});
  auto refused = runTengen({"score", f, "--propose-dead", "--engine", "gnugo"});
  qunsetenv("TENGEN_GNUGO");
  CHECK_MESSAGE(fallback.exitCode == 0, fallback.err);
  CHECK(fallback.out.find("GNU Go is not installed") != std::string::npos);
  CHECK(fallback.out.find("by Tengen's own rules") != std::string::npos);
  CHECK(refused.exitCode == 1);
  CHECK(refused.err.find("GNU Go is not installed") != std::string::npos);
}

TEST_CASE("score --propose-dead --engine gnugo: GNU Go's final_status_list (skipped without it)" *
          needsGnuGo()) {
  tengen::test::TempDir dir;
  const std::string f = dir.write("open.sgf", kUnmarked);
  auto j = runTengen({"score", f, "--propose-dead", "--engine", "gnugo", "--json"});
  REQUIRE_MESSAGE(j.exitCode == 0, j.err);
  const QJsonObject doc = jsonObject(j.out);
  const QJsonObject proposal = doc["proposal"].toObject();
  CHECK(proposal["engine"].toString() == "gnugo");
  CHECK(proposal["engine_name"].toString().startsWith("GNU Go"));
  QStringList dead;
  for (const QJsonValue& v : proposal["dead"].toArray()) dead << v.toObject()["point"].toString();
  CHECK(dead == QStringList{"B8", "H2"});
  CHECK(doc["if_accepted"].toObject()["result"].toString() == "W+7.5");
}
