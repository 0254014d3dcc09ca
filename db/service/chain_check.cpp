#include "db/service/chain_check.h"

#include <QSqlQuery>
#include <algorithm>
#include <sstream>

#include "db/service/chain_seal.h"
#include "db/service/ledger_store.h"
#include "db/service/seal_trust.h"
#include "db/store/import_record.h"
#include "db/store/log_chains.h"
#include "referee/ledger.h"

namespace tengen::db {
namespace {

using referee::ChainLink;
using referee::LinkProblem;

constexpr const char* kHeadsHeader = "tengen-heads/1";

bool isHex(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
  });
}

const EventChain* findChain(const std::vector<EventChain>& chains, const std::string& name) {
  for (const EventChain& c : chains)
    if (c.name == name) return &c;
  return nullptr;
}

void checkLinks(const EventChain& chain, ChainCheck& out) {
  const std::vector<LinkProblem> problems = referee::verifyLinks(chain.links, sha256Hex);
  for (const LinkProblem& p : problems) {
    ChainFinding f{};
    f.chain = chain.name;
    f.round = chain.round;
    f.board = chain.board;
    f.entry = p.position;
    f.rowId = chain.rowIds[p.index];
    f.count = static_cast<std::int64_t>(chain.links.size());
    const ChainLink& link = chain.links[p.index];
    switch (p.kind) {
      case LinkProblem::Kind::Edited:
        f.kind = ChainFinding::Kind::Edited;
        f.stored = link.hash;
        f.expected = sha256Hex(link.text);
        break;
      case LinkProblem::Kind::BrokenLink:
        f.kind = ChainFinding::Kind::BrokenLink;
        f.stored = link.prevHash;
        f.expected =
            p.index == 0 ? std::string(referee::kGenesisHash) : chain.links[p.index - 1].hash;
        break;
      case LinkProblem::Kind::Gap:
        f.kind = ChainFinding::Kind::Gap;
        f.recorded = p.index == 0 ? 1 : chain.links[p.index - 1].position + 1;
        break;
    }
    out.findings.push_back(f);
  }
}

// A head recorded earlier (sealed: the whole hash; printed: a prefix) against the chain now.
void compareRecorded(const std::vector<EventChain>& chains, const std::string& name,
                     std::int64_t count, const std::string& hash, std::int64_t sealId,
                     ChainCheck& out) {
  ChainFinding f{};
  f.chain = name;
  f.recorded = count;
  f.sealId = sealId;
  const EventChain* chain = findChain(chains, name);
  if (!chain) {
    if (count <= 0) return;
    f.kind = ChainFinding::Kind::ChainMissing;
    f.expected = hash;
    out.findings.push_back(f);
    return;
  }
  f.round = chain->round;
  f.board = chain->board;
  f.count = static_cast<std::int64_t>(chain->links.size());
  switch (referee::compareHead(chain->links, count, hash)) {
    case referee::HeadMatch::Extends:
      return;
    case referee::HeadMatch::Shorter:
      f.kind = ChainFinding::Kind::TailMissing;
      f.entry = f.count + 1;  // the first entry missing
      f.expected = hash;
      break;
    case referee::HeadMatch::Differs: {
      const auto at = static_cast<std::size_t>(count - 1);
      f.kind = ChainFinding::Kind::HeadDiffers;
      f.entry = chain->links[at].position;
      f.rowId = chain->rowIds[at];
      f.stored = chain->links[at].hash;
      f.expected = hash;
      break;
    }
  }
  out.findings.push_back(f);
}

