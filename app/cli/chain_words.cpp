#include "app/cli/chain_words.h"

#include <regex>

#include "app/cli/help_words.h"
#include "app/wording/std_text.h"
#include "db/service/chain_seal.h"

namespace tengen::cli {
namespace {

QString shortHash(const std::string& h) {
  return h.empty() ? CliWords::tr("none", "chain.none") : qs(h.substr(0, 16));
}

QString recordedBy(const db::ChainFinding& f) {
  return f.sealId ? CliWords::tr("seal %1", "chain.by-seal").arg(f.sealId)
                  : CliWords::tr("the printed head", "chain.by-head");
}

}  // namespace

QString chainTitle(const std::string& name) {
  if (name == "ledger") return CliWords::tr("the referee ledger", "chain.ledger");
  if (name == "event-log") return CliWords::tr("the event log", "chain.event-log");
  static const std::regex game(R"((results|clock)-r(\d+)-b(\d+))");
  std::smatch m;
  if (std::regex_match(name, m, game))
    return (m[1] == "results"
                ? CliWords::tr("the result log of round %1 board %2", "chain.results")
                : CliWords::tr("the clock journal of round %1 board %2", "chain.clock"))
        .arg(qs(m[2].str()), qs(m[3].str()));
  return qs(name);
}

namespace {

// A finding about one entry of a chain: its hash, its link, its number, its rewritten head.
QString entryFindingText(const db::ChainFinding& f, const QString& title) {
  using Kind = db::ChainFinding::Kind;
  switch (f.kind) {
    case Kind::Edited:
      return CliWords::tr(
                 "%1, entry %2 (row %3): edited: its content no longer gives its stored hash "
                 "(stored %4, content %5)",
                 "chain.edited")
          .arg(title)
          .arg(f.entry)
          .arg(f.rowId)
          .arg(shortHash(f.stored), shortHash(f.expected));
    case Kind::BrokenLink:
      return CliWords::tr(
                 "%1, entry %2 (row %3): broken link: the entry before it was removed or "
                 "changed (it points at %4, the entry before is %5)",
                 "chain.link")
          .arg(title)
          .arg(f.entry)
          .arg(f.rowId)
          .arg(shortHash(f.stored), shortHash(f.expected));
    case Kind::Gap:
      return CliWords::tr("%1, entry %2 (row %3): the numbering skips entry %4: removed",
                          "chain.gap")
          .arg(title)
          .arg(f.entry)
          .arg(f.rowId)
          .arg(f.recorded);
    case Kind::HeadDiffers:
      return CliWords::tr(
                 "%1, entry %2 (row %3): not the entry %4 recorded (%5 there, %6 now): "
                 "rewritten and re-hashed",
                 "chain.head")
          .arg(title)
          .arg(f.entry)
          .arg(f.rowId)
          .arg(recordedBy(f), shortHash(f.expected), shortHash(f.stored));
    default:  // another group's kind
      break;
  }
  return {};
}

// A finding about what a seal or printed head recorded of a whole chain, or of all chains.
QString recordedFindingText(const db::ChainFinding& f, const QString& title) {
  using Kind = db::ChainFinding::Kind;
  switch (f.kind) {
    case Kind::TailMissing:
      return CliWords::tr(
                 "%1: %2 entries, but %3 recorded %4: entries %5 to %4 were removed from the end",
                 "chain.tail")
          .arg(title)
          .arg(f.count)
          .arg(recordedBy(f))
          .arg(f.recorded)
          .arg(f.count + 1);
    case Kind::ChainMissing:
      return CliWords::tr("%1: gone, but %2 recorded %3 entries", "chain.missing")
          .arg(title, recordedBy(f))
          .arg(f.recorded);
    case Kind::DigestDiffers:
      return CliWords::tr(
                 "the printed digest %1 no longer matches the logs (now %2): entries were "
                 "removed, changed or added since it was printed",
                 "chain.digest")
          .arg(qs(f.expected), qs(f.stored));
    default:  // another group's kind
      break;
  }
  return {};
}

// A finding about a seal: its signature or its key.
QString sealFindingText(const db::ChainFinding& f) {
  using Kind = db::ChainFinding::Kind;
  switch (f.kind) {
    case Kind::BadSignature:
      return CliWords::tr(
                 "seal %1: its signature does not verify: the seal or its public key was changed",
                 "chain.signature")
          .arg(f.sealId);
    case Kind::OtherKey:
      return CliWords::tr("seal %1: made with key %2, not with the key given (%3)",
                          "chain.other-key")
          .arg(f.sealId)
          .arg(shortHash(f.stored), shortHash(f.expected));
    case Kind::UntrustedKey:
      return CliWords::tr(
                 "seal %1: sealed by an untrusted key (fingerprint %2): neither the "
                 "first seal's key nor one added with `tengen db trust`",
                 "chain.untrusted-key")
          .arg(f.sealId)
          .arg(shortHash(f.stored));
    default:  // another group's kind
      break;
  }
  return {};
}

// A finding about a game's result beside its result log (成绩记录) or its import.
QString resultFindingText(const db::ChainFinding& f) {
  using Kind = db::ChainFinding::Kind;
  switch (f.kind) {
    case Kind::ResultDiffers:
      return CliWords::tr(
                 "round %1 board %2: the game's result is %3, but the last value in its result "
                 "log is %4: changed without its log row",
                 "chain.result")
          .arg(f.round)
          .arg(f.board)
          .arg(f.stored.empty() ? QStringLiteral("-") : qs(f.stored),
               f.expected.empty() ? QStringLiteral("-") : qs(f.expected));
    case Kind::NoResultLog:
      return CliWords::tr(
                 "round %1 board %2: the game's result is %3, but it has no result "
                 "log (成绩记录) and no import recorded it: set without the log, or "
                 "from before the log",
                 "chain.result.nolog")
          .arg(f.round)
          .arg(f.board)
          .arg(qs(f.stored));
    case Kind::ImportDiffers:
      return CliWords::tr(
                 "round %1 board %2: the game's result is %3, but its import "
                 "recorded %4 (in the event log) and it has no result log since",
                 "chain.result.import")
          .arg(f.round)
          .arg(f.board)
          .arg(qs(f.stored), qs(f.expected));
    default:  // another group's kind
      break;
  }
  return {};
}

QString chainFindingLine(const db::ChainFinding& f) {
  using Kind = db::ChainFinding::Kind;
  switch (f.kind) {
    case Kind::Edited:
    case Kind::BrokenLink:
    case Kind::Gap:
    case Kind::HeadDiffers:
      return entryFindingText(f, chainTitle(f.chain));
    case Kind::TailMissing:
    case Kind::ChainMissing:
    case Kind::DigestDiffers:
      return recordedFindingText(f, chainTitle(f.chain));
    case Kind::BadSignature:
    case Kind::OtherKey:
    case Kind::UntrustedKey:
      return sealFindingText(f);
    case Kind::ResultDiffers:
    case Kind::NoResultLog:
    case Kind::ImportDiffers:
      return resultFindingText(f);
  }
  return {};
}

}  // namespace

QStringList chainFindingLines(const db::ChainCheck& check) {
  QStringList lines;
  for (const db::ChainFinding& f : check.findings) lines << chainFindingLine(f);
  return lines;
}

QString chainSummary(const db::ChainCheck& check) {
  std::size_t entries = 0;
  for (const db::EventChain& c : check.chains) entries += c.links.size();
  QString summary =
      CliWords::tr("%1 chains, %2 entries, %3 seal(s), %4 printed head(s)", "chain.summary")
          .arg(check.chains.size())
          .arg(entries)
          .arg(check.seals)
          .arg(check.headsGiven);
  if (check.imported > 0)
    summary += CliWords::tr(
                   ", %1 imported result(s) without a result log, as their import "
                   "recorded them",
                   "chain.summary.imported")
                   .arg(check.imported);
  return summary;
}

QString eventHeadsLine(db::EventStore& store) {
  std::vector<db::EventChain> chains;
  translateStoreErrors([&] { chains = db::readEventChains(store); });
  QStringList heads;
  for (const std::string& h : db::eventHeadsForPaper(chains)) heads << qs(h);
  return CliWords::tr("Log heads (tengen db check --head): %1", "chain.paper")
      .arg(heads.join(QLatin1Char(' ')));
}

std::map<int, QString> slipHeadsLines(db::EventStore& store, int round) {
  std::vector<db::EventChain> chains;
  translateStoreErrors([&] { chains = db::readEventChains(store); });
  std::map<int, QString> out;
  for (const auto& [board, heads] : db::slipHeadsForPaper(chains, round)) {
    QStringList words;
    for (const std::string& h : heads) words << qs(h);
    out[board] = CliWords::tr("Log heads (tengen db check --head): %1", "chain.paper")
                     .arg(words.join(QLatin1Char(' ')));
  }
  return out;
}

void addChainCheckOptions(CLI::App* cmd, const std::shared_ptr<ChainCheckOptions>& options) {
  addOption(cmd, "--head", options->heads,
            CliWords::tr("a head printed on a standings sheet or slip (CHAIN:COUNT:HEX, or "
                         "all:ENTRIES:HEX): the logs must still extend it (repeatable)",
                         "chain.opt.head"))
      ->take_all();
  addOption(cmd, "--key", options->key,
            CliWords::tr("a seal key file: every seal must be made with its public key",
                         "chain.opt.key"));
}

db::ChainCheck runChainCheck(db::EventStore& store, const ChainCheckOptions& options) {
  for (const std::string& h : options.heads)
    if (!db::parsePrintedHead(h))
      throw CliError(
          CliWords::tr("--head %1: expected CHAIN:COUNT:HEX as printed (at least 8 hex digits)",
                       "chain.bad-head")
              .arg(qs(h)));
  std::string trusted;
  db::ChainCheck check;
  translateStoreErrors([&] {
    if (!options.key.empty()) trusted = db::loadSealKey(qs(options.key)).publicKeyHex;
    check = db::checkChains(store, options.heads, trusted);
  });
  return check;
}

}  // namespace tengen::cli
