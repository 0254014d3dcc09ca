#pragma once
// A hash chain over an append-only log: each link's hash is computed over a canonical text that
// includes the hash of the link before, so editing a row, removing one from the middle or
// renumbering the rows shows at the first link that no longer fits. Removing the tail leaves a
// shorter chain that is intact in itself: only a head kept outside the table (a seal, a printed
// head) shows it. Plain C++: the hash function is passed in (db/ uses SHA-256).
//
// Used by the referee's ledger (one chain per event, its own canonical text, referee/ledger.h)
// and by the result log (per game), the clock journal (per clock) and the event log (per event),
// whose canonical texts are built with ChainText.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tengen::referee {

// The previous hash of a chain's first link.
inline constexpr std::string_view kGenesisHash =
    "0000000000000000000000000000000000000000000000000000000000000000";

using HashFunction = std::function<std::string(std::string_view)>;

// A canonical text: a header line naming the log and its format version, then one line per field,
// "name=<byte length>:<value>". The length prefix makes any value (newlines included) unambiguous
// without escaping, so the same text is easy to build in SQL (octet_length) as in C++.
class ChainText {
 public:
  explicit ChainText(std::string_view header);
  ChainText& field(std::string_view name, std::string_view value);
  ChainText& field(std::string_view name, std::int64_t value);
  const std::string& text() const { return text_; }

 private:
  std::string text_;
};

// One stored link, as read back: its position in the chain (1, 2, ...), the hashes stored with it
// and the canonical text recomputed from its stored content (prevHash included).
struct ChainLink {
  std::int64_t position = 0;
  std::string prevHash;
  std::string hash;
  std::string text;
};

struct LinkProblem {
  enum class Kind {
    Edited,      // the stored hash is not the hash of the row's content: the row was changed
    BrokenLink,  // the row does not point at the row before it: a row was removed or inserted
    Gap,         // the positions skip or repeat (1, 2, 4): a row was removed
  };
  Kind kind;
  std::size_t index;  // into the checked sequence
  std::int64_t position;
  std::string detail;
};

// Every problem of a sequence, in order (empty: intact). `firstPosition` is what the first link's
// position should be.
std::vector<LinkProblem> verifyLinks(const std::vector<ChainLink>& links, const HashFunction& hash,
                                     std::int64_t firstPosition = 1);

// A chain's head: how many links it has and the last one's hash (kGenesisHash when empty).
struct ChainHead {
  std::int64_t count = 0;
  std::string hash{kGenesisHash};
  bool operator==(const ChainHead&) const = default;
};
ChainHead headOf(const std::vector<ChainLink>& links);

// How a chain compares with a head recorded earlier (sealed or printed), given only by its count
// and a prefix of its hash (a printed short head; the whole hash for a seal).
enum class HeadMatch {
  Extends,  // the recorded head is still in the chain, at its position: entries only added since
  Shorter,  // the chain has fewer links than recorded: its tail was removed
  Differs,  // the link at the recorded position has another hash: rewritten (and re-hashed)
};
HeadMatch compareHead(const std::vector<ChainLink>& links, std::int64_t recordedCount,
                      std::string_view recordedHashPrefix);

}  // namespace tengen::referee
