// tengen publish EVENT --dir OUT: the live pages as static files (app/web/publish.h) for an
// organiser's own web site.

#include <QDir>

#include "app/cli/cli.h"
#include "app/cli/web_words.h"
#include "app/web/publish.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

const MessageRegistration kMessages{
    {"publish.help",
     "write every page of the event (home, pairings by board and by name, players, standings, "
     "crosstable; zh and en) as static HTML files with relative links, for any web server",
     "将赛事的全部页面（首页、按台号和按姓名的对阵、选手、成绩、交叉表；中英文）写成使用相对链接的"
     "静态 HTML 文件，可放在任何网站上"},
    {"publish.opt.dir",
     "the folder to write (made or replaced whole; an existing one must be empty or an earlier "
     "export)",
     "输出文件夹（整体新建或替换；已存在的文件夹须为空或为之前的导出）"},
    {"publish.done", "published %1 files (%2 KB) to %3", "已发布 %1 个文件（%2 KB）至 %3"},
    {"publish.not-a-folder", "%1 is a file, not a folder; nothing written",
     "%1 是文件而不是文件夹；未写入任何内容"},
    {"publish.foreign-folder",
     "%1 holds files that are not an earlier export of tengen publish; nothing written (choose "
     "an empty or new folder)",
     "%1 中有不是 tengen publish 导出的文件；未写入任何内容（请选择空的或新的文件夹）"},
    {"publish.cannot-write",
     "cannot write the pages beside %1 (permissions or disk space); %1 is "
     "as it was",
     "无法在 %1 旁写入页面（权限或磁盘空间）；%1 保持原样"},
    {"publish.cannot-replace", "the pages are written but could not replace %1; %1 is as it was",
     "页面已写好，但无法替换 %1；%1 保持原样"},
};

void registerPublishCommands(CLI::App& app) {
  auto* cmd = app.add_subcommand("publish", msgs("publish.help"));
  auto path = std::make_shared<std::string>();
  auto dir = std::make_shared<std::string>();
  cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
  cmd->add_option("--dir", *dir, msgs("publish.opt.dir"))->required();
  cmd->callback([=] {
    const auto store = openEvent(*path);
    std::optional<web::Snapshot> snapshot;
    translateStoreErrors([&] { snapshot = web::loadSnapshot(*store, timeControlWords); });
    const QString folder = QDir::cleanPath(QString::fromStdString(*dir));
    const web::PublishOutcome outcome = web::publishSite(*snapshot, folder);
    using Problem = web::PublishOutcome::Problem;
    switch (outcome.problem) {
      case Problem::None:
        break;
      case Problem::NotAFolder:
        throw CliError(msg("publish.not-a-folder").arg(folder));
      case Problem::ForeignFolder:
        throw CliError(msg("publish.foreign-folder").arg(folder));
      case Problem::CannotWrite:
        throw CliError(msg("publish.cannot-write").arg(folder));
      case Problem::CannotReplace:
        throw CliError(msg("publish.cannot-replace").arg(folder));
    }
    out(msg("publish.done").arg(outcome.files).arg((outcome.bytes + 1023) / 1024).arg(folder));
  });
}

}  // namespace

const CommandRegistration kCommands{76, registerPublishCommands};

}  // namespace tengen::cli
