// tengen bench web: the live pages under a hall's load. A real `tengen serve` (a child process)
// serves a large event (2 000 players by default); this process plays the phones: N of them hold
// an event stream open (as an open page does) and page requests arrive at a steady rate at the
// same time. Results are stored meanwhile (the one result door, as a desk would); for each, the
// time until every open stream has heard of it, and until every phone has re-fetched its page
// with the result (what the live script does), are measured. Figures only: nothing here passes
// or fails.

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QtEndian>
#include <algorithm>
#include <cstdio>
#include <memory>
#include <random>

#include "app/bench/played_event.h"
#include "app/cli/bench_parent.h"
#include "app/cli/cli.h"
#include "app/cli/help_words.h"
#include "app/cli/web_words.h"
#include "app/web/pages.h"
#include "app/web/snapshot.h"
#include "db/service/draw_operations.h"
#include "db/service/ledger_store.h"
#include "db/service/result_entry.h"
#include "db/store/event_store.h"
#include "pairing/simulate.h"

namespace tengen::cli {
namespace {

// The event built when --event names no file; its last round is played while measuring.
struct EventToBuild {
  int players = 2000;
  int rounds = 5;
};

// What the phones do while measuring: streams held open, pages asked for, results stored.
struct Load {
  int phones = 500;
  int rate = 200;  // page requests per second
  int seconds = 10;
  int results = 5;
};

// What `tengen bench web` is told.
struct Options {
  std::string event;
  EventToBuild built;
  Load load;
  int port = 0;  // a server already running on 127.0.0.1 (the desk's live pages): none started
};

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const auto i = static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5);
  return v[std::min(i, v.size() - 1)];
}

QString ms(double v) {
  return QString::number(v, 'f', 1);
}

// Builds the event: players, rounds drawn by the draw service, results on all but the last.
void build(const QString& path, const EventToBuild& o) {
  QElapsedTimer timer;
  timer.start();
  try {
    bench::createPlayedEvent({.path = path,
                              .name = "Web bench 天元杯",
                              .players = o.players,
                              .firstId = 1,
                              .rounds = o.rounds,
                              .playedRounds = o.rounds - 1,  // the last is played while measuring
                              .seed = 20261201,
                              .who = "web bench"});
  } catch (const bench::ResultRefused& refused) {
    throw CliError(
        CliWords::tr("bench web: the result service refused a simulated result (round %1 board %2)",
                     "bench.web.refused")
            .arg(refused.round)
            .arg(refused.board));
  }
  out(CliWords::tr("built %1: %2 players, %3 rounds in %4 s", "bench.web.built")
          .arg(path)
          .arg(o.players)
          .arg(o.rounds)
          .arg(static_cast<double>(timer.elapsed()) / 1000, 0, 'f', 1));
}

// One HTTP/1.1 answer read off a connection: complete when the headers and Content-Length bytes
// are in (tengen serve always sends the length).
struct Answer {
  QByteArray buffer;
  int status = 0;
  // The bytes of one whole answer, removed from the buffer; false while it is incomplete.
  bool take(QByteArray* body = nullptr) {
    const qsizetype end = buffer.indexOf("\r\n\r\n");
    if (end < 0) return false;
    static const QRegularExpression length(QStringLiteral("(?i)\r\ncontent-length:\\s*(\\d+)"));
    const QString head = QString::fromLatin1(buffer.left(end));
    const auto m = length.match(head);
    const qsizetype size = m.hasMatch() ? m.captured(1).toLongLong() : 0;
    if (buffer.size() < end + 4 + size) return false;
    status = head.section(' ', 1, 1).toInt();
    if (body) *body = buffer.mid(end + 4, size);
    buffer.remove(0, end + 4 + size);
    return true;
  }
};

// `deflate`: as phones ask; without it the body can be read (the re-fetch checks its generation).
QByteArray requestFor(const std::string& path, bool zh, bool close, bool deflate = true) {
  return "GET " + QByteArray::fromStdString(path) + " HTTP/1.1\r\nHost: bench\r\n" +
         (deflate ? "Accept-Encoding: gzip, deflate\r\n" : "") +
         "Accept-Language: " + (zh ? "zh-CN,zh;q=0.9" : "en-GB,en;q=0.8") +
         "\r\nConnection: " + (close ? "close" : "keep-alive") + "\r\n\r\n";
}

