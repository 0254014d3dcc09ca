// tengen db grant / copy / check, and tengen bench db: shared (PostgreSQL) events.

#include <QStringList>
#include <cstdio>
#include <iostream>
#include <string>

#include "app/cli/chain_words.h"
#include "app/cli/cli.h"
#include "db/bench/pg_bench.h"
#include "db/service/chain_check.h"
#include "db/service/chain_seal.h"
#include "db/service/pg_admin.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"db.help", "shared events: database roles, copying between SQLite and PostgreSQL, checks",
     "共享比赛：数据库角色、SQLite 与 PostgreSQL 之间复制、检查"},
    {"db.grant.help", "give a database user a role in a PostgreSQL event",
     "授予数据库用户在 PostgreSQL 比赛中的角色"},
    {"db.copy.help", "copy an event between an SQLite file and a PostgreSQL database (either way)",
     "在 SQLite 文件与 PostgreSQL 数据库之间复制比赛（双向）"},
    {"db.check.help",
     "verify an event's integrity (schema version, foreign keys, triggers, hash chains, seals)",
     "检查比赛数据完整性（结构版本、外键、触发器、哈希链、封印）"},
    {"db.seal.help",
     "sign the heads of every log's hash chain with your Ed25519 key (stored in the event)",
     "用您的 Ed25519 密钥签署各记录哈希链的链头（存入比赛）"},
    {"db.seal.opt.key", "the key file (default: %1; made on first use)",
     "密钥文件（默认：%1；首次使用时生成）"},
    {"db.seal.opt.who", "who seals (default: the database or system user)",
     "封印人（默认：数据库或系统用户）"},
    {"db.seal.done", "sealed %1 (seal %2): %3 chains, %4 entries; public key %5; digest %6",
     "已封印 %1（封印 %2）：%3 条链、%4 条记录；公钥 %5；总摘要 %6"},
    {"db.heads.help", "print the short head and entry count of every log's hash chain",
     "打印各记录哈希链的短链头与条数"},
    {"db.opt.event", "the event: a file or postgresql://USER@HOST:PORT/DB?event=NAME",
     "比赛：文件，或 postgresql://用户@主机:端口/数据库?event=名称"},
    {"db.opt.role", "role: td (tournament director), referee, clock, viewer",
     "角色：td（编排长）、referee（裁判）、clock（棋钟）、viewer（只读）"},
    {"db.opt.user", "the database user (created if missing)", "数据库用户（不存在则新建）"},
    {"db.opt.board", "clock role: the board it keeps (repeat for several; default: every board)",
     "棋钟角色：所负责的台号（可重复；默认：所有台）"},
    {"db.board-not-clock", "--board is for the clock role only", "--board 只适用于 clock 角色"},
    {"db.opt.src", "the event to copy", "要复制的比赛"},
    {"db.opt.dst", "the new event (a new file, or a URL whose event name is free)",
     "新比赛（新文件，或比赛名称未被占用的 URL）"},
    {"db.bad-role", "unknown role '%1' (td, referee, clock, viewer)",
     "未知的角色“%1”（td、referee、clock、viewer）"},
    {"db.granted", "%1 is now %2 in %3 (through role %4)", "%1 现为 %3 的 %2（经由角色 %4）"},
    {"db.granted.boards", "%1 is now %2 of board(s) %5 in %3 (through role %4)",
     "%1 现为 %3 第 %5 台的 %2（经由角色 %4）"},
    {"db.copied", "copied %1 to %2 (%3 rows)", "已将 %1 复制到 %2（%3 行）"},
    {"db.drop.help",
     "remove an event and all its rows from a shared PostgreSQL database (owner or td only)",
     "从共享的 PostgreSQL 数据库中删除一个比赛及其全部数据（仅限所有者或编排长）"},
    {"db.drop.opt.yes", "do not ask: remove without typing the event's name",
     "不再询问：无需输入比赛名称即删除"},
    {"db.drop.opt.force", "remove the event even though it has results", "即使比赛已有成绩也删除"},
    {"db.drop.sqlite",
     "%1 is an SQLite file: delete the file (and its -wal and -shm files) to remove the event",
     "%1 是 SQLite 文件：删除该文件（及其 -wal、-shm 文件）即可删除比赛"},
    {"db.drop.not-td", "%1: only the database owner or a td of this event may remove it",
     "%1：只有数据库所有者或本比赛的编排长可以删除它"},
    {"db.drop.has-results",
     "%1 has %2 results: nothing removed (add --force to remove it with its results)",
     "%1 已有 %2 个成绩：未删除（加 --force 连同成绩一并删除）"},
    {"db.drop.confirm",
     "This removes event '%1' (%2 players, %3 rounds, %4 results) from %5 for every desk. Type the "
     "event's name (%1) to confirm:",
     "这将为所有终端从 %5 删除比赛“%1”（%2 名棋手、%3 轮、%4 个成绩）。请输入比赛名称（%1）确认："},
    {"db.drop.cancelled", "not confirmed: nothing removed", "未确认：未删除任何内容"},
    {"db.drop.done", "removed event '%1' (%2 rows)", "已删除比赛“%1”（%2 行）"},
    {"db.check.ok", "%1: intact (%2)", "%1：完整（%2）"},
    {"db.check.problem", "%1: %2", "%1：%2"},
    {"db.check.bad", "%1: %2 problems", "%1：发现 %2 处问题"},
    {"bench.db.parent", "benchmarks", "性能测试"},
    {"bench.db.help",
     "concurrent results, referee ledger entries and clock events on PostgreSQL: throughput and "
     "change-feed delay",
     "PostgreSQL 上并发录入结果、裁判记录与棋钟事件：吞吐量与变更通知延迟"},
    {"bench.db.url",
     "a PostgreSQL database: postgresql://USER@HOST:PORT/DB (a new event is made in it)",
     "PostgreSQL 数据库：postgresql://用户@主机:端口/数据库（在其中新建比赛）"},
    {"bench.db.clients", "concurrent clients (connections)", "并发客户端（连接）数"},
    {"bench.db.results", "results to enter", "录入结果数"},
    {"bench.db.ledger", "referee ledger entries to append", "追加的裁判记录数"},
    {"bench.db.clock", "clock journal events to append (round 1's boards)",
     "追加的棋钟记录数（第 1 轮各台）"},
    {"bench.db.ledger-rate", "ledger: %1 entries in %2 s: %3 entries/s; stored %4, hash chain %5",
     "裁判记录：%2 秒内 %1 条：每秒 %3 条；已存储 %4 条，哈希链%5"},
    {"bench.db.chain-ok", "intact", "完整"},
    {"bench.db.chain-bad", "BROKEN", "已损坏"},
    {"bench.db.clock-rate",
     "clock journals: %1 events in %2 s: %3 events/s; stored %4, out of order per board %5",
     "棋钟记录：%2 秒内 %1 条：每秒 %3 条；已存储 %4 条，各台顺序错乱 %5 条"},
    {"bench.db.all", "all writers done in %1 s", "全部写入于 %1 秒内完成"},
    {"bench.db.boards", "boards per round", "每轮台数"},
    {"bench.db.event", "event: %1", "比赛：%1"},
    {"bench.db.throughput", "%1 clients entered %2 results in %3 s: %4 results/s",
     "%1 个客户端在 %3 秒内录入 %2 个结果：每秒 %4 个"},
    {"bench.db.stored", "stored: %1 of %2 results, %3 changed exactly once, %4 refused as stale",
     "已存储：%2 个结果中的 %1 个，恰好修改一次的 %3 个，因版本过期被拒 %4 个"},
    {"bench.db.delay",
     "change feed: %1 notifications (%5 results, %6 ledger, %7 clock); delay median %2 ms, p95 "
     "%3 ms, max %4 ms",
     "变更通知：%1 条（结果 %5、裁判记录 %6、棋钟 %7）；延迟中位数 %2 毫秒，p95 %3 毫秒，最大 %4 "
     "毫秒"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

void registerDbCommands(CLI::App& app) {
  auto* db = app.add_subcommand("db", msgs("db.help"));
  db->require_subcommand(1);
  {
    auto* cmd = db->add_subcommand("grant", msgs("db.grant.help"));
    auto event = std::make_shared<std::string>();
    auto role = std::make_shared<std::string>();
    auto user = std::make_shared<std::string>();
    cmd->add_option("EVENT", *event, msgs("db.opt.event"))->required();
    cmd->add_option("--role", *role, msgs("db.opt.role"))->required();
    cmd->add_option("--user", *user, msgs("db.opt.user"))->required();
    auto boards = std::make_shared<std::vector<int>>();
    cmd->add_option("--board", *boards, msgs("db.opt.board"))
        ->check(CLI::PositiveNumber)
        ->take_all();
    cmd->callback([event, role, user, boards] {
      const auto r = db::accessRoleFromCode(*role);
      if (!r) throw CliError(msg("db.bad-role").arg(qs(*role)));
      if (!boards->empty() && *r != db::AccessRole::Clock)
        throw CliError(msg("db.board-not-clock"));
      auto store = openEvent(*event);
      QString group;
      translateStoreErrors([&] { group = db::grantAccess(*store, *r, qs(*user), *boards); });
      if (boards->empty()) {
        out(msg("db.granted").arg(qs(*user), qs(*role), qs(*event), group));
        return;
      }
      QStringList list;
      for (int b : *boards) list << QString::number(b);
      out(msg("db.granted.boards")
              .arg(qs(*user), qs(*role), qs(*event), group, list.join(QStringLiteral(", "))));
    });
  }
  {
    auto* cmd = db->add_subcommand("copy", msgs("db.copy.help"));
    auto src = std::make_shared<std::string>();
    auto dst = std::make_shared<std::string>();
    cmd->add_option("SRC", *src, msgs("db.opt.src"))->required();
    cmd->add_option("DST", *dst, msgs("db.opt.dst"))->required();
    cmd->callback([src, dst] {
      int rows = 0;
      translateStoreErrors([&] { rows = db::copyEvent(qs(*src), qs(*dst)); });
      out(msg("db.copied").arg(qs(*src), qs(*dst)).arg(rows));
    });
  }
  {
    auto* cmd = db->add_subcommand("drop-event", msgs("db.drop.help"));
    auto event = std::make_shared<std::string>();
    auto yes = std::make_shared<bool>(false);
    auto force = std::make_shared<bool>(false);
    cmd->add_option("EVENT", *event, msgs("db.opt.event"))->required();
    cmd->add_flag("--yes", *yes, msgs("db.drop.opt.yes"));
    cmd->add_flag("--force", *force, msgs("db.drop.opt.force"));
    cmd->callback([event, yes, force] {
      if (!db::EventStore::isDatabaseUrl(qs(*event)))
        throw CliError(msg("db.drop.sqlite").arg(qs(*event)));
      auto store = openEvent(*event);
      const QString key = store->eventKey();
      int results = 0;
      bool may = false;
      translateStoreErrors([&] {
        may = db::mayDropEvent(*store);
        results = db::eventResultCount(*store);
      });
      if (!may) throw CliError(msg("db.drop.not-td").arg(qs(*event)));
      if (results > 0 && !*force)
        throw CliError(msg("db.drop.has-results").arg(qs(*event)).arg(results));
      if (!*yes) {
        std::size_t players = 0, rounds = 0;
        translateStoreErrors([&] {
          players = store->players().size();
          rounds = store->roundNumbers().size();
        });
        std::fputs(msg("db.drop.confirm")
                       .arg(key)
                       .arg(players)
                       .arg(rounds)
                       .arg(results)
                       .arg(store->database().databaseName())
                       .toUtf8()
                       .constData(),
                   stderr);
        std::fputc(' ', stderr);
        std::fflush(stderr);
        std::string typed;
        std::getline(std::cin, typed);
        while (!typed.empty() && (typed.back() == '\r' || typed.back() == ' ')) typed.pop_back();
        if (QString::fromStdString(typed) != key) throw CliError(msg("db.drop.cancelled"));
      }
      int rows = 0;
      translateStoreErrors([&] {
        try {
          rows = db::dropEvent(*store, *force);
        } catch (const db::DropEventRefused& refused) {
          switch (refused.reason()) {
            case db::DropEventRefused::Reason::SqliteFile:
              throw CliError(msg("db.drop.sqlite").arg(qs(*event)));
            case db::DropEventRefused::Reason::NotDirector:
              throw CliError(msg("db.drop.not-td").arg(qs(*event)));
            case db::DropEventRefused::Reason::HasResults:
              throw CliError(msg("db.drop.has-results").arg(qs(*event)).arg(refused.results()));
          }
          throw;
        }
      });
      out(msg("db.drop.done").arg(key).arg(rows));
    });
  }
  {
    auto* cmd = db->add_subcommand("check", msgs("db.check.help"));
    auto event = std::make_shared<std::string>();
    cmd->add_option("EVENT", *event, msgs("db.opt.event"))->required();
    auto chainOptions = std::make_shared<ChainCheckOptions>();
    addChainCheckOptions(cmd, chainOptions);
    cmd->callback([event, chainOptions] {
      auto store = openEvent(*event);
      db::EventCheck check;
      translateStoreErrors([&] { check = db::checkEvent(*store); });
      const db::ChainCheck chains = runChainCheck(*store, *chainOptions);
      if (check.problems.isEmpty() && chains.intact()) {
        out(msg("db.check.ok")
                .arg(qs(*event),
                     (check.checked << chainSummary(chains)).join(QStringLiteral(", "))));
        return;
      }
      for (const QString& p : check.problems) out(msg("db.check.problem").arg(qs(*event), p));
      for (const QString& p : chainFindingLines(chains))
        out(msg("db.check.problem").arg(qs(*event), p));
      throw CliError(
          msg("db.check.bad")
              .arg(qs(*event))
              .arg(check.problems.size() + static_cast<qsizetype>(chains.findings.size())),
          kMismatch);
    });
  }
  {
    auto* cmd = db->add_subcommand("seal", msgs("db.seal.help"));
    auto event = std::make_shared<std::string>();
    auto key = std::make_shared<std::string>();
    auto who = std::make_shared<std::string>();
    cmd->add_option("EVENT", *event, msgs("db.opt.event"))->required();
    cmd->add_option("--key", *key,
                    msg("db.seal.opt.key").arg(db::defaultSealKeyPath()).toStdString());
    cmd->add_option("--who", *who, msgs("db.seal.opt.who"));
    cmd->callback([event, key, who] {
      auto store = openEvent(*event);
      db::Seal seal;
      std::vector<db::EventChain> chains;
      translateStoreErrors([&] {
        const db::SealKey k =
            db::loadOrCreateSealKey(key->empty() ? db::defaultSealKeyPath() : qs(*key));
        seal = db::sealEvent(*store, k, *who);
        chains = db::readEventChains(*store);
      });
      std::size_t entries = 0;
      for (const auto& c : chains) entries += c.links.size();
      out(msg("db.seal.done")
              .arg(qs(*event))
              .arg(seal.id)
              .arg(chains.size())
              .arg(entries)
              .arg(qs(seal.publicKeyHex), qs(db::printedDigest(chains))));
    });
  }
  {
    auto* cmd = db->add_subcommand("heads", msgs("db.heads.help"));
    auto event = std::make_shared<std::string>();
    cmd->add_option("EVENT", *event, msgs("db.opt.event"))->required();
    cmd->callback([event] {
      auto store = openEvent(*event);
      std::vector<db::EventChain> chains;
      translateStoreErrors([&] { chains = db::readEventChains(*store); });
      for (const auto& c : chains) out(qs(db::printedHead(c)));
      out(qs(db::printedDigest(chains)));
    });
  }
}

// The `bench` parent: whichever module registers first creates it.
CLI::App* benchParent(CLI::App& app) {
  for (CLI::App* sub : app.get_subcommands([](CLI::App*) { return true; }))
    if (sub->get_name() == "bench") return sub;
  auto* bench = app.add_subcommand("bench", msgs("bench.db.parent"));
  bench->require_subcommand(1);
  return bench;
}

void registerDbBench(CLI::App& app) {
  auto* cmd = benchParent(app)->add_subcommand("db", msgs("bench.db.help"));
  auto opts = std::make_shared<db::DbBenchOptions>();
  auto url = std::make_shared<std::string>();
  cmd->add_option("URL", *url, msgs("bench.db.url"))->required();
  cmd->add_option("--clients", opts->clients, msgs("bench.db.clients"))->capture_default_str();
  cmd->add_option("--results", opts->results, msgs("bench.db.results"))->capture_default_str();
  cmd->add_option("--ledger", opts->ledgerEntries, msgs("bench.db.ledger"))->capture_default_str();
  cmd->add_option("--clock-events", opts->clockEvents, msgs("bench.db.clock"))
      ->capture_default_str();
  cmd->add_option("--boards", opts->boardsPerRound, msgs("bench.db.boards"))->capture_default_str();
  cmd->callback([opts, url] {
    opts->url = qs(*url);
    db::DbBenchFigures f;
    translateStoreErrors([&] { f = db::runDbBench(*opts); });
    out(msg("bench.db.event").arg(f.eventUrl));
    out(msg("bench.db.throughput")
            .arg(f.clients)
            .arg(f.results)
            .arg(f.resultsSeconds, 0, 'f', 2)
            .arg(f.resultsPerSecond, 0, 'f', 0));
    out(msg("bench.db.stored").arg(f.stored).arg(f.results).arg(f.changesOnce).arg(f.stale));
    out(msg("bench.db.ledger-rate")
            .arg(f.ledgerEntries)
            .arg(f.ledgerSeconds, 0, 'f', 2)
            .arg(f.ledgerPerSecond, 0, 'f', 0)
            .arg(f.ledgerStored)
            .arg(msg(f.ledgerIntact ? "bench.db.chain-ok" : "bench.db.chain-bad")));
    out(msg("bench.db.clock-rate")
            .arg(f.clockEvents)
            .arg(f.clockSeconds, 0, 'f', 2)
            .arg(f.clockPerSecond, 0, 'f', 0)
            .arg(f.clockStored)
            .arg(f.clockOutOfOrder));
    out(msg("bench.db.all").arg(f.seconds, 0, 'f', 2));
    out(msg("bench.db.delay")
            .arg(f.notified + f.ledgerNotified + f.clockNotified)
            .arg(f.delayMedianMs, 0, 'f', 1)
            .arg(f.delayP95Ms, 0, 'f', 1)
            .arg(f.delayMaxMs, 0, 'f', 1)
            .arg(f.notified)
            .arg(f.ledgerNotified)
            .arg(f.clockNotified));
  });
}

const CommandRegistration kCommands{80, registerDbCommands};
const CommandRegistration kBench{90, registerDbBench};

}  // namespace
}  // namespace tengen::cli
