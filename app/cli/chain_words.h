#pragma once
// The words of the tamper-evidence check (db/service/chain_check.h), shared by `tengen db check`
// and `tengen referee verify`, and the --head / --key options both take.

#include <QStringList>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "app/cli/cli.h"
#include "db/service/chain_check.h"

namespace tengen::cli {

// A chain's name in the user's language ("the result log of round 1 board 3").
QString chainTitle(const std::string& name);
// One line per finding.
QStringList chainFindingLines(const db::ChainCheck& check);
// "12 chains, 140 entries, 2 seals, 1 printed head" for the all-good line.
QString chainSummary(const db::ChainCheck& check);

// The logs' heads for paper: the digest over every chain, the ledger's and the event log's
// ("Log heads (...): all:12:… ledger:2:… event-log:4:…"), for standings; and per board of
// `round` its result log's, its clock's and the ledger's, for result slips.
QString eventHeadsLine(db::EventStore& store);
std::map<int, QString> slipHeadsLines(db::EventStore& store, int round);

struct ChainCheckOptions {
  std::vector<std::string> heads;
  std::string key;  // a seal key file: seals must be made with its public key
};
// Adds --head (repeatable) and --key to `cmd`.
void addChainCheckOptions(CLI::App* cmd, const std::shared_ptr<ChainCheckOptions>& options);
// Runs the check with the options (store errors worded).
db::ChainCheck runChainCheck(db::EventStore& store, const ChainCheckOptions& options);

}  // namespace tengen::cli
