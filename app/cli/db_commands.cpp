// tengen db grant / copy / check, and tengen bench db: shared (PostgreSQL) events.

#include <QStringList>
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/bench_parent.h"
#include "app/cli/chain_words.h"
#include "app/cli/check_words.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/wording/std_text.h"
#include "db/bench/pg_bench.h"
#include "db/service/chain_check.h"
#include "db/service/chain_seal.h"
#include "db/service/pg_admin.h"
#include "db/service/seal_trust.h"
#include "db/store/event_log.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

// The EVENT argument of the db commands, which also take a shared (PostgreSQL) event.
void addSharedEventArgument(CLI::App* cmd, std::string& event) {
  addOption(cmd, "EVENT", event,
            CliWords::tr("the event: a file or postgresql://USER@HOST:PORT/DB?event=NAME",
                         "db.opt.event"))
      ->required();
}

// The refusals of `tengen db drop-event`, in the same words whether the CLI or db/service sees
// them first.
QString dropSqliteWords(const std::string& event) {
  return CliWords::tr(
             "%1 is an SQLite file: delete the file (and its -wal and -shm files) to remove the "
             "event",
             "db.drop.sqlite")
      .arg(qs(event));
}

QString dropNotDirectorWords(const std::string& event) {
  return CliWords::tr("%1: only the database owner or a td of this event may remove it",
                      "db.drop.not-td")
      .arg(qs(event));
}

QString dropHasResultsWords(const std::string& event, int results) {
  return CliWords::tr(
             "%1 has %2 results: nothing removed (add --force to remove it with its results)",
             "db.drop.has-results")
      .arg(qs(event))
      .arg(results);
}

// Asks on stderr for the event's name; throws unless it is typed back.
void confirmDrop(db::EventStore& store, const QString& key, int results) {
  std::size_t players = 0, rounds = 0;
  translateStoreErrors([&] {
    players = store.players().size();
    rounds = store.roundNumbers().size();
  });
  std::fputs(CliWords::tr("This removes event '%1' (%2 players, %3 rounds, %4 results) from "
                          "%5 for every desk. Type the event's name (%1) to confirm:",
                          "db.drop.confirm")
                 .arg(key)
                 .arg(players)
                 .arg(rounds)
                 .arg(results)
                 .arg(store.database().databaseName())
                 .toUtf8()
                 .constData(),
             stderr);
  std::fputc(' ', stderr);
  std::fflush(stderr);
  std::string typed;
  std::getline(std::cin, typed);
  while (!typed.empty() && (typed.back() == '\r' || typed.back() == ' ')) typed.pop_back();
  if (QString::fromStdString(typed) != key)
    throw CliError(CliWords::tr("not confirmed: nothing removed", "db.drop.cancelled"));
}

// db/service removes the event (and checks again who may, in the same transaction).
int dropEventOrThrow(db::EventStore& store, const std::string& event, bool force) {
  int rows = 0;
  translateStoreErrors([&] {
    try {
      rows = db::dropEvent(store, force);
    } catch (const db::DropEventRefused& refused) {
      switch (refused.reason()) {
        case db::DropEventRefused::Reason::SqliteFile:
          throw CliError(dropSqliteWords(event));
        case db::DropEventRefused::Reason::NotDirector:
          throw CliError(dropNotDirectorWords(event));
        case db::DropEventRefused::Reason::HasResults:
          throw CliError(dropHasResultsWords(event, refused.results()));
      }
      throw;
    }
  });
  return rows;
}

void runDropEvent(const std::string& event, bool yes, bool force) {
  if (!db::EventStore::isDatabaseUrl(qs(event))) throw CliError(dropSqliteWords(event));
  auto store = openEvent(event);
  const QString key = store->eventKey();
  int results = 0;
  bool may = false;
  translateStoreErrors([&] {
    may = db::mayDropEvent(*store);
    results = db::eventResultCount(*store);
  });
  if (!may) throw CliError(dropNotDirectorWords(event));
  if (results > 0 && !force) throw CliError(dropHasResultsWords(event, results));
  if (!yes) confirmDrop(*store, key, results);
  const int rows = dropEventOrThrow(*store, event, force);
  out(CliWords::tr("removed event '%1' (%2 rows)", "db.drop.done").arg(key).arg(rows));
}

