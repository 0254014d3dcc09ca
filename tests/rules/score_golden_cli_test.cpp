// Golden public records (tests/data/records, see SOURCES.md there): counted games from GNU Go's
// regression collection, area and territory counting, handicap games, seki, unfinished positions
// and a record whose result was made under other terms. Every expectation is in EXPECTED.tsv;
// "agrees" rows are grounded in the record's own result (RE), "needs-decision" rows in the result
// the players recorded once the dead stones proposed are removed.
#include <doctest/doctest.h>

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QStringList>
#include <map>

#include "tests/support/gnugo.h"
#include "tests/support/json_output.h"
#include "tests/support/run_tengen.h"

using tengen::test::jsonObject;
using tengen::test::needsGnuGo;
using tengen::test::runTengen;

namespace {

const QString kDir = QStringLiteral(TENGEN_TEST_DATA_DIR "/records/gnugo");

struct Expected {
  QString file, status, rules;
  int size = 0, handicap = 0;
  double komi = 0;
  QString result;
  double black = 0, white = 0;
  QStringList undecided;
};

std::vector<Expected> expectations() {
  QFile f(kDir + QStringLiteral("/EXPECTED.tsv"));
  REQUIRE_MESSAGE(f.open(QIODevice::ReadOnly), kDir.toStdString());
  std::vector<Expected> rows;
  for (const QByteArray& raw : f.readAll().split('\n')) {
    const QString line = QString::fromUtf8(raw);
    if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
    const QStringList c = line.split(QLatin1Char('\t'));
    REQUIRE_MESSAGE(c.size() == 11, line.toStdString());
    Expected e{c[0],
               c[1],
               c[2],
               c[3].toInt(),
               c[4].toInt(),
               c[5].toDouble(),
               c[6],
               c[7].toDouble(),
               c[8].toDouble(),
               {}};
    if (c[9] != QStringLiteral("-")) e.undecided = c[9].split(QLatin1Char(','));
    rows.push_back(e);
  }
  return rows;
}

}  // namespace

TEST_CASE("golden records: one batch counts every file as expected") {
  const std::vector<Expected> rows = expectations();
  REQUIRE(rows.size() >= 30);
  std::vector<std::string> args{"score"};
  for (const Expected& e : rows) args.push_back((kDir + QLatin1Char('/') + e.file).toStdString());
  args.push_back("--json");
  auto r = runTengen(args);
  CHECK(r.exitCode == 3);  // one record was counted under other terms
  const QJsonArray files = jsonObject(r.out)["files"].toArray();
  REQUIRE(files.size() == static_cast<qsizetype>(rows.size()));
  std::map<QString, int> statuses;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Expected& e = rows[i];
    const QJsonObject j = files[static_cast<qsizetype>(i)].toObject();
    INFO(e.file.toStdString());
    ++statuses[e.status];
    CHECK(j["status"].toString() == e.status);
    CHECK(j["rules"].toString() == e.rules);
    CHECK(j["size"].toInt() == e.size);
    CHECK(j["handicap"].toInt() == e.handicap);
    CHECK(j["komi"].toDouble() == e.komi);
    if (e.status == QStringLiteral("needs-decision")) {
      QStringList undecided;
      for (const QJsonValue& v : j["undecided"].toArray()) undecided << v.toString();
      CHECK(undecided == e.undecided);
      continue;
    }
    CHECK(j["result"].toString() == e.result);
    CHECK(j["black"].toObject()["count"].toDouble() == e.black);
    CHECK(j["white"].toObject()["count"].toDouble() == e.white);
  }
  CHECK(statuses["agrees"] >= 20);
  CHECK(statuses["needs-decision"] >= 4);
}

TEST_CASE("golden records: unfinished positions count as recorded once the proposal is accepted") {
  for (const Expected& e : expectations()) {
    if (e.status != QStringLiteral("needs-decision")) continue;
    INFO(e.file.toStdString());
    auto r = runTengen({"score", (kDir + QLatin1Char('/') + e.file).toStdString(), "--propose-dead",
                        "--engine", "tengen", "--json"});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
    const QJsonObject accepted = jsonObject(r.out)["if_accepted"].toObject();
    CHECK(accepted["result"].toString() == e.result);
    CHECK(accepted["black"].toObject()["count"].toDouble() == e.black);
    CHECK(accepted["white"].toObject()["count"].toDouble() == e.white);
    CHECK(accepted["verified"].toBool());
  }
}

TEST_CASE("golden records: GNU Go's proposal gives the recorded results too (skipped without it)" *
          needsGnuGo()) {
  for (const Expected& e : expectations()) {
    if (e.status != QStringLiteral("needs-decision")) continue;
    INFO(e.file.toStdString());
    auto r = runTengen({"score", (kDir + QLatin1Char('/') + e.file).toStdString(), "--propose-dead",
                        "--engine", "gnugo", "--json"});
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
    CHECK(jsonObject(r.out)["if_accepted"].toObject()["result"].toString() == e.result);
  }
}

TEST_CASE("golden records: the disagreement says why, an unmarked dead chain asks first") {
  auto compensation =
      runTengen({"score", (kDir + QStringLiteral("/bitti-gnug36.sgf")).toStdString()});
  CHECK(compensation.exitCode == 3);
  CHECK(compensation.out.find("handicap compensation of 5 points instead of 6") !=
        std::string::npos);
  // GNU Go's own game with KM[0.0]: its result counts Black's B3 chain dead, which the record
  // leaves unmarked; once it is, the count agrees (no other komi needed).
  auto unmarked = runTengen({"score", (kDir + QStringLiteral("/9x9-3.sgf")).toStdString()});
  CHECK(unmarked.exitCode == 4);
  CHECK(unmarked.err.find("B3 (Black, 2 stones)") != std::string::npos);
  auto marked =
      runTengen({"score", (kDir + QStringLiteral("/9x9-3.sgf")).toStdString(), "--dead", "B3"});
  CHECK_MESSAGE(marked.exitCode == 0, marked.err);
}
