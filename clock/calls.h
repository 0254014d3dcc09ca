#pragma once
// What the referee's voice says, as data: one table per rule set (call style) and period length.
// Byo-yomi tables place calls at seconds elapsed in a period; countdown tables (main time,
// Canadian and stage periods) place them at time left. Every call has Chinese and English text.

#include <string>
#include <vector>

#include "clock/settings.h"

namespace tengen::clock {

struct Call {
  Ms mark = 0;  // byo-yomi: elapsed in the period; countdown: time left
  std::string zh;
  std::string en;
};

struct ByoyomiTable {
  std::string name;              // e.g. "2002/60s"
  Ms length = 0;                 // the period length it is for
  std::vector<Call> normal;      // calls in a period that is not the last
  std::vector<Call> last;        // calls in the last period
  std::string usedZh, usedEn;    // a period used up, others left: "{cn}" / "{n}" / "{s}"
  std::string startZh, startEn;  // main time over, byo-yomi begins: same placeholders
  std::string flagZh, flagEn;    // the last period ran out
};

struct CountdownTable {
  std::vector<Call> calls;       // marks are time left
  std::string startZh, startEn;  // main time over, the periods begin
  std::string flagZh, flagEn;
};

// The table for one-move periods of `length` under `style`: the 2002 table (60 s), the 1988
// table, the fast-game tables (30 s, 20 s, 10 s), the Japanese count-up; other lengths get a
// table built on the same principles.
const ByoyomiTable& byoyomiTable(CallStyle style, Ms length);
// The countdown for main time and for Canadian / stage periods.
const CountdownTable& countdownTable();

// Fills a template: {cn} = Chinese numeral of n (两 for 2), {n} = digits, {s} = "s" unless n is 1.
std::string fillCount(const std::string& text, int n);
// 一, 二, … 十, 十一, … 九十九; digits from 100 on.
std::string chineseNumeral(int n);

std::string_view callStyleCode(CallStyle style);  // "2002", "1988", "japanese"

}  // namespace tengen::clock