void printDbBenchFigures(const db::DbBenchFigures& f) {
  out(CliWords::tr("event: %1", "bench.db.event").arg(f.eventUrl));
  out(CliWords::tr("%1 clients entered %2 results in %3 s: %4 results/s", "bench.db.throughput")
          .arg(f.clients)
          .arg(f.results)
          .arg(f.resultsSeconds, 0, 'f', 2)
          .arg(f.resultsPerSecond, 0, 'f', 0));
  out(CliWords::tr("stored: %1 of %2 results, %3 changed exactly once, %4 refused as stale",
                   "bench.db.stored")
          .arg(f.stored)
          .arg(f.results)
          .arg(f.changesOnce)
          .arg(f.stale));
  out(CliWords::tr("ledger: %1 entries in %2 s: %3 entries/s; stored %4, hash chain %5",
                   "bench.db.ledger-rate")
          .arg(f.ledgerEntries)
          .arg(f.ledgerSeconds, 0, 'f', 2)
          .arg(f.ledgerPerSecond, 0, 'f', 0)
          .arg(f.ledgerStored)
          .arg((f.ledgerIntact ? CliWords::tr("intact", "bench.db.chain-ok")
                               : CliWords::tr("BROKEN", "bench.db.chain-bad"))));
  out(CliWords::tr(
          "clock journals: %1 events in %2 s: %3 events/s; stored %4, out of order per board %5",
          "bench.db.clock-rate")
          .arg(f.clockEvents)
          .arg(f.clockSeconds, 0, 'f', 2)
          .arg(f.clockPerSecond, 0, 'f', 0)
          .arg(f.clockStored)
          .arg(f.clockOutOfOrder));
  out(CliWords::tr("all writers done in %1 s", "bench.db.all").arg(f.seconds, 0, 'f', 2));
  out(CliWords::tr("change feed: %1 notifications (%5 results, %6 ledger, %7 clock); delay "
                   "median %2 ms, p95 %3 ms, max %4 ms",
                   "bench.db.delay")
          .arg(f.notified + f.ledgerNotified + f.clockNotified)
          .arg(f.delayMedianMs, 0, 'f', 1)
          .arg(f.delayP95Ms, 0, 'f', 1)
          .arg(f.delayMaxMs, 0, 'f', 1)
          .arg(f.notified)
          .arg(f.ledgerNotified)
          .arg(f.clockNotified));
}

void addGrantCommand(CLI::App* db) {
  auto* cmd = addCommand(
      db, "grant",
      CliWords::tr("give a database user a role in a PostgreSQL event", "db.grant.help"));
  auto event = std::make_shared<std::string>();
  auto role = std::make_shared<std::string>();
  auto user = std::make_shared<std::string>();
  addSharedEventArgument(cmd, *event);
  addOption(cmd, "--role", *role,
            CliWords::tr("role: td (tournament director), referee, clock, viewer", "db.opt.role"))
      ->required();
  addOption(cmd, "--user", *user,
            CliWords::tr("the database user (created if missing)", "db.opt.user"))
      ->required();
  auto boards = std::make_shared<std::vector<int>>();
  addOption(
      cmd, "--board", *boards,
      CliWords::tr("clock role: the board it keeps (repeat for several; default: every board)",
                   "db.opt.board"))
      ->check(CLI::PositiveNumber)
      ->take_all();
  cmd->callback([event, role, user, boards] {
    const auto r = db::accessRoleFromCode(*role);
    if (!r)
      throw CliError(CliWords::tr("unknown role '%1' (td, referee, clock, viewer)", "db.bad-role")
                         .arg(qs(*role)));
    if (!boards->empty() && *r != db::AccessRole::Clock)
      throw CliError(CliWords::tr("--board is for the clock role only", "db.board-not-clock"));
    auto store = openEvent(*event);
    QString group;
    translateStoreErrors([&] { group = db::grantAccess(*store, *r, qs(*user), *boards); });
    if (boards->empty()) {
      out(CliWords::tr("%1 is now %2 in %3 (through role %4)", "db.granted")
              .arg(qs(*user), qs(*role), qs(*event), group));
      return;
    }
    QStringList list;
    for (int b : *boards) list << QString::number(b);
    out(CliWords::tr("%1 is now %2 of board(s) %5 in %3 (through role %4)", "db.granted.boards")
            .arg(qs(*user), qs(*role), qs(*event), group, list.join(QStringLiteral(", "))));
  });
}

