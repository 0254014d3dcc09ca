// Searching the catalogue as a referee types: codes, English and Chinese names, usual words and
// articles of the event's edition.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "referee/catalogue_search.h"

using namespace tengen::referee;

namespace {
std::vector<std::string> codes(std::string_view query, Edition edition = Edition::Y2002) {
  std::vector<std::string> out;
  for (const Infraction* i : searchCatalogue(query, edition)) out.push_back(i->code);
  return out;
}
bool has(const std::vector<std::string>& list, const std::string& code) {
  return std::find(list.begin(), list.end(), code) != list.end();
}
}  // namespace

TEST_CASE("an empty or blank query lists the whole catalogue in order") {
  CHECK(codes("").size() == catalogue().size());
  CHECK(codes("   ").size() == catalogue().size());
  CHECK(codes("").front() == catalogue().front().code);
}

TEST_CASE("ko finds the ko retake by code and name, case-insensitively") {
  const auto found = codes("KO");
  CHECK(has(found, "ko-retake"));
  CHECK(has(found, "cycle"));  // "triple ko"
  CHECK_FALSE(has(found, "late"));
}

TEST_CASE("Chinese names and the usual Chinese words find an infraction") {
  CHECK(codes("打劫") == std::vector<std::string>{"ko-retake"});
  CHECK(codes("悔棋") == std::vector<std::string>{"retract"});
  CHECK(codes("迟到") == std::vector<std::string>{"late"});
  CHECK(codes("无胜负") == std::vector<std::string>{"cycle"});  // 2002 §20.3's no result
  CHECK(has(codes("超时"), "overtime"));
}

TEST_CASE("articles are searched under the event's edition only") {
  CHECK(codes("§20") == std::vector<std::string>{"cycle"});
  CHECK(codes("17.2") == std::vector<std::string>{"double-move"});
  CHECK(codes("第17条第2款") == std::vector<std::string>{"double-move"});
  // "20" is §20, not every article of the 2002 edition.
  CHECK(codes("20") == std::vector<std::string>{"cycle"});
  // §8.1 is the older edition's double move; the 2002 edition has no §8.
  CHECK(codes("§8.1").empty());
  CHECK(codes("§8.1", Edition::Older) == std::vector<std::string>{"double-move"});
}

TEST_CASE("every word of the query must match") {
  CHECK(codes("clock move") == std::vector<std::string>{"clock-before-move"});
  CHECK(codes("ko 打劫") == std::vector<std::string>{"ko-retake"});
  CHECK(codes("ko nothing-like-this").empty());
}
