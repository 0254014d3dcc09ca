// tengen serve EVENT: the live event pages (app/web/): home, pairings by board and by name,
// players, standings and a JSON API, read-only, updated in open browsers within a second of a
// change stored by any process.

#include <QCoreApplication>
#include <QHostAddress>
#include <cstdio>

#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/web_words.h"
#include "app/web/server.h"
#include "app/wording/time_control_text.h"

namespace tengen::cli {

// In the page's language, without touching the CLI's: the server's loader thread calls this.
std::string timeControlWords(const std::string& spec, web::Lang lang) {
  using In = wording::TimeControlText::In;
  return wording::TimeControlText::describeSpec(spec,
                                                lang == web::Lang::Zh ? In::Chinese : In::English)
      .toStdString();
}

namespace {

void registerServeCommands(CLI::App& app) {
  auto* cmd = addCommand(
      app, "serve",
      CliWords::tr("serve the event's live pages over HTTP (read-only): home, pairings, players, "
                   "standings, JSON API; open pages update on every stored change",
                   "serve.help"));
  auto path = std::make_shared<std::string>();
  auto port = std::make_shared<int>(8080);
  auto bind = std::make_shared<std::string>("127.0.0.1");
  auto maxConnections = std::make_shared<int>(web::ServerOptions{}.maxConnections);
  addEventArgument(cmd, *path);
  addOption(cmd, "--port", *port, CliWords::tr("TCP port (0: any free port)", "serve.opt.port"))
      ->check(CLI::Range(0, 65535));
  addOption(
      cmd, "--bind", *bind,
      CliWords::tr("address to listen on: 127.0.0.1 (default) serves this machine only; 0.0.0.0 "
                   "serves the hall's network (every device that can reach this machine)",
                   "serve.opt.bind"));
  addOption(cmd, "--max-connections", *maxConnections,
            CliWords::tr("most connections open at once (more are refused with 503)",
                         "serve.opt.max-connections"))
      ->check(CLI::Range(1, 100000));
  cmd->callback([=] {
    const QHostAddress address(QString::fromStdString(*bind));
    if (address.isNull())
      throw CliError(CliWords::tr("not an IP address: %1", "serve.bad-bind")
                         .arg(QString::fromStdString(*bind)));
    web::ServerOptions options;
    options.maxConnections = *maxConnections;
    web::EventServer server(QString::fromStdString(*path), timeControlWords, options);
    QString error;
    if (!server.start(address, static_cast<quint16>(*port), &error))
      throw CliError(CliWords::tr("cannot listen on %1 port %2: %3", "serve.cannot-listen")
                         .arg(address.toString())
                         .arg(*port)
                         .arg(error));
    if (!server.available())
      std::fprintf(stderr, "%s\n",
                   CliWords::tr("the event is not available yet; trying again every 2 seconds",
                                "serve.unavailable")
                       .toUtf8()
                       .constData());
    out(CliWords::tr("serving %1 at http://%2:%3/ (Ctrl+C stops)", "serve.listening")
            .arg(QString::fromStdString(*path), address.toString())
            .arg(server.port()));
    std::fflush(stdout);
    QCoreApplication::exec();
  });
}

}  // namespace

const CommandRegistration kCommands{75, registerServeCommands};

}  // namespace tengen::cli
