// tengen referee infractions / edition / log / correct / appeal / override, and the registration of
// every `tengen referee` command (ledger and verify: referee_ledger_commands.cpp).

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cstdlib>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/referee_cli.h"
#include "app/cli/referee_words.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"
#include "db/service/event_setup.h"
#include "db/service/ledger_store.h"
#include "db/store/event_store.h"
#include "referee/catalogue.h"
#include "referee/entry_status.h"
#include "referee/ledger.h"

namespace tengen::cli {
namespace {

using namespace tengen::referee;
using pairing::Result;

// The player's name in the game, for messages (empty when the game is not found).
QString playerName(db::EventStore& store, int round, int board, Side side) {
  auto r = store.round(round);
  if (!r) return {};
  for (const pairing::Game& g : r->games) {
    if (g.board != board) continue;
    try {
      return qs(store.player(side == Side::Black ? g.black : g.white).name);
    } catch (const db::StoreError&) {
      return {};
    }
  }
  return {};
}

QString decisionLine(const GameRuling& g, std::optional<Side> loser) {
  switch (g.reason) {
    case GameRuling::Reason::None:
      return CliWords::tr("no referee result stands for this game", "referee.undecided");
    case GameRuling::Reason::SecondWarning:
      return CliWords::tr("second warning: %1 loses the game by referee — result %2 (entry %3)",
                          "referee.decided.second-warning")
          .arg(loser ? sideName(*loser) : QString(), resultText(g.result))
          .arg(*g.decidingEntry);
    case GameRuling::Reason::Sanction:
      if (g.replay)
        return CliWords::tr("the game is to be replayed (entry %1)", "referee.decided.replay")
            .arg(*g.decidingEntry);
      return CliWords::tr("the game is decided by referee — result %1 (entry %2)",
                          "referee.decided.sanction")
          .arg(resultText(g.result))
          .arg(*g.decidingEntry);
    case GameRuling::Reason::Override:
      return CliWords::tr("result set by the chief referee — %1 (entry %2)",
                          "referee.decided.override")
          .arg(resultText(g.result))
          .arg(*g.decidingEntry);
  }
  return {};
}

// Who lost on the deciding entry (for the second-warning line).
std::optional<Side> decidingSide(const GameRuling& g) {
  for (const StandingEntry& st : g.infractions)
    if (g.decidingEntry && st.entry.id == *g.decidingEntry) return st.entry.player;
  return std::nullopt;
}

Result resultOrThrow(const std::string& text) {
  auto r = Result::parse(text);
  if (!r)
    throw CliError(
        CliWords::tr("'%1' is not a result (B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...)",
                     "referee.err.result")
            .arg(qs(text)));
  return *r;
}

std::string defaultReferee(db::EventStore& store) {
  const std::string chief = store.event().chiefReferee;
  if (!chief.empty()) return chief;
  if (const char* user = std::getenv("USER"); user && *user) return user;
  return "referee";
}

QJsonObject optionJson(const PenaltyOption& o) {
  QJsonObject obj;
  obj[QStringLiteral("code")] = qs(o.code);
  QJsonArray sanctions;
  for (Sanction s : o.sanctions) sanctions.append(qs(toCode(s)));
  obj[QStringLiteral("sanctions")] = sanctions;
  QStringList en, zhNames;
  for (Sanction s : o.sanctions) {
    en << qs(nameEn(s));
    zhNames << qs(nameZh(s));
  }
  obj[QStringLiteral("en")] = en.join(QStringLiteral(" + "));
  obj[QStringLiteral("zh")] = zhNames.join(QStringLiteral("＋"));
  obj[QStringLiteral("when_en")] = qs(o.whenEn);
  obj[QStringLiteral("when_zh")] = qs(o.whenZh);
  return obj;
}

QJsonObject ruleJson(const EditionRule& r) {
  QJsonObject obj;
  obj[QStringLiteral("covered")] = r.covered;
  obj[QStringLiteral("article")] = qs(r.article);
  obj[QStringLiteral("article_zh")] = qs(r.articleZh);
  obj[QStringLiteral("text_zh")] = qs(r.textZh);
  obj[QStringLiteral("text_en")] = qs(r.textEn);
  obj[QStringLiteral("default")] = qs(r.defaultOption);
  QJsonArray options;
  for (const PenaltyOption& o : r.options) options.append(optionJson(o));
  obj[QStringLiteral("options")] = options;
  return obj;
}

QString penaltySummary(const EditionRule& r) {
  if (!r.covered) return CliWords::tr("no article: the referee rules", "referee.no-article");
  QStringList parts;
  for (const PenaltyOption& o : r.options) {
    QString text = sanctionNames(o.sanctions);
    if (r.options.size() > 1 && o.code == r.defaultOption)
      text = CliWords::tr("%1 (default)", "referee.default-mark").arg(text);
    parts << text;
  }
  return parts.join(CliWords::tr(" / ", "referee.or"));
}

void printInfraction(const Infraction& i) {
  out(CliWords::tr("%1 — %2", "referee.detail.title")
          .arg(qs(i.code), zh() ? qs(i.nameZh) : qs(i.nameEn) + QLatin1Char(' ') + qs(i.nameZh)));
  for (Edition ed : {Edition::Y2002, Edition::Older}) {
    const EditionRule& r = i.rule(ed);
    out(QString());
    out(CliWords::tr("Under %1 (%2):", "referee.detail.edition").arg(editionName(ed), article(r)));
    out(QStringLiteral("  ") + qs(r.textZh));
    if (!zh()) out(QStringLiteral("  ") + qs(r.textEn));
    for (const PenaltyOption& o : r.options) {
      QString when = zh() ? qs(o.whenZh) : qs(o.whenEn);
      QString text = sanctionNames(o.sanctions);
      if (o.code == r.defaultOption)
        text = CliWords::tr("%1 (default)", "referee.default-mark").arg(text);
      out(CliWords::tr("  --penalty %1: %2%3", "referee.detail.option")
              .arg(qs(o.code), text, when.isEmpty() ? QString() : QStringLiteral(" — ") + when));
    }
  }
}

void printWrite(db::EventStore& store, const db::LedgerWrite& w) {
  const LedgerEntry& e = w.entry;
  if (e.kind == EntryKind::Infraction) {
    const Infraction* inf = findInfraction(e.infraction);
    out(CliWords::tr("entry %1: round %2 board %3, %4 %5 — %6 (%7)", "referee.logged")
            .arg(e.id)
            .arg(e.round)
            .arg(e.board)
            .arg(sideName(*e.player), playerName(store, e.round, e.board, *e.player),
                 infractionName(e.infraction), inf ? article(inf->rule(e.edition)) : QString()));
    out(CliWords::tr("penalty applied: %1 — %2", "referee.penalty")
            .arg(qs(e.penalty), sanctionNames(e.sanctions)));
  } else if (e.kind == EntryKind::Override) {
    out(CliWords::tr("entry %1: the chief referee %2 sets the result %3", "referee.overridden")
            .arg(e.id)
            .arg(qs(e.referee), qs(e.result)));
  } else {
    QString what = kindText(e.kind) + QStringLiteral(": ") + rulingText(e.ruling);
    if (e.ruling == RulingKind::Amend)
      what += QStringLiteral(" → ") + infractionName(e.infraction) + QStringLiteral(", ") +
              qs(e.penalty) + QStringLiteral(" (") + sanctionNames(e.sanctions) + QLatin1Char(')');
    out(CliWords::tr("entry %1: %2 of entry %3 by %4", "referee.ruled")
            .arg(e.id)
            .arg(what)
            .arg(*e.target)
            .arg(qs(e.referee)));
  }
  for (Side side : {Side::Black, Side::White}) {
    if (e.player && *e.player != side) continue;
    const Tally& t = w.ruling.tally(side);
    out(CliWords::tr("%1 %2: %3 warning(s), %4 advice in this game", "referee.warnings")
            .arg(sideName(side), playerName(store, e.round, e.board, side))
            .arg(t.warnings)
            .arg(t.advice));
  }
  out(decisionLine(w.ruling, decidingSide(w.ruling)));
}

// One write to the event's ledger (WRITE), its refusals in the user's words, then the entry
// written.
void writeLedger(db::EventStore& store,
                 const std::function<db::LedgerWrite(db::LedgerStore&)>& write) {
  db::LedgerWrite w;
  translateLedgerErrors(
      [&] {
        db::LedgerStore ledger(store);
        w = write(ledger);
      },
      &store);
  printWrite(store, w);
}

const Infraction* infractionOrThrow(const std::string& code) {
  const Infraction* i = findInfraction(code);
  if (!i)
    throw CliError(CliWords::tr("unknown infraction '%1'; see tengen referee infractions",
                                "referee.err.unknown-infraction")
                       .arg(qs(code)));
  return i;
}

QJsonArray infractionsJson(const std::vector<const Infraction*>& shown) {
  QJsonArray array;
  for (const Infraction* i : shown) {
    QJsonObject editions;
    editions[QStringLiteral("2002")] = ruleJson(i->y2002);
    editions[QStringLiteral("older")] = ruleJson(i->older);
    array.append(QJsonObject{{QStringLiteral("code"), qs(i->code)},
                             {QStringLiteral("name_en"), qs(i->nameEn)},
                             {QStringLiteral("name_zh"), qs(i->nameZh)},
                             {QStringLiteral("note_required"), i->noteRequired},
                             {QStringLiteral("editions"), editions}});
  }
  return array;
}

QString infractionsTable(const std::vector<const Infraction*>& shown) {
  TextTable table({CliWords::tr("Code", "referee.col.code"),
                   CliWords::tr("Infraction", "referee.col.infraction"),
                   CliWords::tr("2002", "referee.col.art2002"),
                   CliWords::tr("Penalty (2002)", "referee.col.pen2002"),
                   CliWords::tr("Older", "referee.col.artolder"),
                   CliWords::tr("Penalty (older)", "referee.col.penolder")});
  for (const Infraction* i : shown)
    table.addRow({qs(i->code), zh() ? qs(i->nameZh) : qs(i->nameEn), article(i->y2002),
                  penaltySummary(i->y2002), article(i->older), penaltySummary(i->older)});
  return table.render();
}

struct GameKey {
  std::shared_ptr<std::string> path = std::make_shared<std::string>();
  std::shared_ptr<int> round = std::make_shared<int>(0);
  std::shared_ptr<int> board = std::make_shared<int>(0);
};

// EVENT, --round and --board (all required): the one game a ledger write is about.
void addGameKeyOptions(CLI::App* cmd, const GameKey& key) {
  addEventArgument(cmd, *key.path);
  addOption(cmd, "--round", *key.round, CliWords::tr("round number", "referee.opt.round"))
      ->required();
  addOption(cmd, "--board", *key.board, CliWords::tr("board (table) number", "referee.opt.board"))
      ->required();
}

void addInfractionsCommand(CLI::App* referee) {
  auto* cmd =
      addCommand(referee, "infractions",
                 CliWords::tr("list the infractions and their penalties under both editions",
                              "referee.infractions.help"));
  auto code = std::make_shared<std::string>();
  auto json = std::make_shared<bool>(false);
  addOption(cmd, "CODE", *code,
            CliWords::tr("an infraction code: show its articles in full", "referee.opt.code"));
  addJsonFlag(cmd, *json);
  cmd->callback([code, json] {
    std::vector<const Infraction*> shown;
    if (!code->empty())
      shown.push_back(infractionOrThrow(*code));
    else
      for (const Infraction& i : catalogue()) shown.push_back(&i);
    if (*json)
      printJson(QJsonDocument(infractionsJson(shown)));
    else if (!code->empty())
      printInfraction(*shown.front());
    else
      out(infractionsTable(shown));
  });
}

void addEditionCommand(CLI::App* referee) {
  auto* cmd = addCommand(referee, "edition",
                         CliWords::tr("show or set the edition of the rules the event referees by",
                                      "referee.edition.help"));
  auto path = std::make_shared<std::string>();
  auto value = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "EDITION", *value,
            CliWords::tr("edition: 2002 (default) or older", "referee.opt.edition"));
  cmd->callback([path, value] {
    auto store = openEvent(*path);
    db::LedgerStore ledger(*store);
    if (value->empty()) {
      Edition ed{};
      translateLedgerErrors([&] { ed = ledger.edition(); });
      out(CliWords::tr("this event referees by %1 (%2)", "referee.edition.is")
              .arg(editionName(ed), qs(toCode(ed))));
      return;
    }
    auto ed = editionFromCode(*value);
    if (!ed)
      throw CliError(CliWords::tr("unknown edition '%1' (2002 or older)", "referee.edition.bad")
                         .arg(qs(*value)));
    translateLedgerErrors(
        [&] { db::loggedChange(*store, db::currentUserName(), [&] { ledger.setEdition(*ed); }); });
    out(CliWords::tr("this event now referees by %1 (%2); earlier entries keep theirs",
                     "referee.edition.set")
            .arg(editionName(*ed), qs(toCode(*ed))));
  });
}

void addLogCommand(CLI::App* referee) {
  auto* cmd = addCommand(
      referee, "log",
      CliWords::tr("log an infraction on a board; prints the penalty and the warning count",
                   "referee.log.help"));
  GameKey key;
  auto player = std::make_shared<std::string>();
  auto code = std::make_shared<std::string>();
  auto penalty = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  auto note = std::make_shared<std::string>();
  addGameKeyOptions(cmd, key);
  addOption(cmd, "--player", *player,
            CliWords::tr("the offender: black or white", "referee.opt.player"))
      ->required()
      ->check(CLI::IsMember({"black", "white"}));
  addOption(
      cmd, "--infraction", *code,
      CliWords::tr("infraction code (see tengen referee infractions)", "referee.opt.infraction"))
      ->required();
  addOption(cmd, "--penalty", *penalty,
            CliWords::tr("penalty where the rules allow a choice (default: the milder)",
                         "referee.opt.penalty"));
  addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"));
  addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"));
  cmd->callback([key, player, code, penalty, name, note] {
    auto store = openEvent(*key.path);
    db::InfractionReport report;
    report.round = *key.round;
    report.board = *key.board;
    report.player = sideFromCode(*player).value_or(Side::Black);
    report.infraction = *code;
    report.penalty = *penalty;
    report.note = *note;
    writeLedger(*store, [&](db::LedgerStore& ledger) {
      report.referee = name->empty() ? defaultReferee(*store) : *name;
      return ledger.log(report);
    });
  });
}

void addOverrideCommand(CLI::App* referee) {
  auto* cmd = addCommand(referee, "override",
                         CliWords::tr("set a game's result against the ledger (chief referee only)",
                                      "referee.override.help"));
  GameKey key;
  auto result = std::make_shared<std::string>();
  auto name = std::make_shared<std::string>();
  auto note = std::make_shared<std::string>();
  addGameKeyOptions(cmd, key);
  addOption(cmd, "RESULT", *result,
            CliWords::tr("the result: B+R, W+T, B+F, B+3.5, W+, jigo, both-lose, ...",
                         "referee.opt.result"))
      ->required();
  addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"))
      ->required();
  addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"))->required();
  cmd->callback([key, result, name, note] {
    const Result r = resultOrThrow(*result);
    auto store = openEvent(*key.path);
    writeLedger(*store, [&](db::LedgerStore& ledger) {
      return ledger.override(*key.round, *key.board, r, *name, *note);
    });
  });
}

}  // namespace

