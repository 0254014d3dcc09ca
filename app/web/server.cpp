#include "app/web/server.h"

#include <sys/resource.h>
#include <QHash>
#include <QHttpServerRequest>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrlQuery>
#include <algorithm>
#include <boost/date_time/posix_time/posix_time.hpp>
#include <chrono>
#include <cstdio>

#include "app/web/pages.h"
#include "db/store/event_store.h"
#include "db/store/pg_change_feed.h"
#include "db/store/sqlite_change_watch.h"

namespace tengen::web {

namespace {

void logError(const QString& what) {
  logServeError(what);
}

QByteArray plainResponse(int status, const char* text) {
  const QByteArray body = QByteArray(text) + "\n";
  return "HTTP/1.1 " + QByteArray::number(status) + " " + reasonPhrase(status) +
         "\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: " +
         QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
}

std::string methodName(QHttpServerRequest::Method m) {
  using M = QHttpServerRequest::Method;
  switch (m) {
    case M::Get:
      return "GET";
    case M::Head:
      return "HEAD";
    case M::Post:
      return "POST";
    case M::Put:
      return "PUT";
    case M::Delete:
      return "DELETE";
    case M::Patch:
      return "PATCH";
    case M::Options:
      return "OPTIONS";
    case M::Connect:
      return "CONNECT";
    case M::Trace:
      return "TRACE";
    default:
      return "UNKNOWN";
  }
}

}  // namespace

// The listening socket: counts open connections, refuses those over the cap, limits the bytes of
// one request and closes idle connections. Its readyRead hook is connected before the HTTP
// server's own, so it sees every byte first.
class ConnectionGate : public QTcpServer {
 public:
  ConnectionGate(QAbstractHttpServer* http, const ServerOptions& options)
      : QTcpServer(http), http_(http), options_(options) {}

  int open() const { return open_; }

  // A request was read whole: its byte count starts again and so does the idle timer.
  void requestDone(QTcpSocket* socket) {
    auto it = conns_.find(socket);
    if (it == conns_.end()) return;
    it->bytes = 0;
    if (it->idle) it->idle->start(options_.idleTimeoutMs);
  }

  // The connection is an event stream now: no more requests are parsed on it, no idle timeout.
  void markStream(QTcpSocket* socket) {
    auto it = conns_.find(socket);
    if (it == conns_.end()) return;
    it->stream = true;
    if (it->idle) it->idle->stop();
    QObject::disconnect(socket, &QIODevice::readyRead, http_, nullptr);
  }

 protected:
  void incomingConnection(qintptr descriptor) override {
    auto* socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
      delete socket;
      return;
    }
    if (open_ >= options_.maxConnections) {
      socket->write(plainResponse(503, "too many connections, try again"));
      connect(socket, &QAbstractSocket::disconnected, socket, &QObject::deleteLater);
      QTimer::singleShot(2000, socket, [socket] { socket->abort(); });
      socket->disconnectFromHost();
      return;
    }
    ++open_;
    Conn conn;
    conn.idle = new QTimer(socket);
    conn.idle->setSingleShot(true);
    connect(conn.idle, &QTimer::timeout, socket, [socket] { socket->disconnectFromHost(); });
    conn.idle->start(options_.idleTimeoutMs);
    conns_.insert(socket, conn);
    connect(socket, &QObject::destroyed, this, [this, socket] {
      conns_.remove(socket);
      --open_;
    });
    connect(socket, &QIODevice::readyRead, this, [this, socket] { onBytes(socket); });
    addPendingConnection(socket);
  }

 private:
  struct Conn {
    qint64 bytes = 0;
    bool stream = false;
    QTimer* idle = nullptr;
  };

  void onBytes(QTcpSocket* socket) {
    auto it = conns_.find(socket);
    if (it == conns_.end()) return;
    if (it->stream) {  // a client has nothing to send on an event stream
      socket->readAll();
      return;
    }
    it->bytes += socket->bytesAvailable();
    if (it->bytes <= options_.maxRequestBytes) return;
    // Too much for one request: stop the HTTP parser, answer and close.
    QObject::disconnect(socket, &QIODevice::readyRead, http_, nullptr);
    it->stream = true;  // from now on bytes are dropped
    socket->write(plainResponse(431, "request too large"));
    socket->disconnectFromHost();
  }

  QAbstractHttpServer* http_;
  ServerOptions options_;
  int open_ = 0;
  QHash<QTcpSocket*, Conn> conns_;
};