void addCopyCommand(CLI::App* db) {
  auto* cmd = addCommand(
      db, "copy",
      CliWords::tr("copy an event between an SQLite file and a PostgreSQL database (either way)",
                   "db.copy.help"));
  auto src = std::make_shared<std::string>();
  auto dst = std::make_shared<std::string>();
  addOption(cmd, "SRC", *src, CliWords::tr("the event to copy", "db.opt.src"))->required();
  addOption(
      cmd, "DST", *dst,
      CliWords::tr("the new event (a new file, or a URL whose event name is free)", "db.opt.dst"))
      ->required();
  cmd->callback([src, dst] {
    int rows = 0;
    translateStoreErrors([&] { rows = db::copyEvent(qs(*src), qs(*dst)); });
    out(CliWords::tr("copied %1 to %2 (%3 rows)", "db.copied").arg(qs(*src), qs(*dst)).arg(rows));
  });
}

void addDropEventCommand(CLI::App* db) {
  auto* cmd = addCommand(
      db, "drop-event",
      CliWords::tr(
          "remove an event and all its rows from a shared PostgreSQL database (owner or td only)",
          "db.drop.help"));
  auto event = std::make_shared<std::string>();
  auto yes = std::make_shared<bool>(false);
  auto force = std::make_shared<bool>(false);
  addSharedEventArgument(cmd, *event);
  addFlag(cmd, "--yes", *yes,
          CliWords::tr("do not ask: remove without typing the event's name", "db.drop.opt.yes"));
  addFlag(cmd, "--force", *force,
          CliWords::tr("remove the event even though it has results", "db.drop.opt.force"));
  cmd->callback([event, yes, force] { runDropEvent(*event, *yes, *force); });
}

void runCheck(const std::string& event, const ChainCheckOptions& chainOptions) {
  auto store = openEvent(event);
  db::EventCheck check;
  translateStoreErrors([&] { check = db::checkEvent(*store); });
  const db::ChainCheck chains = runChainCheck(*store, chainOptions);
  if (check.intact() && chains.intact()) {
    out(CliWords::tr("%1: intact (%2)", "db.check.ok")
            .arg(qs(event),
                 (checkedParts(check) << chainSummary(chains)).join(QStringLiteral(", "))));
    return;
  }
  for (const QString& p :
       checkFindingLines(check) + policyFindingLines(check.policies) + chainFindingLines(chains))
    out(CliWords::tr("%1: %2", "db.check.problem").arg(qs(event), p));
  throw CliError(CliWords::tr("%1: %2 problems", "db.check.bad")
                     .arg(qs(event))
                     .arg(static_cast<qsizetype>(check.problems.size() + check.policies.size() +
                                                 chains.findings.size())),
                 kMismatch);
}

void addCheckCommand(CLI::App* db) {
  auto* cmd = addCommand(db, "check",
                         CliWords::tr("verify an event's integrity (schema version, "
                                      "foreign keys, triggers, hash chains, seals)",
                                      "db.check.help"));
  auto event = std::make_shared<std::string>();
  addSharedEventArgument(cmd, *event);
  auto chainOptions = std::make_shared<ChainCheckOptions>();
  addChainCheckOptions(cmd, chainOptions);
  cmd->callback([event, chainOptions] { runCheck(*event, *chainOptions); });
}

// What `tengen db seal` and `tengen db trust` take: the event, a key file and who does it.
struct KeyArgs {
  std::string event, key, who;
};

// tengen db seal: every chain's head signed with the user's key, stored in the event.
void runSeal(const KeyArgs& a) {
  auto store = openEvent(a.event);
  db::Seal seal;
  std::vector<db::EventChain> chains;
  translateStoreErrors([&] {
    const db::SealKey k =
        db::loadOrCreateSealKey(a.key.empty() ? db::defaultSealKeyPath() : qs(a.key));
    seal = db::sealEvent(*store, k, a.who);
    chains = db::readEventChains(*store);
  });
  std::size_t entries = 0;
  for (const auto& c : chains) entries += c.links.size();
  out(CliWords::tr("sealed %1 (seal %2): %3 chains, %4 entries; public key %5; digest %6",
                   "db.seal.done")
          .arg(qs(a.event))
          .arg(seal.id)
          .arg(chains.size())
          .arg(entries)
          .arg(qs(seal.publicKeyHex), qs(db::printedDigest(chains))));
}

void addSealCommand(CLI::App* db) {
  auto* cmd = addCommand(
      db, "seal",
      CliWords::tr(
          "sign the heads of every log's hash chain with your Ed25519 key (stored in the event)",
          "db.seal.help"));
  auto a = std::make_shared<KeyArgs>();
  addSharedEventArgument(cmd, a->event);
  addOption(cmd, "--key", a->key,
            CliWords::tr("the key file (default: %1; made on first use)", "db.seal.opt.key")
                .arg(db::defaultSealKeyPath()));
  addOption(cmd, "--who", a->who,
            CliWords::tr("who seals (default: the database or system user)", "db.seal.opt.who"));
  cmd->callback([a] { runSeal(*a); });
}