void registerRefereeCommands(CLI::App& app) {
  auto* referee = addCommand(
      app, "referee",
      CliWords::tr("the referee: infraction catalogue, ledger, rulings (裁判)", "referee.help"));
  referee->require_subcommand(1);
  addSubcommands(referee,
                 {addInfractionsCommand, addEditionCommand, addLogCommand, addLedgerCommand});
  for (const char* which : {"correct", "appeal"}) {
    const bool appeal = std::string(which) == "appeal";
    auto* cmd = addCommand(
        referee, which,
        appeal
            ? CliWords::tr("record the outcome of an appeal against an entry (chief referee only)",
                           "referee.appeal.help")
            : CliWords::tr("correct an earlier entry (chief referee only)",
                           "referee.correct.help"));
    auto path = std::make_shared<std::string>();
    auto id = std::make_shared<std::int64_t>(0);
    auto ruling = std::make_shared<std::string>();
    auto code = std::make_shared<std::string>();
    auto penalty = std::make_shared<std::string>();
    auto name = std::make_shared<std::string>();
    auto note = std::make_shared<std::string>();
    addEventArgument(cmd, *path);
    addOption(cmd, "--entry", *id, CliWords::tr("the ledger entry ruled on", "referee.opt.entry"))
        ->required();
    addOption(cmd, "--ruling", *ruling,
              CliWords::tr(
                  "reverse, amend (with --infraction and/or --penalty) or, for an appeal, uphold",
                  "referee.opt.ruling"))
        ->required();
    addOption(
        cmd, "--infraction", *code,
        CliWords::tr("infraction code (see tengen referee infractions)", "referee.opt.infraction"));
    addOption(cmd, "--penalty", *penalty,
              CliWords::tr("penalty where the rules allow a choice (default: the milder)",
                           "referee.opt.penalty"));
    addOption(cmd, "--referee", *name, CliWords::tr("the referee's name", "referee.opt.name"))
        ->required();
    addOption(cmd, "--note", *note, CliWords::tr("what happened", "referee.opt.note"));
    cmd->callback([appeal, path, id, ruling, code, penalty, name, note] {
      auto kind = rulingKindFromCode(*ruling);
      if (!kind || *kind == RulingKind::None)
        throw CliError(
            CliWords::tr("--ruling must be reverse, amend or uphold", "referee.err.ruling.kind"));
      auto store = openEvent(*path);
      writeLedger(*store, [&](db::LedgerStore& ledger) {
        return ledger.rule(appeal ? EntryKind::Appeal : EntryKind::Correction, *id, *kind, *code,
                           *penalty, *name, *note);
      });
    });
  }
  addSubcommands(referee, {addOverrideCommand, addVerifyCommand});
}

namespace {
const CommandRegistration kCommands{60, registerRefereeCommands};
}  // namespace

}  // namespace tengen::cli