void checkResults(EventStore& store, ChainCheck& out) {
  // The last value of each game's result log is the game's result: a result changed without its
  // log row (a direct UPDATE) shows here. A decision of the ledger on an open game writes no log
  // row (the ledger is its record, checked by `referee verify`).
  // Read first: a second query on PostgreSQL would discard the games' pending rows.
  const std::map<std::pair<int, int>, std::string> imported = importedResults(store);
  QSqlQuery games = store.exec(
      QStringLiteral(
          "SELECT g.round, g.board, COALESCE(g.result, ''), g.by_referee, g.ledger_entry, (SELECT "
          "l.new_result FROM result_ledger l WHERE l.event_id = g.event_id AND l.round = g.round "
          "AND l.board = g.board ORDER BY l.id DESC LIMIT 1) FROM game g WHERE g.event_id = ? "
          "ORDER BY g.round, g.board"),
      {QVariant::fromValue(store.eventId())});
  while (games.next()) {
    const std::string stored = games.value(2).toString().toStdString();
    const std::string logged = games.value(5).toString().toStdString();
    const bool decidedByLedger = games.value(3).toInt() != 0 && !games.value(4).isNull();
    ChainFinding::Kind kind = ChainFinding::Kind::ResultDiffers;
    std::string expected = logged;
    if (games.value(5).isNull()) {
      // No result-log row: a result decided by the ledger has the ledger as its record, an
      // imported one the event log's import row; any other came in by no door.
      if (stored.empty() || decidedByLedger) continue;
      const auto it = imported.find({games.value(0).toInt(), games.value(1).toInt()});
      if (it == imported.end()) {
        kind = ChainFinding::Kind::NoResultLog;
      } else if (it->second == stored) {
        ++out.imported;
        continue;
      } else {
        kind = ChainFinding::Kind::ImportDiffers;
        expected = it->second;
      }
    } else {
      if (stored == logged) continue;
      if (logged.empty() && decidedByLedger) continue;
    }
    ChainFinding f{};
    f.kind = kind;
    f.chain = "results-r" + games.value(0).toString().toStdString() + "-b" +
              games.value(1).toString().toStdString();
    f.round = games.value(0).toInt();
    f.board = games.value(1).toInt();
    f.stored = stored;
    f.expected = expected;
    out.findings.push_back(f);
  }
}

}  // namespace

std::vector<EventChain> readEventChains(EventStore& store) {
  std::vector<EventChain> out;
  EventChain ledger;
  ledger.name = "ledger";
  const std::vector<referee::LedgerEntry> entries = LedgerStore(store).entries();
  ledger.links = referee::chainLinks(entries);
  for (const referee::LedgerEntry& e : entries) ledger.rowIds.push_back(e.id);
  out.push_back(std::move(ledger));
  std::vector<EventChain> games;
  for (LogChain& c : readLogChains(store)) {
    EventChain chain{c.name(), c.round, c.board, std::move(c.rowIds), std::move(c.links)};
    if (c.kind == LogChainKind::EventLog)
      out.push_back(std::move(chain));
    else
      games.push_back(std::move(chain));
  }
  out.insert(out.end(), std::make_move_iterator(games.begin()),
             std::make_move_iterator(games.end()));
  return out;
}

std::string headsText(const std::vector<EventChain>& chains) {
  std::string out = std::string(kHeadsHeader) + "\n";
  for (const EventChain& c : chains) {
    const referee::ChainHead head = c.head();
    out += c.name + " " + std::to_string(head.count) + " " + head.hash + "\n";
  }
  return out;
}

std::optional<std::vector<SealedHead>> parseHeadsText(const std::string& text) {
  std::istringstream in(text);
  std::string line;
  if (!std::getline(in, line) || line != kHeadsHeader) return std::nullopt;
  std::vector<SealedHead> out;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    std::istringstream fields(line);
    SealedHead head;
    if (!(fields >> head.name >> head.count >> head.hash) || !isHex(head.hash)) return std::nullopt;
    out.push_back(head);
  }
  return out;
}

std::string printedHead(const EventChain& chain) {
  const referee::ChainHead head = chain.head();
  return chain.name + ":" + std::to_string(head.count) + ":" +
         head.hash.substr(0, kPrintedHexDigits);
}

std::string printedDigest(const std::vector<EventChain>& chains) {
  std::int64_t entries = 0;
  for (const EventChain& c : chains) entries += static_cast<std::int64_t>(c.links.size());
  return "all:" + std::to_string(entries) + ":" +
         sha256Hex(headsText(chains)).substr(0, kPrintedHexDigits);
}

std::vector<std::string> eventHeadsForPaper(const std::vector<EventChain>& chains) {
  // The digest first: it anchors every chain, and a line cut short on paper keeps it.
  std::vector<std::string> out = {printedDigest(chains)};
  for (const EventChain& c : chains)
    if (c.name == "ledger" || c.name == "event-log") out.push_back(printedHead(c));
  return out;
}

