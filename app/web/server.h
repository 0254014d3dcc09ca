#pragma once
// `tengen serve`: the live event pages over HTTP, on Qt's QAbstractHttpServer (Qt 6.4). Read-only:
// the store is opened once (SQLite file or PostgreSQL URL), read into a Snapshot after every change
// another process commits (SQLite: db::SqliteChangeWatch on PRAGMA data_version; PostgreSQL:
// db::ChangeFeed), and every request is answered from the snapshot by routes.h's respond().
// `/events` is a Server-Sent Events stream: it sends the snapshot's generation on connect and
// whenever it changes; the pages' script then re-fetches its content region. After the first
// read, the event is re-read and its shared pages rendered in a thread of its own
// (snapshot_loader.h): this thread keeps answering meanwhile and tells the open pages of a new
// generation once its answers are ready, so their re-fetches are all answered from memory.
//
// Limits (Qt 6.4's server has none of its own: its parser buffers any request line, header block
// and body): at most `maxConnections` open connections (more are answered 503 and closed); at most
// `maxRequestBytes` received for one request (431 and closed: with no write endpoint no request
// needs a body); a connection idle `idleTimeoutMs` without a request is closed (event streams are
// exempt and get a comment line every `heartbeatMs`). Answers are rendered once per generation and
// language (at most 64 MB kept) and sent deflated to browsers that accept it. Errors never
// show a path or an error text: pages say "event not available"; the details go to stderr.

#include <QAbstractHttpServer>
#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <memory>
#include <optional>

#include "app/web/rendered.h"
#include "app/web/routes.h"
#include "app/web/snapshot.h"
#include "app/web/snapshot_loader.h"

class QTcpSocket;

namespace tengen::db {
class EventStore;
class SqliteChangeWatch;
class ChangeFeed;
}  // namespace tengen::db

namespace tengen::web {

struct ServerOptions {
  int maxConnections = 512;  // every open page holds one (its event stream)
  qint64 maxRequestBytes = 16 * 1024;
  int idleTimeoutMs = 30000;
  int heartbeatMs = 15000;
  int watchIntervalMs = 200;  // SQLite: how often PRAGMA data_version is read
};

class ConnectionGate;

class EventServer : public QAbstractHttpServer {
  Q_OBJECT
 public:
  EventServer(QString event, TimeControlWords words, ServerOptions options = {},
              QObject* parent = nullptr);
  ~EventServer() override;

  // Opens the event (retried every 2 s while it is not available) and listens on address:port
  // (port 0: any free one). False when the port cannot be bound; `error` says why.
  bool start(const QHostAddress& address, quint16 port, QString* error);
  quint16 port() const;
  bool available() const { return snapshot_ != nullptr; }
  int openConnections() const;
  int openStreams() const;

 protected:
  bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override;
  void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override;

 private:
  void openStore();
  void scheduleReload();
  void reload();
  void adopt(std::shared_ptr<const Prepared> prepared);
  using Cached = Rendered;
  // The answer to a GET of a page or API path for this snapshot, rendered once per generation.
  const Cached& answer(const Request& request);
  // `/round/N/clocks`: the clock wall read from the journals at this instant, kept per round and
  // language for a second (the current round: its times move without the event changing) or a
  // minute (an earlier round); nullptr: not that path.
  const Cached* clockWall(const Request& request);
  void write(QTcpSocket* socket, const Response& response, const QByteArray* deflated, bool head,
             bool close);
  void startStream(QTcpSocket* socket);
  void sendToStreams(const QByteArray& data);

  QString event_;
  TimeControlWords words_;
  ServerOptions options_;
  ConnectionGate* gate_ = nullptr;
  std::unique_ptr<db::EventStore> store_;
  db::SqliteChangeWatch* watch_ = nullptr;
  db::ChangeFeed* feed_ = nullptr;
  std::shared_ptr<const Snapshot> snapshot_;
  std::unique_ptr<SnapshotLoader> loader_;  // re-reads after the first snapshot
  bool loadFailed_ = false;                 // the last re-read failed: the retry timer asks again
  QHash<QString, Cached> cache_;            // emptied when the generation changes
  qsizetype cacheBytes_ = 0;
  Cached scratch_;  // an answer not kept (a filtered page)
  struct WallAnswer {
    Cached cached;
    qint64 madeMs = 0;  // on wallClock_
  };
  QHash<QString, WallAnswer> walls_;  // per round and language
  QElapsedTimer wallClock_;
  QList<QPointer<QTcpSocket>> streams_;
  QTimer reloadTimer_;
  QTimer retryTimer_;
  QTimer heartbeat_;
};

}  // namespace tengen::web