class Bench {
 public:
  Bench(const Load& load, quint16 port, db::EventStore& store, int round,
        std::vector<int> openBoards)
      : load_(load), port_(port), store_(store), round_(round), openBoards_(std::move(openBoards)) {
    clock_.start();
    const std::vector<pairing::Player> players = store.players();
    for (const auto& p : players) playerIds_.push_back(p.id);
  }

  void run() {
    openStreams();
    // Warm-up: the streams connect, the first answers are rendered and kept.
    wait(2000);
    out(CliWords::tr("%1 of %2 event streams open", "bench.web.streams")
            .arg(openStreamCount())
            .arg(load_.phones));
    measuring_ = true;
    const qint64 start = clock_.nsecsElapsed();
    QTimer load;
    load.setTimerType(Qt::PreciseTimer);
    load.setInterval(2);
    qint64 sent = 0;
    QObject::connect(&load, &QTimer::timeout, [&] {
      const double elapsed = static_cast<double>(clock_.nsecsElapsed() - start) / 1e9;
      const auto due = static_cast<qint64>(elapsed * load_.rate);
      for (; sent < due; ++sent) sendPage();
    });
    load.start();
    // The results, evenly spread over the measured time.
    const int every = load_.seconds * 1000 / std::max(1, load_.results);
    for (int k = 0; k < load_.results && k < static_cast<int>(openBoards_.size()); ++k) {
      wait(every / 2);
      storeResult(k);
      wait(every - every / 2);
    }
    if (load_.results == 0) wait(load_.seconds * 1000);
    const double seconds = static_cast<double>(clock_.nsecsElapsed() - start) / 1e9;
    load.stop();
    measuring_ = false;
    wait(1500);  // the last answers and re-fetches
    report(seconds);
  }

 private:
  struct Phone {
    QTcpSocket* stream = nullptr;
    QByteArray buffer;
    QByteArray gen;
    std::string path;
    bool zh = false;
  };
  struct Change {
    int board = 0;
    qint64 storedNs = 0;
    QByteArray oldGen;
    std::vector<double> told, visible;  // ms after storedNs, per phone that got it
  };

  // Runs the event loop for `msecs` (sleeping between events: the server needs the cores).
  static void wait(int msecs) {
    QEventLoop loop;
    QTimer::singleShot(msecs, Qt::PreciseTimer, &loop, &QEventLoop::quit);
    loop.exec();
  }

  std::string randomPath(std::mt19937& rng) {
    const int pick = static_cast<int>(rng() % 10);
    const std::string round = std::to_string(round_);
    if (pick < 3) return "/round/" + round + "/by-name";
    if (pick < 5) return "/round/" + round + "/pairings";
    if (pick < 8) return "/player/" + std::to_string(playerIds_[rng() % playerIds_.size()]);
    if (pick < 9) return "/standings";
    return "/";
  }

  void openStreams() {
    phones_.resize(static_cast<std::size_t>(load_.phones));
    for (std::size_t i = 0; i < phones_.size(); ++i) {
      Phone& ph = phones_[i];
      ph.path = randomPath(rng_);
      ph.zh = i % 2 == 0;
      ph.stream = new QTcpSocket();
      QObject::connect(ph.stream, &QTcpSocket::connected, [&ph] {
        ph.stream->write(
            "GET /events HTTP/1.1\r\nHost: bench\r\nAccept: text/event-stream\r\n\r\n");
      });
      QObject::connect(ph.stream, &QTcpSocket::readyRead, [this, i] { onStream(i); });
      ph.stream->connectToHost(QStringLiteral("127.0.0.1"), port_);
    }
  }

  int openStreamCount() const {
    int n = 0;
    for (const Phone& ph : phones_) n += ph.gen.isEmpty() ? 0 : 1;
    return n;
  }

