// The players search's matcher (db/store/name_search.h): pinyin, initials, Latin folding.
#include <doctest/doctest.h>

#include "db/store/name_search.h"

using namespace tengen::db;

namespace {
bool finds(const char* query, const char* name) {
  NameFolder& f = NameFolder::instance();
  return matches(f.key(name), f.query(query));
}
}  // namespace

TEST_CASE("a Chinese name is found by full pinyin, initials and a mix of both") {
  CHECK(finds("zhang", "张三"));
  CHECK(finds("zhangsan", "张三"));
  CHECK(finds("zhang san", "张三"));
  CHECK(finds("ZS", "张三"));
  CHECK(finds("zs", "张三"));
  CHECK(finds("zhangs", "张三"));
  CHECK(finds("zsan", "张三"));
  CHECK(finds("san", "张三"));
  CHECK(finds("xm", "王小明"));
  CHECK_FALSE(finds("li", "张三"));
  CHECK_FALSE(finds("zl", "张三"));
  CHECK_FALSE(finds("sz", "张三"));  // syllables in order
}

TEST_CASE("the surname takes its name reading and a v stands for the u umlaut") {
  CHECK(finds("shan", "单田芳"));  // 单 as a surname is Shan, not Dan
  CHECK(finds("stf", "单田芳"));
  CHECK(finds("lu", "吕布"));
  CHECK(finds("lvbu", "吕布"));
  CHECK(finds("lb", "吕布"));
}

TEST_CASE("a query in Chinese matches the name as written") {
  CHECK(finds("张", "张三"));
  CHECK(finds("小明", "王小明"));
  CHECK_FALSE(finds("章", "张三"));  // same pinyin, other character
}

TEST_CASE("Latin names match without regard to case or diacritics") {
  CHECK(finds("muller", "Müller"));
  CHECK(finds("MÜLL", "Müller"));
  CHECK(finds("ller", "Müller"));
  CHECK(finds("lukasz", "Łukasz Żółw"));
  CHECK(finds("zolw", "Łukasz Żółw"));
  CHECK(finds("obrien", "O'Brien"));
  CHECK(finds("o'brien", "O'Brien"));
  CHECK(finds("jp", "Jean-Pierre Dupont"));
  CHECK_FALSE(finds("mueller", "Meier"));
}

TEST_CASE("an empty query finds everyone and punctuation alone finds no one") {
  NameFolder& f = NameFolder::instance();
  CHECK(matches(f.key("张三"), f.query("")));
  CHECK(f.query("   ").empty());
  CHECK_FALSE(matches(f.key("张三"), f.query("--")));
}