EventServer::EventServer(QString event, TimeControlWords words, ServerOptions options,
                         QObject* parent)
    : QAbstractHttpServer(parent),
      event_(std::move(event)),
      words_(std::move(words)),
      options_(options) {
  reloadTimer_.setSingleShot(true);
  reloadTimer_.setInterval(60);
  connect(&reloadTimer_, &QTimer::timeout, this, [this] { reload(); });
  retryTimer_.setInterval(2000);
  connect(&retryTimer_, &QTimer::timeout, this, [this] {
    if (!store_) {
      openStore();
    } else if (feed_ && !feed_->alive()) {
      delete feed_;
      feed_ = nullptr;
      openStore();
    } else if (!snapshot_) {
      reload();
    } else if (loadFailed_) {
      loadFailed_ = false;
      reload();
    }
  });
  heartbeat_.setInterval(options_.heartbeatMs);
  connect(&heartbeat_, &QTimer::timeout, this, [this] { sendToStreams(": keep-alive\n\n"); });
}

EventServer::~EventServer() {
  delete watch_;
  delete feed_;
}

namespace {
// Every open page holds a socket, a file descriptor: a desktop's soft limit (1 024 on Debian) would
// refuse connections long before maxConnections. Raised towards the hard limit as far as needed;
// where even that is short, fewer connections are admitted (and the log says so) rather than
// failing on accept.
int admittableConnections(int wanted) {
  constexpr rlim_t kReserve = 64;  // the event's database files, the process's own
  rlimit limit{};
  if (getrlimit(RLIMIT_NOFILE, &limit) != 0) return wanted;
  const rlim_t needed = static_cast<rlim_t>(wanted) + kReserve;
  if (limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < needed) {
    rlimit raised = limit;
    raised.rlim_cur = limit.rlim_max == RLIM_INFINITY ? needed : std::min(needed, limit.rlim_max);
    if (setrlimit(RLIMIT_NOFILE, &raised) == 0) limit = raised;
  }
  if (limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= needed) return wanted;
  const int admitted = static_cast<int>(limit.rlim_cur > kReserve ? limit.rlim_cur - kReserve : 1);
  logError(QStringLiteral("open files limited to %1: at most %2 connections (not %3)")
               .arg(static_cast<qulonglong>(limit.rlim_cur))
               .arg(admitted)
               .arg(wanted));
  return admitted;
}
}  // namespace

bool EventServer::start(const QHostAddress& address, quint16 port, QString* error) {
  options_.maxConnections = admittableConnections(options_.maxConnections);
  gate_ = new ConnectionGate(this, options_);
  // Qt's default backlog is 50: when a result makes 500 open pages re-fetch at once, the SYNs
  // beyond it are dropped and each phone retries after the kernel's 1 s retransmission timeout.
  gate_->setListenBacklogSize(std::max(128, options_.maxConnections));
  if (!gate_->listen(address, port)) {
    if (error) *error = gate_->errorString();
    delete gate_;
    gate_ = nullptr;
    return false;
  }
  bind(gate_);
  openStore();
  retryTimer_.start();
  heartbeat_.start();
  return true;
}

quint16 EventServer::port() const {
  return gate_ ? gate_->serverPort() : 0;
}
int EventServer::openConnections() const {
  return gate_ ? gate_->open() : 0;
}
int EventServer::openStreams() const {
  int n = 0;
  for (const auto& s : streams_) n += s ? 1 : 0;
  return n;
}

void EventServer::openStore() {
  try {
    if (!store_) store_ = db::EventStore::open(event_);
    if (db::EventStore::isDatabaseUrl(event_)) {
      if (!feed_) {
        feed_ = new db::ChangeFeed(event_, store_->eventId());
        connect(feed_, &db::ChangeFeed::changed, this, [this] { scheduleReload(); });
      }
    } else if (!watch_) {
      watch_ = new db::SqliteChangeWatch(*store_, options_.watchIntervalMs);
      connect(watch_, &db::SqliteChangeWatch::changed, this, [this] { scheduleReload(); });
    }
    reload();
  } catch (const std::exception& e) {
    logError(
        QStringLiteral("event not available (%1); trying again").arg(QString::fromUtf8(e.what())));
  }
}

void EventServer::scheduleReload() {
  if (!reloadTimer_.isActive()) reloadTimer_.start();
}

