#include "app/desk/live_publisher.h"

#include <QHostAddress>
#include <QNetworkInterface>
#include <variant>

#include "app/web/server.h"
#include "app/wording/time_control_text.h"
#include "clock/spec_parser.h"

namespace tengen::desk {

LivePublisher::LivePublisher(QObject* parent) : QObject(parent) {}

LivePublisher::~LivePublisher() = default;

bool LivePublisher::start(const QString& event, quint16 port, QString* error) {
  stop();
  // The time control in words, in each page's own language whatever the desk shows (the
  // server's loader thread calls this: it reads nothing of the desk's widgets or language).
  auto words = [](const std::string& spec, web::Lang lang) {
    return wording::TimeControlText::describeSpec(spec, lang == web::Lang::Zh
                                                            ? wording::TimeControlText::In::Chinese
                                                            : wording::TimeControlText::In::English)
        .toStdString();
  };
  auto server = std::make_unique<web::EventServer>(event, words);
  if (!server->start(QHostAddress::Any, port, error)) return false;
  server_ = std::move(server);
  return true;
}

void LivePublisher::stop() {
  server_.reset();
}

quint16 LivePublisher::port() const {
  return server_ ? server_->port() : 0;
}

QStringList LivePublisher::addresses() const {
  QStringList hall, local;
  for (const QHostAddress& a : QNetworkInterface::allAddresses()) {
    if (a.protocol() != QAbstractSocket::IPv4Protocol) continue;
    const QString url = QStringLiteral("http://%1:%2/").arg(a.toString()).arg(port());
    (a.isLoopback() ? local : hall) << url;
  }
  return hall + local;
}

}  // namespace tengen::desk