  void onStream(std::size_t i) {
    Phone& ph = phones_[i];
    ph.buffer += ph.stream->readAll();
    static const QByteArray marker = "event: gen\ndata: ";
    for (qsizetype at = ph.buffer.indexOf(marker); at >= 0; at = ph.buffer.indexOf(marker)) {
      const qsizetype end = ph.buffer.indexOf('\n', at + marker.size());
      if (end < 0) break;
      const QByteArray gen = ph.buffer.mid(at + marker.size(), end - at - marker.size());
      ph.buffer.remove(0, end + 1);
      const bool changed = !ph.gen.isEmpty() && gen != ph.gen;
      ph.gen = gen;
      if (changed && !changes_.empty()) {
        Change& c = changes_.back();
        c.told.push_back(msSince(c.storedNs));
        // As the live script does: after a random wait of up to kRefetchSpreadMs.
        const auto spread = static_cast<int>(rng_() % web::kRefetchSpreadMs);
        QTimer::singleShot(spread, [this, i, k = changes_.size() - 1, gen] { refetch(i, k, gen); });
      }
    }
    if (ph.buffer.size() > 4096) ph.buffer = ph.buffer.right(256);  // keep-alive comments
  }

  // The live script's re-fetch on a new generation: a fresh connection for the page.
  void refetch(std::size_t phone, std::size_t change, QByteArray gen) {
    auto* socket = new QTcpSocket();
    auto answer = std::make_shared<Answer>();
    const std::string path = phones_[phone].path;
    const bool zh = phones_[phone].zh;
    const qint64 sentNs = clock_.nsecsElapsed();
    QObject::connect(socket, &QTcpSocket::connected,
                     [socket, path, zh] { socket->write(requestFor(path, zh, true)); });
    QObject::connect(socket, &QTcpSocket::readyRead, [=, this] {
      answer->buffer += socket->readAll();
      QByteArray body;
      if (!answer->take(&body)) return;
      const double at = msSince(changes_[change].storedNs);
      refetchMs_.push_back(msSince(sentNs));
      // Visible: the page came back and is of the generation the stream announced. The body is
      // deflated (a zlib stream; qUncompress wants a length first and grows past a short one);
      // every tenth phone's is read, so this process's inflating does not delay the others.
      bool current = answer->status == 200;
      if (current && phone % 10 == 0) {
        QByteArray sized(4, '\0');
        qToBigEndian(static_cast<quint32>(body.size() * 8), sized.data());
        const QByteArray page = qUncompress(sized + body);
        current = (page.isEmpty() ? body : page).contains("data-gen=\"" + gen + "\"");
      }
      if (current) changes_[change].visible.push_back(at);
      socket->disconnectFromHost();
      socket->deleteLater();
    });
    socket->connectToHost(QStringLiteral("127.0.0.1"), port_);
  }

  struct Conn {
    QTcpSocket* socket = nullptr;
    Answer answer;
    qint64 sentNs = 0;
    bool busy = false;
  };

  void sendPage() {
    Conn* c = nullptr;
    for (auto& k : pool_)
      if (!k->busy && k->socket->state() == QAbstractSocket::ConnectedState) {
        c = k.get();
        break;
      }
    if (!c) {
      pool_.push_back(std::make_unique<Conn>());
      c = pool_.back().get();
      c->socket = new QTcpSocket();
      QObject::connect(c->socket, &QTcpSocket::readyRead, [this, c] {
        c->answer.buffer += c->socket->readAll();
        while (c->answer.take()) {
          if (measuring_) {
            pageMs_.push_back(msSince(c->sentNs));
            if (c->answer.status != 200) ++notOk_;
          }
          c->busy = false;
        }
      });
      c->socket->connectToHost(QStringLiteral("127.0.0.1"), port_);
    }
    c->busy = true;
    c->sentNs = clock_.nsecsElapsed();
    c->socket->write(requestFor(randomPath(rng_), rng_() % 2 == 0, false));
  }

  void storeResult(int k) {
    Change c;
    c.board = openBoards_[static_cast<std::size_t>(k)];
    c.oldGen = phones_.empty() ? QByteArray() : phones_.front().gen;
    db::LedgerStore ledger(store_);
    ledger.enterResult(round_, c.board, pairing::Result::parse(k % 2 ? "W+R" : "B+R"));
    c.storedNs = clock_.nsecsElapsed();
    changes_.push_back(std::move(c));
  }

  double msSince(qint64 ns) const { return static_cast<double>(clock_.nsecsElapsed() - ns) / 1e6; }

