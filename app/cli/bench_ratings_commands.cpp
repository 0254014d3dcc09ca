// tengen bench ratings --entries N --queries Q --format F: time to parse and index a generated
// rating list of N entries (fictitious names, some accented) and per search (name prefixes typed
// as at the desk, and ids). In memory: no file.

#include <algorithm>
#include <chrono>
#include <random>

#include "app/cli/bench_parent.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "pairing/rating_list.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

// Pads to `width` code points (the fixed-width formats count characters, not bytes).
std::string padded(const std::string& s, std::size_t width, bool right = false) {
  std::size_t chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
  const std::string fill(width > chars ? width - chars : 0, ' ');
  return right ? fill + s : s + fill;
}

std::string generatedName(std::mt19937_64& rng, bool upperSurname) {
  static const char* syllables[] = {"ka", "mi", "ro", "lé", "sa", "tö", "ne", "vi", "ło", "du",
                                    "pa", "ri", "go", "ša", "te", "bu", "an", "el", "jo", "ma"};
  auto word = [&](int n) {
    std::string w;
    for (int i = 0; i < n; ++i) w += syllables[rng() % std::size(syllables)];
    w[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(w[0])));
    return w;
  };
  std::string surname = word(2 + static_cast<int>(rng() % 2));
  if (upperSurname)
    for (char& c : surname) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return surname + " " + word(2);
}

std::string generatedList(RatingListFormat format, int entries, std::mt19937_64& rng) {
  std::string text;
  if (format == RatingListFormat::Ffg) text += "Echelle au 01/01/2026 (generated)\n";
  if (format == RatingListFormat::Egd) text += "<html><body><pre>\n";
  for (int i = 0; i < entries; ++i) {
    const std::string id = std::to_string(10000000 + i);
    switch (format) {
      case RatingListFormat::Egd: {
        const std::string gor = std::to_string(static_cast<int>(rng() % 3700) - 900);
        text += " " + padded(id, 8, true) + "  " + padded(generatedName(rng, false), 38) + "FR  " +
                "Club   3k         " + padded(gor, 4, true) + " T260101\n";
        break;
      }
      case RatingListFormat::Ffg: {
        const std::string rating = std::to_string(static_cast<int>(rng() % 3800) - 3000);
        text += padded(generatedName(rng, true), 38) + padded(rating, 5, true) + " L " +
                id.substr(1) + " 75Pa FR\n";
        break;
      }
      case RatingListFormat::Aga: {
        const double r = static_cast<double>(static_cast<int>(rng() % 4000) - 3000) / 100.0;
        const std::string name = generatedName(rng, false);
        const auto space = name.find(' ');
        text += name.substr(0, space) + "," + name.substr(space) + "\t" + id + "\tFull\t" +
                std::to_string(r >= 0 ? r + 1 : r - 1) + "\t12/31/2027\tCHAP\tNY\t0.5\t1/1/2026\n";
        break;
      }
    }
  }
  if (format == RatingListFormat::Egd) text += "</pre></body></html>\n";
  return text;
}

using BenchClock = std::chrono::steady_clock;

double microsSince(BenchClock::time_point start) {
  return std::chrono::duration<double, std::micro>(BenchClock::now() - start).count();
}

// What a director types: the first 2..8 bytes of a name, lower case (whole UTF-8 characters).
std::string typedPrefix(const RatingEntry& e, std::mt19937_64& rng) {
  std::string query = foldName(e.name).substr(0, 2 + rng() % 7);
  while (!query.empty() && (static_cast<unsigned char>(query.back()) & 0xC0) == 0x80)
    query.pop_back();
  if (!query.empty() && static_cast<unsigned char>(query.back()) >= 0xC0) query.pop_back();
  return query;
}

void benchNameSearch(const RatingList& list, int queries, std::mt19937_64& rng) {
  double total = 0, worst = 0, matches = 0;
  for (int q = 0; q < queries; ++q) {
    const std::string query = typedPrefix(list.entries()[rng() % list.entries().size()], rng);
    const auto start = BenchClock::now();
    const auto found = list.search(query, 50);
    const double us = microsSince(start);
    total += us;
    worst = std::max(worst, us);
    matches += static_cast<double>(found.entries.size());
  }
  out(CliWords::tr("name prefix search: %1 queries, mean %2 µs, max %3 µs, %4 matches on average "
                   "(limit 50)",
                   "bench.ratings.search")
          .arg(queries)
          .arg(total / queries, 0, 'f', 1)
          .arg(worst, 0, 'f', 1)
          .arg(matches / queries, 0, 'f', 1));
}

void benchIdLookup(const RatingList& list, int queries, std::mt19937_64& rng) {
  double total = 0, worst = 0;
  for (int q = 0; q < queries; ++q) {
    const std::string id = list.entries()[rng() % list.entries().size()].id;
    const auto start = BenchClock::now();
    const RatingEntry* e = list.findId(id);
    const double us = microsSince(start);
    if (!e) throw CliError(QStringLiteral("id %1 not found").arg(QString::fromStdString(id)));
    total += us;
    worst = std::max(worst, us);
  }
  out(CliWords::tr("id lookup: %1 queries, mean %2 µs, max %3 µs", "bench.ratings.ids")
          .arg(queries)
          .arg(total / queries, 0, 'f', 2)
          .arg(worst, 0, 'f', 1));
}

// What `tengen bench ratings` is told.
struct RatingsBenchOptions {
  int entries = 60000;
  int queries = 1000;
  std::string format = "egd";
};

void runBenchRatings(const RatingsBenchOptions& o) {
  const auto f = ratingListFormatFromCode(o.format);
  if (!f)
    throw CliError(
        CliWords::tr("unknown rating list format '%1' (egd, ffg, aga)", "bench.ratings.bad-format")
            .arg(QString::fromStdString(o.format)));
  std::mt19937_64 rng(1);
  const std::string text = generatedList(*f, o.entries, rng);
  const auto start = BenchClock::now();
  const RatingList list = RatingList::parse(text, *f);
  const double parseSecs = std::chrono::duration<double>(BenchClock::now() - start).count();
  out(CliWords::tr("%1 list, %2 entries (%3 MB): parse and index %4 s", "bench.ratings.parsed")
          .arg(QString::fromUtf8(toCode(*f).data()))
          .arg(list.entries().size())
          .arg(static_cast<double>(text.size()) / 1e6, 0, 'f', 1)
          .arg(parseSecs, 0, 'f', 3));
  if (list.entries().empty()) return;
  benchNameSearch(list, o.queries, rng);
  benchIdLookup(list, o.queries, rng);
}

void registerBenchRatings(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<RatingsBenchOptions>(
      app, "ratings",
      CliWords::tr("time parsing and searching a generated rating list", "bench.ratings.help"),
      runBenchRatings);
  addOption(cmd, "--entries", o->entries,
            CliWords::tr("number of entries", "bench.ratings.entries"), 1, 2000000);
  addOption(cmd, "--queries", o->queries,
            CliWords::tr("number of searches of each kind", "bench.ratings.queries"), 1, 1000000);
  addOption(cmd, "--format", o->format, CliWords::tr("egd, ffg or aga", "bench.ratings.format"));
}

const CommandRegistration kCommands{90, registerBenchRatings};

}  // namespace
}  // namespace tengen::cli
