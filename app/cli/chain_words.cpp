#include "app/cli/chain_words.h"

#include <regex>

#include "db/service/chain_seal.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"chain.ledger", "the referee ledger", "裁判记录"},
    {"chain.event-log", "the event log", "比赛设置记录"},
    {"chain.results", "the result log of round %1 board %2", "第 %1 轮第 %2 台的成绩记录"},
    {"chain.clock", "the clock journal of round %1 board %2", "第 %1 轮第 %2 台的棋钟记录"},
    {"chain.by-seal", "seal %1", "封印 %1"},
    {"chain.by-head", "the printed head", "打印的链头"},
    {"chain.edited",
     "%1, entry %2 (row %3): edited: its content no longer gives its stored hash (stored %4, "
     "content %5)",
     "%1，第 %2 条（行 %3）：已被修改：内容与所存哈希不符（存储 %4，内容 %5）"},
    {"chain.link",
     "%1, entry %2 (row %3): broken link: the entry before it was removed or changed (it points "
     "at %4, the entry before is %5)",
     "%1，第 %2 条（行 %3）：链接断开：其前一条已被删除或修改（指向 %4，前一条为 %5）"},
    {"chain.gap", "%1, entry %2 (row %3): the numbering skips entry %4: removed",
     "%1，第 %2 条（行 %3）：编号跳过了第 %4 条：已被删除"},
    {"chain.tail", "%1: %2 entries, but %3 recorded %4: entries %5 to %4 were removed from the end",
     "%1：现有 %2 条，但%3 记录了 %4 条：末尾第 %5 至 %4 条已被删除"},
    {"chain.head",
     "%1, entry %2 (row %3): not the entry %4 recorded (%5 there, %6 now): rewritten and re-hashed",
     "%1，第 %2 条（行 %3）：与%4 记录的不同（记录 %5，现为 %6）：已被改写并重新计算哈希"},
    {"chain.missing", "%1: gone, but %2 recorded %3 entries", "%1：已不存在，但%2 记录了 %3 条"},
    {"chain.digest",
     "the printed digest %1 no longer matches the logs (now %2): entries were removed, changed or "
     "added since it was printed",
     "打印的总摘要 %1 与记录不再相符（现为 %2）：打印后有条目被删除、修改或新增"},
    {"chain.signature",
     "seal %1: its signature does not verify: the seal or its public key was changed",
     "封印 %1：签名验证失败：封印或其公钥已被改动"},
    {"chain.other-key", "seal %1: made with key %2, not with the key given (%3)",
     "封印 %1：由密钥 %2 签署，而非所给密钥（%3）"},
    {"chain.result",
     "round %1 board %2: the game's result is %3, but the last value in its result log is %4: "
     "changed without its log row",
     "第 %1 轮第 %2 台：对局结果为 %3，但成绩记录的最后一项为 %4：未经记录被修改"},
    {"chain.none", "none", "无"},
    {"chain.paper", "Log heads (tengen db check --head): %1",
     "记录链头（tengen db check --head 核对）：%1"},
    {"chain.summary", "%1 chains, %2 entries, %3 seal(s), %4 printed head(s)",
     "%1 条链、%2 条记录、%3 个封印、%4 个打印链头"},
    {"chain.opt.head",
     "a head printed on a standings sheet or slip (CHAIN:COUNT:HEX, or all:ENTRIES:HEX): the "
     "logs must still extend it (repeatable)",
     "成绩表或记录单上打印的链头（链:条数:十六进制，或 "
     "all:总条数:十六进制）：记录须仍延续它（可重复）"},
    {"chain.opt.key", "a seal key file: every seal must be made with its public key",
     "封印密钥文件：每个封印都须由其公钥对应的密钥签署"},
    {"chain.bad-head", "--head %1: expected CHAIN:COUNT:HEX as printed (at least 8 hex digits)",
     "--head %1：应为打印的 链:条数:十六进制（至少 8 位十六进制）"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

QString shortHash(const std::string& h) {
  return h.empty() ? msg("chain.none") : qs(h.substr(0, 16));
}

QString recordedBy(const db::ChainFinding& f) {
  return f.sealId ? msg("chain.by-seal").arg(f.sealId) : msg("chain.by-head");
}

}  // namespace

QString chainTitle(const std::string& name) {
  if (name == "ledger") return msg("chain.ledger");
  if (name == "event-log") return msg("chain.event-log");
  static const std::regex game(R"((results|clock)-r(\d+)-b(\d+))");
  std::smatch m;
  if (std::regex_match(name, m, game))
    return msg(m[1] == "results" ? "chain.results" : "chain.clock")
        .arg(qs(m[2].str()), qs(m[3].str()));
  return qs(name);
}

