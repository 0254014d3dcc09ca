// tengen ratings FILE QUERY: search an EGD / FFG / AGA rating list.

#include <QJsonArray>
#include <QJsonObject>
#include <QStringList>
#include <cstdio>

#include "app/cli/cli.h"
#include "app/cli/rating_list_cli.h"
#include "app/cli/text_table.h"

namespace tengen::cli {
namespace {

using namespace tengen::pairing;

const MessageRegistration kMessages{
    {"ratings.help",
     "search a rating list (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA) by name or id",
     "检索等级分名单（EGD allworld_lp、FFG ech_ffg_V3、AGA TDListA），按姓名或编号"},
    {"ratings.opt.file", "the rating list file", "等级分名单文件"},
    {"ratings.opt.query",
     "the start of a name (surname or given name first; case and accents ignored) or an id",
     "姓名开头（姓或名在前均可，不区分大小写和重音）或编号"},
    {"ratings.opt.format", "the list's format: egd, ffg or aga (default: detected)",
     "名单格式：egd、ffg 或 aga（默认自动识别）"},
    {"ratings.opt.limit", "show at most this many entries", "最多显示的条数"},
    {"ratings.bad-format", "unknown rating list format '%1' (egd, ffg, aga)",
     "未知的名单格式“%1”（egd、ffg、aga）"},
    {"ratings.not-a-list",
     "%1: not a rating list Tengen reads (EGD allworld_lp, FFG ech_ffg_V3, AGA TDListA)",
     "%1：不是可识别的等级分名单（EGD allworld_lp、FFG ech_ffg_V3、AGA TDListA）"},
    {"ratings.bad-line", "%1, line %2: %3 (line skipped)", "%1，第 %2 行：%3（已跳过该行）"},
    {"ratings.more-bad-lines", "%1: %2 more bad lines skipped", "%1：另有 %2 行有误，已跳过"},
    {"ratings.none", "no entry matches '%1'", "没有与“%1”匹配的条目"},
    {"ratings.more", "(more entries match; refine the query or raise --limit)",
     "（还有更多匹配条目；请细化检索或增大 --limit）"},
    {"ratings.col.id", "ID", "编号"},
    {"ratings.col.name", "Name", "姓名"},
    {"ratings.col.rank", "Rank", "段位"},
    {"ratings.col.rating", "Rating", "等级分"},
    {"ratings.col.club", "Club", "单位"},
    {"ratings.col.country", "Country", "国家"},
};

QString qs(const std::string& s) {
  return QString::fromStdString(s);
}

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
  auto* cmd = app.add_subcommand("ratings", msgs("ratings.help"));
  struct Options {
    std::string file, query, format;
    bool json = false;
    std::size_t limit = 50;
  };
  auto o = std::make_shared<Options>();
  cmd->add_option("FILE", o->file, msgs("ratings.opt.file"))->required();
  cmd->add_option("QUERY", o->query, msgs("ratings.opt.query"))->required();
  cmd->add_option("--format", o->format, msgs("ratings.opt.format"));
  cmd->add_option("--limit", o->limit, msgs("ratings.opt.limit"))->check(CLI::PositiveNumber);
  cmd->add_flag("--json", o->json, msgs("opt.json"));
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
      out(msg("ratings.none").arg(qs(o->query)));
      return;
    }
    TextTable table({msg("ratings.col.id"), msg("ratings.col.name"), msg("ratings.col.rank"),
                     msg("ratings.col.rating"), msg("ratings.col.club"),
                     msg("ratings.col.country")});
    table.alignRight(3);
    for (const RatingEntry* e : found.entries)
      table.addRow(
          {qs(e->id), qs(e->name), rankText(*e), qs(e->ratingText), qs(e->club), qs(e->country)});
    out(table.render());
    if (found.more) out(msg("ratings.more"));
  });
}

const CommandRegistration kCommands{25, registerRatingCommands};

}  // namespace

RatingList loadRatingList(const std::string& file, const std::string& format) {
  std::optional<RatingListFormat> chosen;
  if (!format.empty()) {
    chosen = ratingListFormatFromCode(format);
    if (!chosen) throw CliError(msg("ratings.bad-format").arg(qs(format)));
  }
  RatingList list = RatingList::parse(readFile(file), chosen);
  if (list.entries().empty()) throw CliError(msg("ratings.not-a-list").arg(qs(file)), kBadFile);
  const std::size_t shown = std::min<std::size_t>(list.errors().size(), 5);
  for (std::size_t i = 0; i < shown; ++i) {
    const auto& e = list.errors()[i];
    std::fprintf(
        stderr, "%s\n",
        msg("ratings.bad-line").arg(qs(file)).arg(e.line).arg(qs(e.problem)).toUtf8().constData());
  }
  if (list.errors().size() > shown)
    std::fprintf(stderr, "%s\n",
                 msg("ratings.more-bad-lines")
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
