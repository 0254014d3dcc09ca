#include "app/desk/live_publisher.h"

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QThread>

#include "app/web/server.h"
#include "app/wording/time_control_text.h"

namespace tengen::desk {

namespace {
// The window's own work (a result entered, the standings after it) goes first: the server's
// thread, and the loader thread it starts (which inherits it), run at a lower priority (nice 10:
// about a tenth of the processor's share against the window when both want it, all of it when
// the window is idle). Raising one's own nice value needs no privilege.
void yieldToTheWindow() {
  setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
}
}  // namespace

LivePublisher::LivePublisher(QObject* parent) : QObject(parent) {}

LivePublisher::~LivePublisher() {
  stop();
}

void LivePublisher::onServerThread(const std::function<void()>& work) {
  QMetaObject::invokeMethod(anchor_, work, Qt::BlockingQueuedConnection);
}

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
  thread_ = std::make_unique<QThread>();
  thread_->setObjectName(QStringLiteral("live pages"));
  anchor_ = new QObject;
  anchor_->moveToThread(thread_.get());
  thread_->start();
  QString why;
  onServerThread([&] {
    yieldToTheWindow();
    web::ServerOptions options;
    options.maxConnections = kMaxConnections;
    auto server = std::make_unique<web::EventServer>(event, words, options);
    if (!server->start(QHostAddress::Any, port, &why)) return;
    port_ = server->port();
    server_ = server.release();
  });
  if (server_) return true;
  if (error) *error = why;
  stop();
  return false;
}

void LivePublisher::stop() {
  if (!thread_) return;
  onServerThread([this] {
    delete server_;
    server_ = nullptr;
  });
  thread_->quit();
  thread_->wait();
  delete anchor_;  // its thread has ended: nothing can be queued to it any more
  anchor_ = nullptr;
  thread_.reset();
  port_ = 0;
}

quint16 LivePublisher::port() const {
  return port_;
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
