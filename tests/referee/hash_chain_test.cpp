// The generic hash chain (referee/hash_chain.h): canonical texts, each kind of break found at the
// right link, heads recorded earlier compared with the chain now.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "referee/hash_chain.h"

using namespace tengen::referee;

namespace {

// A stand-in hash that is cheap and deterministic (the chain logic does not depend on SHA-256).
std::string fakeHash(std::string_view text) {
  std::uint64_t h = 1469598103934665603ull;
  for (unsigned char c : text) h = (h ^ c) * 1099511628211ull;
  std::string out(16, '0');
  static const char* digits = "0123456789abcdef";
  for (int i = 15; i >= 0; --i, h >>= 4) out[static_cast<std::size_t>(i)] = digits[h & 15];
  return out;
}

std::vector<ChainLink> chainOf(const std::vector<std::string>& contents) {
  std::vector<ChainLink> links;
  std::string prev(kGenesisHash);
  for (std::size_t i = 0; i < contents.size(); ++i) {
    ChainLink link;
    link.position = static_cast<std::int64_t>(i) + 1;
    link.prevHash = prev;
    link.text = ChainText("test/1").field("prev", prev).field("v", contents[i]).text();
    link.hash = fakeHash(link.text);
    prev = link.hash;
    links.push_back(link);
  }
  return links;
}

}  // namespace

TEST_CASE("chain text: fields are length-prefixed, so no value can pose as another field") {
  CHECK(ChainText("log/1").field("a", "x\nb=1:y").field("n", std::int64_t{42}).text() ==
        "log/1\na=7:x\nb=1:y\nn=2:42\n");
  CHECK(ChainText("log/1").field("a", "é").text() == "log/1\na=2:é\n");  // bytes, not letters
  CHECK(ChainText("h").field("a", "1\nb=0:").text() !=
        ChainText("h").field("a", "1").field("b", "").text());
}

TEST_CASE("an intact chain verifies, each break is named at its link") {
  const auto links = chainOf({"one", "two", "three", "four"});
  CHECK(verifyLinks(links, fakeHash).empty());

  auto edited = links;
  edited[1].text = ChainText("test/1").field("prev", edited[1].prevHash).field("v", "2").text();
  auto p = verifyLinks(edited, fakeHash);
  REQUIRE(p.size() == 1);
  CHECK(p[0].kind == LinkProblem::Kind::Edited);
  CHECK(p[0].position == 2);
  CHECK(p[0].index == 1);

  auto removed = links;
  removed.erase(removed.begin() + 1);  // the second link gone: the third no longer fits
  p = verifyLinks(removed, fakeHash);
  REQUIRE(p.size() == 2);
  CHECK(p[0].kind == LinkProblem::Kind::Gap);
  CHECK(p[0].position == 3);
  CHECK(p[1].kind == LinkProblem::Kind::BrokenLink);
  CHECK(p[1].position == 3);
}

TEST_CASE("a removed tail is intact in itself: only a recorded head shows it") {
  const auto links = chainOf({"one", "two", "three"});
  const ChainHead head = headOf(links);
  CHECK(head.count == 3);
  CHECK(head.hash == links.back().hash);
  CHECK(headOf({}).hash == kGenesisHash);

  auto shorter = links;
  shorter.pop_back();
  CHECK(verifyLinks(shorter, fakeHash).empty());
  CHECK(compareHead(shorter, 3, head.hash) == HeadMatch::Shorter);
  CHECK(compareHead(links, 3, head.hash.substr(0, 8)) == HeadMatch::Extends);  // printed prefix
  CHECK(compareHead(chainOf({"one", "two", "three", "more"}), 3, head.hash) == HeadMatch::Extends);
  // Rewritten and re-hashed: intact in itself, but not the chain that was recorded.
  const auto rehashed = chainOf({"one", "2", "three"});
  CHECK(verifyLinks(rehashed, fakeHash).empty());
  CHECK(compareHead(rehashed, 3, head.hash) == HeadMatch::Differs);
  CHECK(compareHead(rehashed, 1, links[0].hash) == HeadMatch::Extends);
}