void EventServer::reload() {
  if (!store_) return;
  if (snapshot_) {
    // Every later read goes to the loader's thread; adopt() takes its result.
    if (!loader_)
      loader_ = std::make_unique<SnapshotLoader>(
          event_, words_, this, [this](std::shared_ptr<const Prepared> p) { adopt(std::move(p)); },
          [this](const QString& reason) {
            loadFailed_ = true;  // keep the last snapshot (pages stay readable); retried in 2 s
            logError(QStringLiteral("cannot read the event (%1)").arg(reason));
          });
    loader_->request();
    return;
  }
  try {
    auto fresh = std::make_shared<const Snapshot>(loadSnapshot(*store_, words_));
    snapshot_ = std::move(fresh);
    cache_.clear();
    cacheBytes_ = 0;
    sendToStreams("event: gen\ndata: " + QByteArray::fromStdString(snapshot_->generation) + "\n\n");
  } catch (const std::exception& e) {
    // The retry timer reads again.
    logError(QStringLiteral("cannot read the event (%1)").arg(QString::fromUtf8(e.what())));
    if (store_->probeConnection() == db::EventStore::Link::Restored) scheduleReload();
  }
}

void EventServer::adopt(std::shared_ptr<const Prepared> prepared) {
  const bool changed = !snapshot_ || snapshot_->generation != prepared->snapshot->generation;
  snapshot_ = prepared->snapshot;
  if (!changed) return;  // the same pages: what is kept stays
  cache_ = prepared->answers;
  cacheBytes_ = prepared->bytes;
  sendToStreams("event: gen\ndata: " + QByteArray::fromStdString(snapshot_->generation) + "\n\n");
}

bool EventServer::handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) {
  // A WebSocket upgrade is not served: missingHandler answers it (Qt calls it for upgrades).
  if (request.value("upgrade").toLower() == "websocket") return false;
  if (gate_) gate_->requestDone(socket);
  Request r;
  r.method = methodName(request.method());
  r.path = request.url().path().toStdString();
  const QUrlQuery query = request.query();
  r.lang = query.queryItemValue(QStringLiteral("lang"), QUrl::FullyDecoded).toStdString();
  r.q = query.queryItemValue(QStringLiteral("q"), QUrl::FullyDecoded).toStdString();
  r.page = query.queryItemValue(QStringLiteral("page"), QUrl::FullyDecoded).left(9).toStdString();
  r.acceptLanguage = request.value("accept-language").toStdString();
  const bool head = r.method == "HEAD";
  const bool close = request.value("connection").toLower().contains("close");
  const bool deflate = request.value("accept-encoding").toLower().contains("deflate");
  if ((r.method == "GET" || head) && snapshot_) {
    if (const Cached* wall = clockWall(r)) {
      write(socket, wall->response,
            deflate && !wall->deflated.isEmpty() ? &wall->deflated : nullptr, head, close);
      return true;
    }
  }
  if ((r.method == "GET" || head) && r.path != "/events" && snapshot_) {
    const Cached& cached = answer(r);
    write(socket, cached.response,
          deflate && !cached.deflated.isEmpty() ? &cached.deflated : nullptr, head, close);
    return true;
  }
  Response response;
  try {
    response = respond(snapshot_.get(), r);
  } catch (const std::exception& e) {
    logError(QStringLiteral("cannot answer %1 (%2)")
                 .arg(QString::fromStdString(r.path), QString::fromUtf8(e.what())));
    response = respond(nullptr, r);
  }
  if (response.eventStream && !head) {
    startStream(socket);
    return true;
  }
  write(socket, response, nullptr, head, close || response.status == 405);
  return true;
}

const EventServer::Cached& EventServer::answer(const Request& r) {
  // Bounded by bytes: every distinct path or `q` makes an entry, and a by-name page of 2 000
  // players is ~850 KB with its deflated copy. Filtered pages (`q`, for browsers without
  // JavaScript) are not kept.
  constexpr qsizetype kCacheBytes = 64 * 1024 * 1024;
  const QString key = answerKey(r);
  if (auto it = cache_.constFind(key); it != cache_.constEnd()) return *it;
  Cached c = render(snapshot_.get(), r);
  const qsizetype bytes = static_cast<qsizetype>(c.response.body.size()) + c.deflated.size();
  // Kept: the pages every browser asks for. A `q` filter, or a `page` that is not a small number,
  // is one client's own (anything could be typed there) and would crowd the others out.
  const bool pageNumber =
      r.page.size() <= 4 &&
      std::all_of(r.page.begin(), r.page.end(), [](char d) { return d >= '0' && d <= '9'; });
  if (!r.q.empty() || !pageNumber) {
    scratch_ = std::move(c);
    return scratch_;
  }
  if (cacheBytes_ + bytes > kCacheBytes) {
    cache_.clear();
    cacheBytes_ = 0;
  }
  cacheBytes_ += bytes;
  return *cache_.insert(key, std::move(c));
}

