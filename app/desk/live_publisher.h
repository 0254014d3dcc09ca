#pragma once
// File ▸ Publish live pages: the open event's live pages served from the desk's own process, by
// the same server as `tengen serve` (app/web/server.h), on the hall's network. Thin: it only
// starts and stops the server and says where phones find it. The server runs on a thread of its
// own, so that 500 phones and their page requests never wait on (nor hold up) the desk's window:
// its event loop serves the sockets, its loader thread re-reads the event after a change.

#include <QObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <memory>

class QThread;

namespace tengen::web {
class EventServer;
}

namespace tengen::desk {

class LivePublisher : public QObject {
  Q_OBJECT
 public:
  static constexpr quint16 kPort = 8080;  // as `tengen serve`; what the slips' QR codes expect
  // Open pages at once: every player's phone of a 2 000-player event and then some (each holds
  // its event stream); `tengen serve` takes --max-connections instead.
  static constexpr int kMaxConnections = 4096;

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
  // Runs `work` on the server's thread and waits for it.
  void onServerThread(const std::function<void()>& work);

  std::unique_ptr<QThread> thread_;
  QObject* anchor_ = nullptr;           // lives on thread_: what work is queued to
  web::EventServer* server_ = nullptr;  // lives on thread_; made and deleted there
  quint16 port_ = 0;
  quint16 preferredPort_ = kPort;
};

}  // namespace tengen::desk
