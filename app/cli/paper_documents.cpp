#include "app/cli/paper_documents.h"

#include <QLocale>
#include <QUrl>
#include <variant>

#include "app/cli/cli.h"
#include "app/cli/time_control_text.h"
#include "clock/spec_parser.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"paper.page", "page %1 / %2", "第 %1 页 / 共 %2 页"},
    {"paper.venue", "Venue: %1", "地点：%1"},
    {"paper.dates", "%1 to %2", "%1 至 %2"},
    {"paper.round", "Round %1", "第 %1 轮"},
    {"paper.time", "Time: %1", "用时：%1"},
    {"paper.standings-title", "Standings after round %1", "第 %1 轮后排名"},
    {"paper.crosstable-title", "Crosstable after round %1", "第 %1 轮后成绩交叉表"},
    {"paper.pairings-title", "Pairings, round %1", "第 %1 轮对阵表"},
    {"paper.pairings-by-name-title", "Pairings by name, round %1", "第 %1 轮对阵表（按姓名）"},
    {"paper.slips-title", "Result slips, round %1", "第 %1 轮成绩单"},
    {"paper.club", "Club", "单位"},
    {"paper.name", "Name", "姓名"},
    {"paper.board", "Board", "台次"},
    {"paper.black", "Black", "黑方"},
    {"paper.white", "White", "白方"},
    {"paper.rank", "Rank", "段位"},
    {"paper.handicap", "Hcp", "让子"},
    {"paper.komi", "Komi", "贴目"},
    {"paper.result", "Result", "结果"},
    {"paper.colour", "Colour", "执色"},
    {"paper.opponent", "Opponent", "对手"},
    {"paper.bye", "Bye", "轮空"},
    {"paper.slip-title", "%1 · Round %2 · Result slip", "%1 · 第 %2 轮 · 成绩单"},
    {"paper.slip-board", "Board %1", "第 %1 台"},
    {"paper.win", "win", "胜"},
    {"paper.jigo", "jigo", "和棋"},
    {"paper.margin", "margin:", "胜负子数："},
    {"paper.slip-facts", "Handicap: %1 · Komi: %2", "让子：%1 · 贴目：%2"},
    {"paper.sign-black", "Black's signature", "黑方签名"},
    {"paper.sign-white", "White's signature", "白方签名"},
    {"paper.sign-referee", "Referee", "裁判签名"},
    {"paper.bad-live-url",
     "--live-url must be the live pages' address, http:// or https:// with a host and no query, "
     "e.g. http://192.168.1.10:8080, not \"%1\"",
     "--live-url 须为实时页面的地址（http:// 或 https://，含主机名，不带查询参数），"
     "如 http://192.168.1.10:8080，而非“%1”"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

void write(const std::string& file, const print::PaperDocument& document) {
  if (file.empty() || file == "-") throw CliError(msg("reports.need-output"));
  // The one way it fails with the QGuiApplication main() makes: the file cannot be written.
  if (!print::writeDocumentPdf(qs(file), document).isEmpty())
    throw CliError(msg("reports.cannot-write").arg(qs(file)));
}

// The live pages' base address, checked: a QR code to a mistyped address sends every player to
// nowhere, and nobody notices until the slips are on the tables.
QString liveBase(const std::string& text) {
  if (text.empty()) return {};
  const QUrl url(qs(text), QUrl::StrictMode);
  const QString scheme = url.scheme().toLower();
  if (!url.isValid() || (scheme != "http" && scheme != "https") || url.host().isEmpty() ||
      url.hasQuery() || url.hasFragment() || !url.userInfo().isEmpty())
    throw CliError(msg("paper.bad-live-url").arg(qs(text)));
  return url.toString(QUrl::FullyEncoded);
}

}  // namespace

QString timeControlInWords(const std::string& spec) {
  if (spec.empty()) return {};
  const auto parsed = clock::parseSpec(spec);
  if (const auto* settings = std::get_if<clock::ClockSettings>(&parsed))
    return describeTimeControl(*settings);
  return qs(spec);
}

print::PaperWords paperWords(const reports::Tournament& tournament) {
  print::PaperWords w;
  w.chinese = language() == Lang::Zh;
  w.collation = w.chinese ? QLocale(QLocale::Chinese, QLocale::China)
                          : QLocale(QLocale::English, QLocale::UnitedStates);
  w.timeControl = timeControlInWords(tournament.event.timeControl);
  w.page = msg("paper.page");
  w.venue = msg("paper.venue");
  w.dates = msg("paper.dates");
  w.round = msg("paper.round");
  w.time = msg("paper.time");
  w.standingsTitle = msg("paper.standings-title");
  w.crosstableTitle = msg("paper.crosstable-title");
  w.pairingsTitle = msg("paper.pairings-title");
  w.pairingsByNameTitle = msg("paper.pairings-by-name-title");
  w.slipsTitle = msg("paper.slips-title");
  w.club = msg("paper.club");
  w.name = msg("paper.name");
  w.board = msg("paper.board");
  w.black = msg("paper.black");
  w.white = msg("paper.white");
  w.rank = msg("paper.rank");
  w.handicap = msg("paper.handicap");
  w.komi = msg("paper.komi");
  w.result = msg("paper.result");
  w.colour = msg("paper.colour");
  w.opponent = msg("paper.opponent");
  w.bye = msg("paper.bye");
  w.slipTitle = msg("paper.slip-title");
  w.slipBoard = msg("paper.slip-board");
  w.win = msg("paper.win");
  w.jigo = msg("paper.jigo");
  w.margin = msg("paper.margin");
  w.slipFacts = msg("paper.slip-facts");
  w.signBlack = msg("paper.sign-black");
  w.signWhite = msg("paper.sign-white");
  w.signReferee = msg("paper.sign-referee");
  return w;
}

void writeStandingsPdf(const reports::Standings& st, const reports::Tournament& t,
                       const std::string& file, const QString& headsLine) {
  print::PaperDocument document = print::standingsDocument(st, t, paperWords(t));
  document.header.footer = headsLine;
  write(file, document);
}

void writeCrosstablePdf(const reports::Standings& st, const reports::Tournament& t,
                        const std::string& file) {
  write(file, print::crosstableDocument(st, t, paperWords(t)));
}

void writePairingsPdf(const reports::Tournament& t, int round, bool byName, const std::string& file,
                      const std::string& liveUrl) {
  const QString base = liveBase(liveUrl);
  write(file, print::pairingsDocument(t, round, byName, paperWords(t), base));
}

void writeSlipsPdf(const reports::Tournament& t, int round, const std::string& file,
                   const std::string& liveUrl, const std::map<int, QString>& slipHeads) {
  const QString base = liveBase(liveUrl);
  const print::PaperWords words = paperWords(t);
  print::PaperDocument document = print::slipsDocument(t, round, words, base);
  // Each slip anchors its game's logs on paper (found by its board label).
  for (print::Slip& slip : document.slipList)
    for (const auto& [board, line] : slipHeads)
      if (slip.board == words.slipBoard.arg(board)) slip.logHeads = line;
  write(file, document);
}

}  // namespace tengen::cli
