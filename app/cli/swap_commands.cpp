// tengen swap / nigiri: manual changes of a drawn round, checked by db/service/round_edits.h.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <charconv>

#include "app/cli/cli.h"
#include "app/cli/event_command.h"
#include "app/cli/help_words.h"
#include "app/cli/pairing_cli.h"
#include "app/cli/shared_options.h"
#include "app/wording/std_text.h"
#include "app/wording/swap_wording.h"
#include "db/service/round_edits.h"
#include "db/store/event_store.h"
#include "pairing/nigiri.h"

namespace tengen::cli {

using namespace tengen::pairing;

namespace {

// A refused manual change or nigiri, in words.
QString roundEditText(const db::RoundEditRefusal& r, const std::map<PlayerId, Player>& players) {
  using K = db::RoundEditRefusal::Kind;
  const int board = r.boards.empty() ? 0 : r.boards.front();
  QStringList who, boards;
  for (PlayerId id : r.players) who << nameOf(players, id);
  for (int b : r.boards) boards << QString::number(b);
  switch (r.kind) {
    case K::NotDrawn:
      return CliWords::tr("round %1 has no draw", "round.unknown").arg(r.round);
    case K::LaterRoundExists:
      return CliWords::tr("round %1 has a draw; unpair the later rounds first", "round.later")
          .arg(r.limit);
    case K::NotInRound:
      return CliWords::tr("%1 not in round %2", "swap.not-in-round")
          .arg(who.join(QStringLiteral(", ")))
          .arg(r.round);
    case K::SamePlayer:
      return CliWords::tr("choose two different players or boards", "swap.same");
    case K::AlreadyPaired:
      return CliWords::tr("%1 already play each other", "swap.already-paired")
          .arg(who.join(QStringLiteral(" - ")));
    case K::BothByes:
      return CliWords::tr("%1 both have the bye: there is no board for them", "swap.both-byes")
          .arg(who.join(QStringLiteral(", ")));
    case K::UnknownBoard:
      return CliWords::tr("round %1 has no board %2", "board.unknown").arg(r.round).arg(board);
    case K::HasResult:
      return CliWords::tr("board %1 already has a result", "board.has-result")
          .arg(boards.join(QStringLiteral(", ")));
    case K::HasRecords:
      return CliWords::tr(
                 "board(s) %1 have referee ledger entries or a board clock: their players stay "
                 "where they sit (a warning must stay with its player)",
                 "board.has-records")
          .arg(boards.join(QStringLiteral(", ")));
    case K::Changed:
      return CliWords::tr("round %1 changed meanwhile; look at it again", "swap.changed")
          .arg(r.round);
    case K::HandicapGame:
      return CliWords::tr("board %1 is a handicap game: the weaker player takes Black",
                          "nigiri.handicap")
          .arg(board);
    case K::NotInGame:
      return CliWords::tr("%1 does not play at board %2", "nigiri.not-in-game")
          .arg(who.join(QStringLiteral(", ")))
          .arg(board);
    case K::WrongHolder:
      return CliWords::tr("%1 should hold the stones (higher rank, or older at equal rank)",
                          "nigiri.wrong-holder")
          .arg(who.join(QString()));
    case K::HolderNeeded:
      return CliWords::tr("board %1: %2 have equal ranks and no birth dates decide: give --holder",
                          "nigiri.holder-needed")
          .arg(board)
          .arg(who.join(QStringLiteral(", ")));
    case K::BadCount:
      return CliWords::tr("the count is at least 1", "nigiri.bad-count");
  }
  return {};
}

// `tengen swap`: what was asked, what came of it, and its words.
struct SwapArgs {
  std::string path, boards, swapPlayers, pairPlayers;
  int round = 1;
  bool check = false, details = false, json = false;
};

struct SwapOutcome {
  db::PairingChange change;
  std::map<PlayerId, Player> players;
  bool mcmahon = false;
};

std::pair<PlayerId, PlayerId> twoPlayers(const std::vector<Player>& all, const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  if (a.empty() || b.empty())
    throw CliError(CliWords::tr("give two players: A,B", "swap.bad-players"));
  return {findPlayer(all, a).id, findPlayer(all, b).id};
}

// "3,4": two different board numbers.
std::pair<int, int> twoBoards(const std::string& text) {
  const auto [a, b] = splitOn(text, ',');
  int ba = 0, bb = 0;
  const auto ra = std::from_chars(a.data(), a.data() + a.size(), ba);
  const auto rb = std::from_chars(b.data(), b.data() + b.size(), bb);
  if (text.empty() || ra.ec != std::errc() || rb.ec != std::errc() ||
      ra.ptr != a.data() + a.size() || rb.ptr != b.data() + b.size() || ba == bb)
    throw CliError(
        CliWords::tr("give --boards with two different boards (e.g. 3,4), --players or --pair",
                     "swap.bad-boards"));
  return {ba, bb};
}

// The change db/service proposes (and, without --check, stores); a refusal in words.
SwapOutcome runSwap(const SwapArgs& a) {
  auto store = openEvent(a.path);
  std::vector<Player> all;
  translateStoreErrors([&] { all = store->players(); });
  SwapOutcome o;
  o.players = byId(all);
  try {
    translateStoreErrors([&] {
      if (!a.swapPlayers.empty()) {
        const auto [x, y] = twoPlayers(all, a.swapPlayers);
        o.change = db::proposeSwap(*store, a.round, x, y);
      } else if (!a.pairPlayers.empty()) {
        const auto [x, y] = twoPlayers(all, a.pairPlayers);
        o.change = db::proposePair(*store, a.round, x, y);
      } else {
        const auto [x, y] = twoBoards(a.boards);
        o.change = db::proposeBoardSwap(*store, a.round, x, y);
      }
      if (!a.check) db::replaceRoundPairing(*store, o.change);
      o.mcmahon = store->event().system == PairingSystem::McMahon;
    });
  } catch (const db::RoundEditRefused& refused) {
    throw CliError(roundEditText(refused.refusal(), o.players));
  }
  return o;
}

QJsonObject issueJson(const ManualIssue& i) {
  QJsonArray met;
  for (int n : i.metInRounds) met.append(n);
  return QJsonObject{{QStringLiteral("code"), qs(toCode(i.kind))},
                     {QStringLiteral("board"), i.board},
                     {QStringLiteral("a"), static_cast<qint64>(i.a)},
                     {QStringLiteral("b"), static_cast<qint64>(i.b)},
                     {QStringLiteral("value"), i.value},
                     {QStringLiteral("met_in_rounds"), met},
                     {QStringLiteral("shared"), qs(i.shared)},
                     {QStringLiteral("score_a"), i.scoreA},
                     {QStringLiteral("score_b"), i.scoreB},
                     {QStringLiteral("black"), i.black},
                     {QStringLiteral("colour_run"), i.colourRun},
                     {QStringLiteral("weight"), static_cast<qint64>(i.weight)}};
}

QJsonObject swapJson(const SwapOutcome& s, bool saved) {
  const SwapCheck& c = s.change.check;
  QJsonArray warnings, issues, boards;
  for (const ManualIssueKind kind : c.warnings) warnings.append(qs(toCode(kind)));
  for (const ManualIssue& i : c.issues) issues.append(issueJson(i));
  for (int b : s.change.boards) boards.append(b);
  return QJsonObject{{QStringLiteral("warnings"), warnings},
                     {QStringLiteral("issues"), issues},
                     {QStringLiteral("boards"), boards},
                     {QStringLiteral("saved"), saved},
                     {QStringLiteral("weight_before"), static_cast<qint64>(c.weightBefore)},
                     {QStringLiteral("weight_after"), static_cast<qint64>(c.weightAfter)},
                     {QStringLiteral("games"), roundJson(s.change.after)}};
}

// One warning line: the consequence in the desk's words (app/wording), marked as a warning.
QString swapIssueLine(const ManualIssue& i, const SwapOutcome& s) {
  const auto name = [&](std::int64_t id) { return nameOf(s.players, id); };
  return CliWords::tr("warning: %1", "swap.warning")
      .arg(wording::SwapWording::issue(i, name, s.mcmahon));
}

void renderSwap(const SwapOutcome& s, const SwapArgs& format) {
  if (format.json) {
    printJson(QJsonDocument(swapJson(s, !format.check)));
    return;
  }
  QStringList changed;
  for (int b : s.change.boards) changed << QString::number(b);
  out((format.check ? CliWords::tr("boards %1 would change (not saved)", "swap.checked")
                    : CliWords::tr("boards %1 changed", "swap.done"))
          .arg(changed.join(QStringLiteral(", "))));
  for (const ManualIssue& i : s.change.check.issues) out(swapIssueLine(i, s));
  if (format.details) out(wording::SwapWording::details(s.change));
  printRound(s.change.after, s.players);
}

}  // namespace

void addSwapCommand(CLI::App& app) {
  const auto [cmd, a] = addEventCommand<SwapArgs>(
      app, "swap",
      CliWords::tr("swap the White players of two boards (a manual change, checked)", "swap.help"),
      [](const SwapArgs& told) { renderSwap(runSwap(told), told); });
  addRoundOption(cmd, a->round)->required();
  auto* bo =
      addOption(cmd, "--boards", a->boards, CliWords::tr("two boards, e.g. 3,4", "opt.boards"));
  auto* po = addOption(
      cmd, "--players", a->swapPlayers,
      CliWords::tr("exchange the places of two players: A,B (id or name)", "opt.swap-players"));
  auto* pp = addOption(cmd, "--pair", a->pairPlayers,
                       CliWords::tr("pair two players by hand: A,B (their opponents then meet)",
                                    "opt.pair-players"));
  bo->excludes(po)->excludes(pp);
  po->excludes(pp);
  addFlag(cmd, "--check", a->check,
          CliWords::tr("only show the consequences; store nothing", "opt.swap-check"));
  addFlag(cmd, "--details", a->details,
          CliWords::tr("also show the criterion weights behind the warnings", "opt.swap-details"));
  addJsonFlag(cmd, a->json);
}

void addNigiriCommand(CLI::App& app) {
  auto* cmd = addCommand(
      app, "nigiri",
      CliWords::tr("record a nigiri (猜先) done at the board and set the colours", "nigiri.help"));
  auto path = std::make_shared<std::string>();
  auto round = std::make_shared<int>(1);
  auto board = std::make_shared<int>(1);
  auto holder = std::make_shared<std::string>();
  auto guess = std::make_shared<std::string>();
  auto count = std::make_shared<int>(1);
  addEventArgument(cmd, *path);
  addGameOptions(cmd, *round, *board);
  addOption(cmd, "--holder", *holder,
            CliWords::tr("the player who held the stones (id or name)", "opt.holder"));
  addOption(cmd, "--guess", *guess, CliWords::tr("the guess: odd or even", "opt.guess"))
      ->required();
  addOption(cmd, "--count", *count, CliWords::tr("how many stones were in the hand", "opt.count"))
      ->required()
      ->check(CLI::Range(1, 181));
  cmd->callback([=] {
    auto store = openEvent(*path);
    NigiriGuess g;
    if (*guess == "odd")
      g = NigiriGuess::Odd;
    else if (*guess == "even")
      g = NigiriGuess::Even;
    else
      throw CliError(CliWords::tr("the guess is odd or even", "nigiri.bad-guess"));
    std::vector<Player> all;
    translateStoreErrors([&] { all = store->players(); });
    const auto players = byId(all);
    std::optional<PlayerId> h;
    if (!holder->empty()) h = findPlayer(all, *holder).id;
    NigiriOutcome result;
    try {
      translateStoreErrors(
          [&] { result = db::recordNigiri(*store, *round, *board, h, g, *count); });
    } catch (const db::RoundEditRefused& refused) {
      throw CliError(roundEditText(refused.refusal(), players));
    }
    const PlayerId guesser = result.guessRight ? result.black : result.white;
    out(CliWords::tr("board %1: %2 guessed %3, %4 stones: %5; %6 takes Black", "nigiri.done")
            .arg(*board)
            .arg(nameOf(players, guesser))
            .arg((g == NigiriGuess::Odd ? CliWords::tr("odd", "nigiri.odd")
                                        : CliWords::tr("even", "nigiri.even")))
            .arg(*count)
            .arg((result.guessRight ? CliWords::tr("right", "nigiri.right")
                                    : CliWords::tr("wrong", "nigiri.wrong")))
            .arg(nameOf(players, result.black)));
  });
}

}  // namespace tengen::cli
