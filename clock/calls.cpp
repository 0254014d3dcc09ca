#include "clock/calls.h"

#include <algorithm>
#include <array>
#include <initializer_list>
#include <map>
#include <mutex>

namespace tengen::clock {

namespace {

// The tables as the rules write them. Marks are whole seconds elapsed in the period; in the last
// period every second after `countFrom` is counted (1 … 9), and the tenth count is the flag.
struct TableRow {
  CallStyle style;
  int seconds;
  std::initializer_list<int> normal;
  std::initializer_list<int> last;
  int countFrom;
  bool hanziCount;  // 一 … 九 (as spoken, 2002) or 1 … 9 (as the 1988 text writes them)
  const char* usedZh;
  const char* usedEn;
  const char* startZh;
  const char* startEn;
  const char* flagZh;
  const char* flagEn;
};

// 2002 rules §12.3 and the 1988 rules 第三条 二、读秒; fast tables "on the same principles".
const std::array<TableRow, 8> kRows{{
    {CallStyle::China2002,
     60,
     {30, 40, 50, 55, 58},
     {30, 40, 50},
     50,
     true,
     "一分，还剩{cn}分",
     "one minute; {n} minute{s} left",
     "开始读秒，还剩{cn}分",
     "byo-yomi: {n} minute{s} left",
     "十，超时判负",
     "ten: lost on time"},
    {CallStyle::China1988,
     60,
     {30, 40, 50, 55, 58},
     {30, 40, 50},
     50,
     false,
     "一分钟，还剩{cn}分钟",
     "one minute; {n} minute{s} left",
     "开始读秒，还剩{cn}分钟",
     "byo-yomi: {n} minute{s} left",
     "10，超时判负",
     "ten: lost on time"},
    {CallStyle::China2002,
     30,
     {10, 20, 25, 28},
     {10, 20},
     20,
     true,
     "三十秒，还剩{cn}次",
     "30 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "十，超时判负",
     "ten: lost on time"},
    {CallStyle::China2002,
     20,
     {10, 15, 18},
     {10},
     10,
     true,
     "二十秒，还剩{cn}次",
     "20 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "十，超时判负",
     "ten: lost on time"},
    {CallStyle::China2002,
     10,
     {5, 8},
     {},
     0,
     true,
     "十秒，还剩{cn}次",
     "10 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "十，超时判负",
     "ten: lost on time"},
    {CallStyle::China1988,
     30,
     {10, 20, 25, 28},
     {10, 20},
     20,
     false,
     "30秒，还剩{cn}次",
     "30 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "10，超时判负",
     "ten: lost on time"},
    {CallStyle::China1988,
     20,
     {10, 15, 18},
     {10},
     10,
     false,
     "20秒，还剩{cn}次",
     "20 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "10，超时判负",
     "ten: lost on time"},
    {CallStyle::China1988,
     10,
     {5, 8},
     {},
     0,
     false,
     "10秒，还剩{cn}次",
     "10 seconds; {n} period{s} left",
     "开始读秒，还剩{cn}次",
     "byo-yomi: {n} period{s} left",
     "10，超时判负",
     "ten: lost on time"},
}};

const std::array<const char*, 10> kEnglishCount{"zero", "one", "two",   "three", "four",
                                                "five", "six", "seven", "eight", "nine"};

Call secondsCall(int s) {
  return {s * kSecond, std::to_string(s) + "秒", std::to_string(s) + " seconds"};
}

std::vector<Call> secondsCalls(std::initializer_list<int> seconds) {
  std::vector<Call> calls;
  for (int s : seconds) calls.push_back(secondsCall(s));
  return calls;
}

Call countCall(int second, int count, bool hanzi) {
  return {second * kSecond, hanzi ? chineseNumeral(count) : std::to_string(count),
          kEnglishCount[static_cast<std::size_t>(count % 10)]};
}

void addCount(std::vector<Call>& calls, int countFrom, int seconds, bool hanzi) {
  for (int s = countFrom + 1; s < seconds && s - countFrom <= 9; ++s)
    calls.push_back(countCall(s, s - countFrom, hanzi));
}

ByoyomiTable fromRow(const TableRow& r) {
  ByoyomiTable t{
      .name = std::string(callStyleCode(r.style)) + "/" + std::to_string(r.seconds) + "s",
      .length = r.seconds * kSecond,
      .normal = secondsCalls(r.normal),
      .last = secondsCalls(r.last),
      .usedZh = r.usedZh,
      .usedEn = r.usedEn,
      .startZh = r.startZh,
      .startEn = r.startEn,
      .flagZh = r.flagZh,
      .flagEn = r.flagEn};
  addCount(t.last, r.countFrom, r.seconds, r.hanziCount);
  return t;
}

// A length no table names, on the same principles: tens of seconds from half the period, then
// (not last) five and two seconds before the end, or (last) the final count.
ByoyomiTable chineseGeneric(CallStyle style, Ms length) {
  ByoyomiTable t;
  const int seconds = static_cast<int>(length / kSecond);
  const bool hanzi = style != CallStyle::China1988;
  t.name = std::string(callStyleCode(style)) + "/" + formatDuration(length);
  t.length = length;
  const int countFrom = std::max(0, seconds - 10);
  for (int s = 10; s < seconds; s += 10)
    if (2 * s >= seconds) t.normal.push_back(secondsCall(s));
  for (int s : {seconds - 5, seconds - 2})
    if (s > 0 && (t.normal.empty() || s * kSecond > t.normal.back().mark))
      t.normal.push_back(secondsCall(s));
  for (int s = 10; s <= countFrom; s += 10)
    if (2 * s >= seconds) t.last.push_back(secondsCall(s));
  addCount(t.last, countFrom, seconds, hanzi);
  const std::string len = formatDuration(length);
  t.usedZh = len + "，还剩{cn}次";
  t.usedEn = len + "; {n} period{s} left";
  t.startZh = "开始读秒，还剩{cn}次";
  t.startEn = "byo-yomi: {n} period{s} left";
  const bool ten = seconds >= 10 && length % kSecond == 0;
  t.flagZh = ten ? (hanzi ? "十，超时判负" : "10，超时判负") : "时间到，超时判负";
  t.flagEn = ten ? "ten: lost on time" : "time is up: lost on time";
  return t;
}

// Japanese count-up: every ten seconds, then the last ten seconds counted one by one in every
// period; the tenth count uses the period.
ByoyomiTable japaneseCountUp(Ms length) {
  ByoyomiTable t;
  const int seconds = static_cast<int>(length / kSecond);
  t.name = "japanese/" + formatDuration(length);
  t.length = length;
  const int countFrom = std::max(0, seconds - 10);
  for (int s = 10; s <= countFrom; s += 10) t.normal.push_back(secondsCall(s));
  addCount(t.normal, countFrom, seconds, true);
  t.last = t.normal;
  t.usedZh = "十，还剩{cn}次";
  t.usedEn = "ten; {n} period{s} left";
  t.startZh = "开始读秒，共{cn}次";
  t.startEn = "byo-yomi: {n} period{s}";
  t.flagZh = "十，超时判负";
  t.flagEn = "ten: lost on time";
  return t;
}

}  // namespace

std::string chineseNumeral(int n) {
  static const std::array<const char*, 10> digit{"零", "一", "二", "三", "四",
                                                 "五", "六", "七", "八", "九"};
  if (n < 0 || n >= 100) return std::to_string(n);
  if (n < 10) return digit[static_cast<std::size_t>(n)];
  std::string out = n >= 20 ? std::string(digit[static_cast<std::size_t>(n / 10)]) + "十" : "十";
  if (n % 10) out += digit[static_cast<std::size_t>(n % 10)];
  return out;
}

std::string fillCount(const std::string& text, int n) {
  std::string out;
  for (std::size_t i = 0; i < text.size();) {
    if (text.compare(i, 4, "{cn}") == 0) {
      out += n == 2 ? "两" : chineseNumeral(n);
      i += 4;
    } else if (text.compare(i, 3, "{n}") == 0) {
      out += std::to_string(n);
      i += 3;
    } else if (text.compare(i, 3, "{s}") == 0) {
      if (n != 1) out += "s";
      i += 3;
    } else {
      out += text[i++];
    }
  }
  return out;
}

const ByoyomiTable& byoyomiTable(CallStyle style, Ms length) {
  static std::mutex mutex;
  static std::map<std::pair<CallStyle, Ms>, ByoyomiTable> cache;
  const std::lock_guard lock(mutex);
  const auto key = std::make_pair(style, length);
  if (auto it = cache.find(key); it != cache.end()) return it->second;
  ByoyomiTable table;
  bool found = false;
  for (const TableRow& r : kRows) {
    if (r.style == style && r.seconds * kSecond == length) {
      table = fromRow(r);
      found = true;
    }
  }
  if (!found)
    table = style == CallStyle::Japanese ? japaneseCountUp(length) : chineseGeneric(style, length);
  return cache.emplace(key, std::move(table)).first->second;
}

const CountdownTable& countdownTable() {
  static const CountdownTable table = [] {
    CountdownTable t;
    t.calls = {{5 * kMinute, "还剩五分钟", "5 minutes left"},
               {kMinute, "还剩一分钟", "1 minute left"},
               {30 * kSecond, "还剩三十秒", "30 seconds left"},
               {10 * kSecond, "还剩十秒", "10 seconds left"}};
    for (int s = 9; s >= 1; --s)
      t.calls.push_back(
          {s * kSecond, chineseNumeral(s), kEnglishCount[static_cast<std::size_t>(s)]});
    t.startZh = "基本时间用完，进入加时";
    t.startEn = "main time over: overtime begins";
    t.flagZh = "时间到，超时判负";
    t.flagEn = "time is up: lost on time";
    return t;
  }();
  return table;
}

}  // namespace tengen::clock