  void report(double seconds) {
    out(CliWords::tr(
            "page requests: %1 in %2 s (%3/s), p50 %4 ms, p99 %5 ms, max %6 ms, %7 not 200",
            "bench.web.pages")
            .arg(pageMs_.size())
            .arg(seconds, 0, 'f', 1)
            .arg(static_cast<double>(pageMs_.size()) / seconds, 0, 'f', 0)
            .arg(ms(percentile(pageMs_, 0.5)), ms(percentile(pageMs_, 0.99)),
                 ms(percentile(pageMs_, 1.0)))
            .arg(notOk_));
    for (std::size_t k = 0; k < changes_.size(); ++k) {
      const Change& c = changes_[k];
      const int missed = load_.phones - static_cast<int>(c.visible.size());
      out(CliWords::tr("result %1 (round %2 board %3): every stream told in %4 ms, every page "
                       "re-fetched with it in %5 ms (median %6 ms), %7 phones missed it",
                       "bench.web.result")
              .arg(k + 1)
              .arg(round_)
              .arg(c.board)
              .arg(ms(percentile(c.told, 1.0)), ms(percentile(c.visible, 1.0)),
                   ms(percentile(c.visible, 0.5)))
              .arg(missed));
    }
    out(CliWords::tr("re-fetches after results: %1, p50 %2 ms, p99 %3 ms", "bench.web.refetch")
            .arg(refetchMs_.size())
            .arg(ms(percentile(refetchMs_, 0.5)), ms(percentile(refetchMs_, 0.99))));
  }

  Load load_;
  quint16 port_;
  db::EventStore& store_;
  int round_;
  std::vector<int> openBoards_;
  std::vector<pairing::PlayerId> playerIds_;
  QElapsedTimer clock_;
  std::mt19937 rng_{20261201};
  std::vector<Phone> phones_;
  std::vector<std::unique_ptr<Conn>> pool_;
  std::vector<Change> changes_;
  std::vector<double> pageMs_, refetchMs_;
  int notOk_ = 0;
  bool measuring_ = false;
};

// `tengen serve EVENT --port 0` as a child; its port from the line it prints.
quint16 startServer(QProcess& server, const QString& event) {
  server.setProcessChannelMode(QProcess::SeparateChannels);
  server.start(QCoreApplication::applicationFilePath(),
               {"--lang", "en", "serve", event, "--port", "0", "--max-connections", "100000"});
  if (!server.waitForStarted(10000))
    throw CliError(CliWords::tr("tengen serve did not start: %1", "bench.web.no-server")
                       .arg(server.errorString()));
  QByteArray printed;
  static const QRegularExpression port(QStringLiteral("http://[^:]+:(\\d+)/"));
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < 30000) {
    server.waitForReadyRead(200);
    printed += server.readAllStandardOutput();
    const auto m = port.match(QString::fromUtf8(printed));
    if (m.hasMatch()) return static_cast<quint16>(m.captured(1).toUInt());
    if (server.state() == QProcess::NotRunning) break;
  }
  throw CliError(CliWords::tr("tengen serve did not start: %1", "bench.web.no-server")
                     .arg(QString::fromUtf8(server.readAllStandardError())));
}

// What the server does after each change, timed here in-process: the figures that explain the
// live ones.
void serverWork(db::EventStore& store, int round) {
  auto best = [](auto&& f) {
    double b = 1e18;
    for (int i = 0; i < 3; ++i) {
      QElapsedTimer t;
      t.start();
      f();
      b = std::min(b, static_cast<double>(t.nsecsElapsed()) / 1e6);
    }
    return b;
  };
  std::optional<web::Snapshot> s;
  const double load = best([&] { s = web::loadSnapshot(store, timeControlWords); });
  const web::Lang en = web::Lang::En;
  std::string byName;
  const double home = best([&] { web::homePage(*s, en); });
  const double pairings = best([&] { web::pairingsPage(*s, round, en); });
  const double names = best([&] { byName = *web::byNamePage(*s, round, en, {}); });
  const double standings = best([&] { web::standingsPage(*s, en); });
  const double crosstable = best([&] { web::crosstablePage(*s, en); });
  const double player = best([&] { web::playerPage(*s, s->tournament.players.front().id, en); });
  QByteArray deflated;
  const double deflate = best([&] { deflated = qCompress(QByteArray::fromStdString(byName), 6); });
  out(CliWords::tr("server work after a change (in this process, best of 3): read the event %1 ms; "
                   "render home %2, pairings %3, by name %4, standings %5, crosstable %6, a player "
                   "%7 ms (en); deflate by name %8 ms (%9 KB to %10 KB)",
                   "bench.web.work")
          .arg(ms(load), ms(home), ms(pairings), ms(names), ms(standings), ms(crosstable),
               ms(player), ms(deflate))
          .arg(byName.size() / 1024)
          .arg(deflated.size() / 1024));
}