const EventServer::Cached* EventServer::clockWall(const Request& r) {
  static const QRegularExpression path(QStringLiteral("^/round/([1-9][0-9]{0,8})/clocks$"));
  const auto m = path.match(QString::fromStdString(r.path));
  if (!m.hasMatch()) return nullptr;
  const int round = m.captured(1).toInt();
  const Lang lang = pickLanguage(r.lang, r.acceptLanguage);
  const QString key = m.captured(1) + QChar(0x1f) + QString::fromUtf8(langCode(lang).data());
  if (!wallClock_.isValid()) wallClock_.start();
  // The current round's clocks move every second; an earlier round's have stopped, and reading a
  // round's journals costs ~0.1 s at 1 000 boards: kept a minute, so no client can keep this
  // thread reading walls by asking for every round in turn.
  const qint64 keepMs = round == snapshot_->currentRound() ? 1000 : 60000;
  if (auto it = walls_.constFind(key);
      it != walls_.constEnd() && wallClock_.elapsed() - it->madeMs < keepMs)
    return &it->cached;
  if (walls_.size() > 64) walls_.clear();  // rounds × languages: a hostile client's numbers
  WallAnswer made;
  made.madeMs = wallClock_.elapsed();
  Response& response = made.cached.response;
  response.headers = {{"Cache-Control", "no-cache"}, {"Vary", "Accept-Language"}};
  try {
    // The desk's clocks read the same monotonic clock (steady_clock, in ms).
    const auto mono = std::chrono::duration_cast<std::chrono::milliseconds>(
                          std::chrono::steady_clock::now().time_since_epoch())
                          .count();
    const db::ClockNow now{static_cast<clock::Ms>(mono),
                           boost::posix_time::microsec_clock::universal_time()};
    std::optional<std::string> page;
    if (snapshot_->tournament.round(round))
      page =
          clockWallPage(*snapshot_, round, db::loadClockWall(*store_, round, now), now.mono, lang);
    if (page) {
      response.body = std::move(*page);
    } else {
      response.status = 404;
      response.body = notFoundPage(lang);
    }
  } catch (const std::exception& e) {
    logError(QStringLiteral("cannot read the clocks (%1)").arg(QString::fromUtf8(e.what())));
    response.status = 503;
    response.body = unavailablePage(lang);
  }
  if (response.body.size() > 1024)
    made.cached.deflated = qCompress(QByteArray::fromStdString(response.body), 6).mid(4);
  return &walls_.insert(key, std::move(made))->cached;
}

void EventServer::missingHandler(const QHttpServerRequest&, QTcpSocket* socket) {
  socket->write(plainResponse(400, "not served here"));
  socket->disconnectFromHost();
}

void EventServer::write(QTcpSocket* socket, const Response& response, const QByteArray* deflated,
                        bool head, bool close) {
  QByteArray out = "HTTP/1.1 " + QByteArray::number(response.status) + " " +
                   reasonPhrase(response.status) + "\r\n";
  auto header = [&](const std::string& name, const std::string& value) {
    out += QByteArray::fromStdString(name) + ": " + QByteArray::fromStdString(value) + "\r\n";
  };
  header("Content-Type", response.contentType);
  header("Content-Length", std::to_string(deflated ? static_cast<std::size_t>(deflated->size())
                                                   : response.body.size()));
  if (deflated) header("Content-Encoding", "deflate");
  if (response.body.size() > 1024) header("Vary", "Accept-Encoding");
  header("X-Content-Type-Options", "nosniff");
  header("Referrer-Policy", "no-referrer");
  header("X-Frame-Options", "DENY");
  header("Content-Security-Policy",
         "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
         "img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'");
  for (const auto& [name, value] : response.headers) header(name, value);
  header("Connection", close ? "close" : "keep-alive");
  out += "\r\n";
  if (!head) out += deflated ? *deflated : QByteArray::fromStdString(response.body);
  socket->write(out);
  if (close) socket->disconnectFromHost();
}

void EventServer::startStream(QTcpSocket* socket) {
  if (gate_) gate_->markStream(socket);
  socket->write(
      "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream; charset=utf-8\r\n"
      "Cache-Control: no-cache\r\nX-Content-Type-Options: nosniff\r\nConnection: keep-alive\r\n"
      "\r\nretry: 1000\n\nevent: gen\ndata: " +
      QByteArray::fromStdString(snapshot_ ? snapshot_->generation : std::string()) + "\n\n");
  streams_.append(QPointer<QTcpSocket>(socket));
}

void EventServer::sendToStreams(const QByteArray& data) {
  streams_.removeIf([](const QPointer<QTcpSocket>& s) {
    return !s || s->state() != QAbstractSocket::ConnectedState;
  });
  for (const auto& s : streams_) s->write(data);
}

}  // namespace tengen::web