QStringList chainFindingLines(const db::ChainCheck& check) {
  using Kind = db::ChainFinding::Kind;
  QStringList lines;
  for (const db::ChainFinding& f : check.findings) {
    const QString title = chainTitle(f.chain);
    switch (f.kind) {
      case Kind::Edited:
        lines << msg("chain.edited")
                     .arg(title)
                     .arg(f.entry)
                     .arg(f.rowId)
                     .arg(shortHash(f.stored), shortHash(f.expected));
        break;
      case Kind::BrokenLink:
        lines << msg("chain.link")
                     .arg(title)
                     .arg(f.entry)
                     .arg(f.rowId)
                     .arg(shortHash(f.stored), shortHash(f.expected));
        break;
      case Kind::Gap:
        lines << msg("chain.gap").arg(title).arg(f.entry).arg(f.rowId).arg(f.recorded);
        break;
      case Kind::TailMissing:
        lines << msg("chain.tail")
                     .arg(title)
                     .arg(f.count)
                     .arg(recordedBy(f))
                     .arg(f.recorded)
                     .arg(f.count + 1);
        break;
      case Kind::HeadDiffers:
        lines << msg("chain.head")
                     .arg(title)
                     .arg(f.entry)
                     .arg(f.rowId)
                     .arg(recordedBy(f), shortHash(f.expected), shortHash(f.stored));
        break;
      case Kind::ChainMissing:
        lines << msg("chain.missing").arg(title, recordedBy(f)).arg(f.recorded);
        break;
      case Kind::DigestDiffers:
        lines << msg("chain.digest").arg(qs(f.expected), qs(f.stored));
        break;
      case Kind::BadSignature:
        lines << msg("chain.signature").arg(f.sealId);
        break;
      case Kind::OtherKey:
        lines
            << msg("chain.other-key").arg(f.sealId).arg(shortHash(f.stored), shortHash(f.expected));
        break;
      case Kind::ResultDiffers:
        lines << msg("chain.result")
                     .arg(f.round)
                     .arg(f.board)
                     .arg(f.stored.empty() ? QStringLiteral("-") : qs(f.stored),
                          f.expected.empty() ? QStringLiteral("-") : qs(f.expected));
        break;
    }
  }
  return lines;
}

QString chainSummary(const db::ChainCheck& check) {
  std::size_t entries = 0;
  for (const db::EventChain& c : check.chains) entries += c.links.size();
  return msg("chain.summary")
      .arg(check.chains.size())
      .arg(entries)
      .arg(check.seals)
      .arg(check.headsGiven);
}

QString eventHeadsLine(db::EventStore& store) {
  std::vector<db::EventChain> chains;
  translateStoreErrors([&] { chains = db::readEventChains(store); });
  QStringList heads;
  for (const std::string& h : db::eventHeadsForPaper(chains)) heads << qs(h);
  return msg("chain.paper").arg(heads.join(QLatin1Char(' ')));
}

std::map<int, QString> slipHeadsLines(db::EventStore& store, int round) {
  std::vector<db::EventChain> chains;
  translateStoreErrors([&] { chains = db::readEventChains(store); });
  std::map<int, QString> out;
  for (const auto& [board, heads] : db::slipHeadsForPaper(chains, round)) {
    QStringList words;
    for (const std::string& h : heads) words << qs(h);
    out[board] = msg("chain.paper").arg(words.join(QLatin1Char(' ')));
  }
  return out;
}

void addChainCheckOptions(CLI::App* cmd, const std::shared_ptr<ChainCheckOptions>& options) {
  cmd->add_option("--head", options->heads, msgs("chain.opt.head"))->take_all();
  cmd->add_option("--key", options->key, msgs("chain.opt.key"));
}

db::ChainCheck runChainCheck(db::EventStore& store, const ChainCheckOptions& options) {
  for (const std::string& h : options.heads)
    if (!db::parsePrintedHead(h)) throw CliError(msg("chain.bad-head").arg(qs(h)));
  std::string trusted;
  db::ChainCheck check;
  translateStoreErrors([&] {
    if (!options.key.empty()) trusted = db::loadSealKey(qs(options.key)).publicKeyHex;
    check = db::checkChains(store, options.heads, trusted);
  });
  return check;
}

}  // namespace tengen::cli