void runBench(const Options& o) {
  QTemporaryDir tmp;
  QString event = QString::fromStdString(o.event);
  if (event.isEmpty()) event = tmp.filePath(QStringLiteral("web-bench.tengen"));
  if (!QFileInfo::exists(event)) build(event, o.built);
  const auto store = openEvent(event.toStdString());
  // The last drawn round with boards to play: results are stored there.
  int round = 0;
  std::size_t boards = 0;
  std::vector<int> open;
  translateStoreErrors([&] {
    std::vector<int> numbers = store->roundNumbers();
    for (auto r = numbers.rbegin(); r != numbers.rend() && open.empty(); ++r) {
      const auto drawn = store->round(*r);
      if (!drawn) continue;
      for (const auto& g : drawn->games)
        if (!g.result) open.push_back(g.board);
      round = *r;
      boards = drawn->games.size();
    }
  });
  if (open.empty())
    throw CliError(CliWords::tr("the event has no drawn round with a board still to play",
                                "bench.web.no-round"));
  translateStoreErrors([&] { serverWork(*store, round); });
  QProcess server;
  const quint16 port = o.port ? static_cast<quint16>(o.port) : startServer(server, event);
  out((o.port
           ? CliWords::tr("the server already running on port %3 of this machine; results stored "
                          "on round %1 (%2 boards)",
                          "bench.web.given-server")
                 .arg(round)
                 .arg(boards)
                 .arg(o.port)
           : CliWords::tr("tengen serve in its own process on this machine; results stored on "
                          "round %1 (%2 boards)",
                          "bench.web.server")
                 .arg(round)
                 .arg(boards)));
  translateStoreErrors([&] { Bench(o.load, port, *store, round, open).run(); });
  if (o.port) return;
  server.terminate();
  server.waitForFinished(5000);
}

void registerBenchWeb(CLI::App& app) {
  const auto [cmd, o] = addBenchCommand<Options>(
      app, "web",
      CliWords::tr("the live pages under load: open event streams and page requests at "
                   "once, results stored meanwhile (figures, not a test)",
                   "bench.web.help"),
      runBench);
  addOption(cmd, "--event", o->event,
            CliWords::tr("the event to serve (built when missing: --players players, "
                         "--rounds rounds, the last without results)",
                         "bench.web.event"));
  addOption(cmd, "--players", o->built.players,
            CliWords::tr("players of a built event", "bench.web.players"), 4, 20000);
  addOption(cmd, "--rounds", o->built.rounds,
            CliWords::tr("rounds of a built event", "bench.web.rounds"), 1, 15);
  addOption(cmd, "--phones", o->load.phones,
            CliWords::tr("phones holding an event stream open", "bench.web.phones"), 0, 5000);
  addOption(cmd, "--rate", o->load.rate, CliWords::tr("page requests per second", "bench.web.rate"),
            1, 5000);
  addOption(cmd, "--seconds", o->load.seconds,
            CliWords::tr("seconds measured (after 2 s of warm-up)", "bench.web.seconds"), 1, 600);
  addOption(cmd, "--results", o->load.results,
            CliWords::tr("results stored while measuring", "bench.web.results"), 0, 100);
  addOption(cmd, "--port", o->port,
            CliWords::tr("load a server already running on this port of 127.0.0.1 (the "
                         "desk's live pages) instead of starting tengen serve",
                         "bench.web.port"),
            1, 65535);
}

}  // namespace

const CommandRegistration kCommands{90, registerBenchWeb};

}  // namespace tengen::cli
