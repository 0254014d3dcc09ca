// tengen serve EVENT: the live event pages (app/web/): home, pairings by board and by name,
// players, standings and a JSON API, read-only, updated in open browsers within a second of a
// change stored by any process.

#include <QCoreApplication>
#include <QHostAddress>
#include <cstdio>

#include "app/cli/cli.h"
#include "app/cli/paper_documents.h"
#include "app/cli/web_words.h"
#include "app/web/server.h"

namespace tengen::cli {

std::string timeControlWords(const std::string& spec, web::Lang lang) {
  const Lang saved = language();
  setLanguage(lang == web::Lang::Zh ? Lang::Zh : Lang::En);
  const std::string words = timeControlInWords(spec).toStdString();
  setLanguage(saved);
  return words;
}

namespace {

const MessageRegistration kMessages{
    {"serve.help",
     "serve the event's live pages over HTTP (read-only): home, pairings, players, standings, "
     "JSON API; open pages update on every stored change",
     "通过 HTTP 发布赛事实时页面（只读）：首页、对阵、选手、成绩、JSON "
     "接口；结果一经保存，已打开的页面随即更新"},
    {"serve.opt.port", "TCP port (0: any free port)", "TCP 端口（0：任一空闲端口）"},
    {"serve.opt.bind",
     "address to listen on: 127.0.0.1 (default) serves this machine only; 0.0.0.0 serves the "
     "hall's network (every device that can reach this machine)",
     "监听地址：127.0.0.1（默认）仅本机可访问；0.0.0.0 "
     "向赛场网络开放（凡能连到本机的设备均可访问）"},
    {"serve.opt.max-connections", "most connections open at once (more are refused with 503)",
     "同时打开的连接上限（超出时以 503 拒绝）"},
    {"serve.bad-bind", "not an IP address: %1", "不是 IP 地址：%1"},
    {"serve.cannot-listen", "cannot listen on %1 port %2: %3", "无法在 %1 端口 %2 监听：%3"},
    {"serve.listening", "serving %1 at http://%2:%3/ (Ctrl+C stops)",
     "正在发布 %1：http://%2:%3/（Ctrl+C 停止）"},
    {"serve.unavailable", "the event is not available yet; trying again every 2 seconds",
     "赛事暂不可用；每 2 秒重试一次"},
};

void registerServeCommands(CLI::App& app) {
  auto* cmd = app.add_subcommand("serve", msgs("serve.help"));
  auto path = std::make_shared<std::string>();
  auto port = std::make_shared<int>(8080);
  auto bind = std::make_shared<std::string>("127.0.0.1");
  auto maxConnections = std::make_shared<int>(web::ServerOptions{}.maxConnections);
  cmd->add_option("EVENT", *path, msgs("opt.event"))->required();
  cmd->add_option("--port", *port, msgs("serve.opt.port"))->check(CLI::Range(0, 65535));
  cmd->add_option("--bind", *bind, msgs("serve.opt.bind"));
  cmd->add_option("--max-connections", *maxConnections, msgs("serve.opt.max-connections"))
      ->check(CLI::Range(1, 100000));
  cmd->callback([=] {
    const QHostAddress address(QString::fromStdString(*bind));
    if (address.isNull()) throw CliError(msg("serve.bad-bind").arg(QString::fromStdString(*bind)));
    web::ServerOptions options;
    options.maxConnections = *maxConnections;
    web::EventServer server(QString::fromStdString(*path), timeControlWords, options);
    QString error;
    if (!server.start(address, static_cast<quint16>(*port), &error))
      throw CliError(msg("serve.cannot-listen").arg(address.toString()).arg(*port).arg(error));
    if (!server.available())
      std::fprintf(stderr, "%s\n", msg("serve.unavailable").toUtf8().constData());
    out(msg("serve.listening")
            .arg(QString::fromStdString(*path), address.toString())
            .arg(server.port()));
    std::fflush(stdout);
    QCoreApplication::exec();
  });
}

}  // namespace

const CommandRegistration kCommands{75, registerServeCommands};

}  // namespace tengen::cli