std::map<int, std::vector<std::string>> slipHeadsForPaper(const std::vector<EventChain>& chains,
                                                          int round) {
  std::map<int, std::vector<std::string>> out;
  const EventChain* ledger = findChain(chains, "ledger");
  for (const EventChain& c : chains)
    if (c.round == round && c.board > 0) out[c.board].push_back(printedHead(c));
  if (ledger)
    for (auto& [board, heads] : out) heads.push_back(printedHead(*ledger));
  return out;
}

std::optional<PrintedHead> parsePrintedHead(const std::string& text) {
  const std::size_t last = text.rfind(':');
  if (last == std::string::npos || last == 0) return std::nullopt;
  const std::size_t middle = text.rfind(':', last - 1);
  if (middle == std::string::npos || middle == 0) return std::nullopt;
  PrintedHead head;
  head.chain = text.substr(0, middle);
  const std::string count = text.substr(middle + 1, last - middle - 1);
  head.hexPrefix = text.substr(last + 1);
  std::transform(head.hexPrefix.begin(), head.hexPrefix.end(), head.hexPrefix.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (count.empty() || !std::all_of(count.begin(), count.end(), ::isdigit)) return std::nullopt;
  if (head.hexPrefix.size() < 8 || !isHex(head.hexPrefix)) return std::nullopt;
  head.count = std::stoll(count);
  return head;
}

ChainCheck checkChains(EventStore& store, const std::vector<std::string>& heads,
                       const std::string& trustedKeyHex) {
  std::vector<PrintedHead> printed;
  for (const std::string& text : heads) {
    const std::optional<PrintedHead> head = parsePrintedHead(text);
    if (!head)
      throw StoreError(StoreError::Kind::Invalid,
                       "head '" + text + "': expected CHAIN:COUNT:HEX as printed");
    printed.push_back(*head);
  }
  ChainCheck out;
  std::vector<Seal> sealed;
  std::vector<std::string> trusted;
  store.readSnapshot([&] {  // one snapshot of every chain and seal, no writer kept waiting
    out.chains = readEventChains(store);
    sealed = seals(store);
    trusted = trustedSealKeys(store, sealed);
    checkResults(store, out);
  });
  std::vector<ChainFinding> results = std::move(out.findings);
  out.findings.clear();
  for (const EventChain& chain : out.chains) checkLinks(chain, out);
  for (const Seal& seal : sealed) {
    ++out.seals;
    ChainFinding f{};
    f.sealId = seal.id;
    f.stored = seal.publicKeyHex;
    if (!seal.signatureValid()) {
      f.kind = ChainFinding::Kind::BadSignature;
      out.findings.push_back(f);
    } else if (!trustedKeyHex.empty() && seal.publicKeyHex != trustedKeyHex) {
      f.kind = ChainFinding::Kind::OtherKey;
      f.expected = trustedKeyHex;
      out.findings.push_back(f);
    } else if (trustedKeyHex.empty() &&
               std::find(trusted.begin(), trusted.end(), seal.publicKeyHex) == trusted.end()) {
      f.kind = ChainFinding::Kind::UntrustedKey;
      out.findings.push_back(f);
    }
    const std::optional<std::vector<SealedHead>> sealedHeads = parseHeadsText(seal.heads);
    if (!sealedHeads) {
      f.kind = ChainFinding::Kind::BadSignature;
      out.findings.push_back(f);
      continue;
    }
    for (const SealedHead& h : *sealedHeads)
      compareRecorded(out.chains, h.name, h.count, h.hash, seal.id, out);
  }
  for (const PrintedHead& p : printed) {
    ++out.headsGiven;
    if (p.chain == "all") {
      const std::string now = printedDigest(out.chains);
      if (now.substr(now.rfind(':') + 1).compare(0, p.hexPrefix.size(), p.hexPrefix) == 0 &&
          now.substr(4, now.rfind(':') - 4) == std::to_string(p.count))
        continue;
      ChainFinding f{};
      f.kind = ChainFinding::Kind::DigestDiffers;
      f.chain = "all";
      f.recorded = p.count;
      f.stored = now;
      f.expected = "all:" + std::to_string(p.count) + ":" + p.hexPrefix;
      out.findings.push_back(f);
      continue;
    }
    compareRecorded(out.chains, p.chain, p.count, p.hexPrefix, 0, out);
  }
  out.findings.insert(out.findings.end(), results.begin(), results.end());
  return out;
}

}  // namespace tengen::db
