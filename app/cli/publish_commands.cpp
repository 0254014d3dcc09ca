// tengen publish EVENT --dir OUT: the live pages as static files (app/web/publish.h) for an
// organiser's own web site.

#include <QDir>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/web_words.h"
#include "app/web/publish.h"
#include "db/store/event_store.h"

namespace tengen::cli {
namespace {

void registerPublishCommands(CLI::App& app) {
  auto* cmd = addCommand(
      app, "publish",
      CliWords::tr(
          "write every page of the event (home, pairings by board and by name, players, standings, "
          "crosstable; zh and en) as static HTML files with relative links, for any web server",
          "publish.help"));
  auto path = std::make_shared<std::string>();
  auto dir = std::make_shared<std::string>();
  addEventArgument(cmd, *path);
  addOption(cmd, "--dir", *dir,
            CliWords::tr("the folder to write (made or replaced whole; an existing one must "
                         "be empty or an earlier export)",
                         "publish.opt.dir"))
      ->required();
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
        throw CliError(
            CliWords::tr("%1 is a file, not a folder; nothing written", "publish.not-a-folder")
                .arg(folder));
      case Problem::ForeignFolder:
        throw CliError(CliWords::tr("%1 holds files that are not an earlier export of tengen "
                                    "publish; nothing written (choose an empty or new folder)",
                                    "publish.foreign-folder")
                           .arg(folder));
      case Problem::CannotWrite:
        throw CliError(
            CliWords::tr(
                "cannot write the pages beside %1 (permissions or disk space); %1 is as it was",
                "publish.cannot-write")
                .arg(folder));
      case Problem::CannotReplace:
        throw CliError(
            CliWords::tr("the pages are written but could not replace %1; %1 is as it was",
                         "publish.cannot-replace")
                .arg(folder));
    }
    out(CliWords::tr("published %1 files (%2 KB) to %3", "publish.done")
            .arg(outcome.files)
            .arg((outcome.bytes + 1023) / 1024)
            .arg(folder));
  });
}

}  // namespace

const CommandRegistration kCommands{76, registerPublishCommands};

}  // namespace tengen::cli
