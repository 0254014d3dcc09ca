// tengen ratings FILE QUERY: search an EGD / FFG / AGA rating list.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cstdio>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/rating_list_cli.h"
#include "app/cli/shared_options.h"
#include "app/cli/text_table.h"
#include "app/wording/std_text.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

QString rankText(const RatingEntry& e) {
  return e.rank ? qs(e.rank->toString()) : QStringLiteral("-");
}

QJsonObject toJson(const RatingEntry& e, RatingListFormat format) {
  QJsonObject o;
  o[QStringLiteral("format")] = QString::fromUtf8(toCode(format).data());
  o[QStringLiteral("id")] = qs(e.id);
  o[QStringLiteral("name")] = qs(e.name);
  o[QStringLiteral("rank")] = e.rank ? QJsonValue(qs(e.rank->toString())) : QJsonValue();
  o[QStringLiteral("rating")] = e.rating ? QJsonValue(*e.rating) : QJsonValue();
  o[QStringLiteral("club")] = qs(e.club);
  o[QStringLiteral("country")] = qs(e.country);
  o[QStringLiteral("line")] = e.line;
  return o;
}

void registerRatingCommands(CLI::App& app) {
  auto* cmd = addCommand(
      app, "ratings",
      CliWords::tr(
          "search a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA) by name or id",
          "ratings.help"));
  struct Options {
    std::string file, query, format;
    bool json = false;
    std::size_t limit = 50;
  };
  auto o = std::make_shared<Options>();
  addOption(cmd, "FILE", o->file, CliWords::tr("the rating list file", "ratings.opt.file"))
      ->required();
  addOption(
      cmd, "QUERY", o->query,
      CliWords::tr(
          "the start of a name (surname or given name first; case and accents ignored) or an id",
          "ratings.opt.query"))
      ->required();
  addOption(
      cmd, "--format", o->format,
      CliWords::tr("the list's format: egd, ffg or aga (default: detected)", "ratings.opt.format"));
  addOption(cmd, "--limit", o->limit,
            CliWords::tr("show at most this many entries", "ratings.opt.limit"))
      ->check(CLI::PositiveNumber);
  addJsonFlag(cmd, o->json);
  cmd->callback([o] {
    const RatingList list = loadRatingList(o->file, o->format);
    const RatingList::Matches found = list.search(o->query, o->limit);
    if (o->json) {
      QJsonArray array;
      for (const RatingEntry* e : found.entries) array.append(toJson(*e, list.format()));
      printJson(QJsonDocument(array));
      return;
    }
    if (found.entries.empty()) {
      out(CliWords::tr("no entry matches '%1'", "ratings.none").arg(qs(o->query)));
      return;
    }
    TextTable table(
        {CliWords::tr("ID", "ratings.col.id"), CliWords::tr("Name", "ratings.col.name"),
         CliWords::tr("Rank", "ratings.col.rank"), CliWords::tr("Rating", "ratings.col.rating"),
         CliWords::tr("Club", "ratings.col.club"), CliWords::tr("Country", "ratings.col.country")});
    table.alignRight(3);
    for (const RatingEntry* e : found.entries)
      table.addRow(
          {qs(e->id), qs(e->name), rankText(*e), qs(e->ratingText), qs(e->club), qs(e->country)});
    out(table.render());
    if (found.more)
      out(CliWords::tr("(more entries match; refine the query or raise --limit)", "ratings.more"));
  });
}

const CommandRegistration kCommands{25, registerRatingCommands};

}  // namespace

RatingList loadRatingList(const std::string& file, const std::string& format) {
  std::optional<RatingListFormat> chosen;
  if (!format.empty()) {
    chosen = ratingListFormatFromCode(format);
    if (!chosen)
      throw CliError(
          CliWords::tr("unknown rating list format '%1' (egd, ffg, aga)", "ratings.bad-format")
              .arg(qs(format)));
  }
  RatingList list = RatingList::parse(readFile(file), chosen);
  if (list.entries().empty())
    throw CliError(
        CliWords::tr(
            "%1: not a rating list Tengen reads (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA)",
            "ratings.not-a-list")
            .arg(qs(file)),
        kBadFile);
  const std::size_t shown = std::min<std::size_t>(list.errors().size(), 5);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& e = list.errors()[i];
    std::fprintf(stderr, "%s\n",
                 CliWords::tr("%1, line %2: %3 (line skipped)", "ratings.bad-line")
                     .arg(qs(file))
                     .arg(e.line)
                     .arg(qs(e.problem))
                     .toUtf8()
                     .constData());
  }
  if (list.errors().size() > shown)
    std::fprintf(stderr, "%s\n",
                 CliWords::tr("%1: %2 more bad lines skipped", "ratings.more-bad-lines")
                     .arg(qs(file))
                     .arg(list.errors().size() - shown)
                     .toUtf8()
                     .constData());
  return list;
}

QString describeEntry(const RatingEntry& e) {
  QStringList parts{qs(e.id), qs(e.name), rankText(e)};
  if (!e.ratingText.empty()) parts << qs(e.ratingText);
  if (!e.club.empty()) parts << qs(e.club);
  if (!e.country.empty()) parts << qs(e.country);
  return parts.join(QStringLiteral("  "));
}

}  // namespace tengen::cli