void runTrust(const KeyArgs& a) {
  auto store = openEvent(a.event);
  std::string publicKey;
  bool added = false;
  translateStoreErrors([&] {
    publicKey = db::loadSealKey(qs(a.key)).publicKeyHex;
    added = db::trustSealKey(*store, publicKey, a.who.empty() ? db::currentUserName() : a.who);
  });
  const QString fingerprint = qs(publicKey.substr(0, 16));
  if (added)
    out(CliWords::tr("%1: seals made with key %2 are now trusted (logged in the event log)",
                     "db.trust.done")
            .arg(qs(a.event), fingerprint));
  else
    out(CliWords::tr("%1: key %2 is trusted already", "db.trust.already")
            .arg(qs(a.event), fingerprint));
}

void addTrustCommand(CLI::App* db) {
  auto* cmd = addCommand(
      db, "trust",
      CliWords::tr("trust seals made with another key (a chief referee's): its public key "
                   "is logged in the event log",
                   "db.trust.help"));
  auto a = std::make_shared<KeyArgs>();
  addSharedEventArgument(cmd, a->event);
  addOption(cmd, "--key", a->key,
            CliWords::tr("the seal key file whose public key to trust", "db.trust.opt.key"))
      ->required();
  addOption(
      cmd, "--who", a->who,
      CliWords::tr("who trusts it (default: the database or system user)", "db.trust.opt.who"));
  cmd->callback([a] { runTrust(*a); });
}

void addHeadsCommand(CLI::App* db) {
  auto* cmd =
      addCommand(db, "heads",
                 CliWords::tr("print the short head and entry count of every log's hash chain",
                              "db.heads.help"));
  auto event = std::make_shared<std::string>();
  addSharedEventArgument(cmd, *event);
  cmd->callback([event] {
    auto store = openEvent(*event);
    std::vector<db::EventChain> chains;
    translateStoreErrors([&] { chains = db::readEventChains(*store); });
    for (const auto& c : chains) out(qs(db::printedHead(c)));
    out(qs(db::printedDigest(chains)));
  });
}

void registerDbCommands(CLI::App& app) {
  auto* db = addCommand(
      app, "db",
      CliWords::tr("shared events: database roles, copying between SQLite and PostgreSQL, checks",
                   "db.help"));
  db->require_subcommand(1);
  addSubcommands(db, {addGrantCommand, addCopyCommand, addDropEventCommand, addCheckCommand,
                      addSealCommand, addTrustCommand, addHeadsCommand});
}

void registerDbBench(CLI::App& app) {
  auto* cmd =
      addBenchCommand(app, "db",
                      CliWords::tr("concurrent results, referee ledger entries and clock events on "
                                   "PostgreSQL: throughput and change-feed delay",
                                   "bench.db.help"));
  auto opts = std::make_shared<db::DbBenchOptions>();
  auto url = std::make_shared<std::string>();
  addOption(cmd, "URL", *url,
            CliWords::tr(
                "a PostgreSQL database: postgresql://USER@HOST:PORT/DB (a new event is made in it)",
                "bench.db.url"))
      ->required();
  addOption(cmd, "--clients", opts->clients,
            CliWords::tr("concurrent clients (connections)", "bench.db.clients"))
      ->capture_default_str();
  addOption(cmd, "--results", opts->results, CliWords::tr("results to enter", "bench.db.results"))
      ->capture_default_str();
  addOption(cmd, "--games", opts->games,
            CliWords::tr("games in the event (default: as many as results); more than "
                         "results measures ledger entries or clock events alone",
                         "bench.db.games"))
      ->capture_default_str();
  addOption(cmd, "--ledger", opts->ledgerEntries,
            CliWords::tr("referee ledger entries to append", "bench.db.ledger"))
      ->capture_default_str();
  addOption(cmd, "--clock-events", opts->clockEvents,
            CliWords::tr("clock journal events to append (round 1's boards)", "bench.db.clock"))
      ->capture_default_str();
  addOption(cmd, "--boards", opts->boardsPerRound,
            CliWords::tr("boards per round", "bench.db.boards"))
      ->capture_default_str();
  cmd->callback([opts, url] {
    opts->url = qs(*url);
    db::DbBenchFigures f;
    translateStoreErrors([&] { f = db::runDbBench(*opts); });
    printDbBenchFigures(f);
  });
}

const CommandRegistration kCommands{80, registerDbCommands};
const CommandRegistration kBench{90, registerDbBench};

}  // namespace
}  // namespace tengen::cli
