#include "referee/hash_chain.h"

namespace tengen::referee {

ChainText::ChainText(std::string_view header) : text_(header) {
  text_ += '\n';
}

ChainText& ChainText::field(std::string_view name, std::string_view value) {
  text_ += name;
  text_ += '=';
  text_ += std::to_string(value.size());
  text_ += ':';
  text_ += value;
  text_ += '\n';
  return *this;
}

ChainText& ChainText::field(std::string_view name, std::int64_t value) {
  return field(name, std::to_string(value));
}

std::vector<LinkProblem> verifyLinks(const std::vector<ChainLink>& links, const HashFunction& hash,
                                     std::int64_t firstPosition) {
  std::vector<LinkProblem> problems;
  std::string expectedPrev(kGenesisHash);
  std::int64_t expectedPosition = firstPosition;
  for (std::size_t i = 0; i < links.size(); ++i) {
    const ChainLink& link = links[i];
    if (link.position != expectedPosition)
      problems.push_back({LinkProblem::Kind::Gap, i, link.position,
                          "expected entry " + std::to_string(expectedPosition)});
    expectedPosition = link.position + 1;
    if (link.prevHash != expectedPrev)
      problems.push_back({LinkProblem::Kind::BrokenLink, i, link.position,
                          "previous hash " + link.prevHash + " != " + expectedPrev});
    const std::string actual = hash(link.text);
    if (actual != link.hash)
      problems.push_back({LinkProblem::Kind::Edited, i, link.position,
                          "stored hash " + link.hash + " != content " + actual});
    expectedPrev = link.hash;
  }
  return problems;
}

ChainHead headOf(const std::vector<ChainLink>& links) {
  ChainHead head;
  head.count = static_cast<std::int64_t>(links.size());
  if (!links.empty()) head.hash = links.back().hash;
  return head;
}

HeadMatch compareHead(const std::vector<ChainLink>& links, std::int64_t recordedCount,
                      std::string_view recordedHashPrefix) {
  if (recordedCount <= 0) return HeadMatch::Extends;
  if (static_cast<std::int64_t>(links.size()) < recordedCount) return HeadMatch::Shorter;
  const std::string& at = links[static_cast<std::size_t>(recordedCount - 1)].hash;
  return at.compare(0, recordedHashPrefix.size(), recordedHashPrefix) == 0 &&
                 !recordedHashPrefix.empty()
             ? HeadMatch::Extends
             : HeadMatch::Differs;
}

}  // namespace tengen::referee
