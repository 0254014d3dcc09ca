// CodeTable: an enum's codes at the JSON and SQL edges, both directions from one table, and a
// code no value has refused naming it.
#include <doctest/doctest.h>

#include "rules/code_table.h"
#include "tests/rules/code_table_checks.h"

using namespace tengen::rules;

namespace {
enum class Fruit { Apple, Pear, Quince };
constexpr CodeTable<Fruit, 3> kFruitCodes = {{
    {Fruit::Apple, "apple"},
    {Fruit::Pear, "pear"},
    {Fruit::Quince, "quince"},
}};
}  // namespace

TEST_CASE("a code table writes each value's code and reads it back") {
  static_assert(codeOf(kFruitCodes, Fruit::Pear) == "pear");  // usable at compile time
  CHECK(valueOf(kFruitCodes, "quince") == Fruit::Quince);
  test::checkEveryValueRoundTrips(kFruitCodes, "fruit", Fruit::Quince);
}

TEST_CASE("a code table refuses a code no value has, naming it, and reads codes exactly") {
  test::checkUnknownCodeRefused(kFruitCodes, "fruit", "banana");
  test::checkUnknownCodeRefused(kFruitCodes, "fruit", "Apple");  // the edges write lower case
  test::checkUnknownCodeRefused(kFruitCodes, "fruit", " apple");
  test::checkUnknownCodeRefused(kFruitCodes, "fruit", "");
}
