#pragma once
// File ▸ Publish live pages: the open event's live pages served from the desk's own process, by
// the same server as `tengen serve` (app/web/server.h), on the hall's network. Thin: it only
// starts and stops the server and says where phones find it.

#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

namespace tengen::web {
class EventServer;
}

namespace tengen::desk {

class LivePublisher : public QObject {
  Q_OBJECT
 public:
  static constexpr quint16 kPort = 8080;  // as `tengen serve`; what the slips' QR codes expect

  explicit LivePublisher(QObject* parent = nullptr);
  ~LivePublisher() override;

  // Serves `event` on every address of this machine at `port` (0: any free one); false with
  // `error` (the system's words) when the port cannot be had.
  bool start(const QString& event, quint16 port, QString* error);
  void stop();
  bool running() const { return server_ != nullptr; }
  // The port File ▸ Publish live pages asks for (kPort; 0 in tests: any free one).
  quint16 preferredPort() const { return preferredPort_; }
  void setPreferredPort(quint16 port) { preferredPort_ = port; }
  quint16 port() const;
  // Where phones open the pages: http://ADDRESS:PORT/ for each IPv4 address of this machine, the
  // hall's network first, this machine's own (127.0.0.1) last.
  QStringList addresses() const;

 private:
  std::unique_ptr<web::EventServer> server_;
  quint16 preferredPort_ = kPort;
};

}  // namespace tengen::desk
