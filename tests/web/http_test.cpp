// A real `tengen serve` on a free loopback port, spoken to over raw sockets.
#include <doctest/doctest.h>

#include <QElapsedTimer>
#include <QTcpSocket>
#include <QThread>

#include "db/store/event_store.h"
#include "tests/postgres/pg_test_db.h"
#include "tests/support/run_tengen.h"
#include "tests/web/web_test_util.h"

using namespace tengen;

namespace {

// `tengen result EVENT --round 1 --board BOARD RESULT` (it must succeed), then the stream's
// announcement number `nth`: the milliseconds it came after tengen exited, -1 when not in 3 s.
qint64 resultAnnounced(test::EventStream& events, const std::string& event,
                       const std::string& board, const std::string& result, int nth) {
  const test::RunResult r =
      test::runTengen({"result", event, "--round", "1", "--board", board, result});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  QElapsedTimer t;
  t.start();
  return events.readUntil(nth, 3000) ? t.elapsed() : -1;
}

}  // namespace

TEST_CASE("tengen serve: pages and API answer, unknown paths 404, writes 405") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  const test::RunResult logged = test::runTengen(
      {"referee", "log", file.toStdString(), "--round", "1", "--board", "2", "--player", "black",
       "--infraction", "clock-before-move", "--referee", "李", "--note", test::kSecretNote});
  REQUIRE_MESSAGE(logged.exitCode == 0, logged.err);
  test::ServeProcess serve(file);
  const quint16 port = serve.port();

  for (const char* path :
       {"/", "/?lang=zh", "/round/1/pairings", "/round/1/by-name?q=zs", "/player/1", "/player/3",
        "/standings", "/crosstable", "/round/1/clocks", "/projector/pairings",
        "/projector/standings?page=2", "/api/v1/event", "/api/v1/rounds/1/pairings",
        "/api/v1/standings", "/api/v1/players/3", "/static/tengen.js"}) {
    test::HttpReply r = test::get(port, path);
    CHECK_MESSAGE(r.status == 200, path);
    CHECK(r.headers["x-content-type-options"] == "nosniff");
    CHECK(r.headers["content-security-policy"].find("default-src 'none'") == 0);
    CHECK(r.body.find(test::kSecretPin) == std::string::npos);
    CHECK(r.body.find(test::kSecretBorn) == std::string::npos);
    CHECK(r.body.find(test::kSecretNote) == std::string::npos);
    CHECK(r.body.find(file.toStdString()) == std::string::npos);
  }
  CHECK(test::get(port, "/api/v1/event").headers["content-type"] ==
        "application/json; charset=utf-8");
  CHECK(test::get(port, "/", "zh-CN,zh;q=0.9").body.find("当前轮次") != std::string::npos);
  CHECK(test::get(port, "/", "en-US").body.find("Current round") != std::string::npos);

  for (const char* path : {"/nope", "/round/9/pairings", "/round/9/clocks", "/player/999",
                           "/api/v1/players/999", "/%2e%2e/%2e%2e/etc/passwd", "/favicon.ico"})
    CHECK_MESSAGE(test::get(port, path).status == 404, path);

  for (const char* method : {"POST", "PUT", "DELETE", "PATCH"}) {
    const QByteArray body = "{\"result\":\"W+R\"}";
    test::HttpReply r =
        test::rawRequest(port, QByteArray(method) +
                                   " /api/v1/rounds/1/pairings HTTP/1.1\r\nHost: x\r\n"
                                   "Content-Type: application/json\r\nContent-Length: " +
                                   QByteArray::number(body.size()) + "\r\n\r\n" + body);
    CHECK_MESSAGE(r.status == 405, method);
    CHECK(r.headers["allow"] == "GET, HEAD");
  }
  // Nothing was written: board 2 still has no result.
  CHECK(test::get(port, "/api/v1/rounds/1/pairings")
            .body.find("\"board\":2,\"handicap\":0,"
                       "\"komi\":7.5,\"result\":null") != std::string::npos);
  // Compressed for browsers that accept it, the same page once inflated.
  test::HttpReply plain = test::get(port, "/round/1/by-name?lang=zh");
  test::HttpReply packed = test::rawRequest(
      port,
      "GET /round/1/by-name?lang=zh HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip, deflate, br\r\n"
      "Connection: close\r\n\r\n");
  CHECK(packed.headers["content-encoding"] == "deflate");
  CHECK(plain.headers.count("content-encoding") == 0);
  CHECK(packed.body.size() < plain.body.size());
  QByteArray zlib = QByteArray::fromStdString(packed.body);
  const quint32 size = static_cast<quint32>(plain.body.size());
  for (int shift = 0; shift < 32; shift += 8) zlib.prepend(char((size >> shift) & 0xff));
  CHECK(qUncompress(zlib).toStdString() == plain.body);
  test::HttpReply head =
      test::rawRequest(port, "HEAD /standings HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  CHECK(head.status == 200);
  CHECK(head.body.empty());
}

TEST_CASE("tengen serve: malformed and oversized requests are refused, the server goes on") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  test::ServeProcess serve(file);
  const quint16 port = serve.port();

  // A request line that is not HTTP: the connection is closed without an answer.
  CHECK(test::rawRequest(port, "GARBAGE\r\n\r\n", 2000).status == 0);
  CHECK(test::rawRequest(port, QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11), 1500)
            .status == 0);
  // A header block larger than the limit (16 KiB): 431 and closed.
  test::HttpReply big = test::rawRequest(
      port, "GET / HTTP/1.1\r\nHost: x\r\nX-Big: " + QByteArray(40000, 'a') + "\r\n\r\n");
  CHECK(big.status == 431);
  // A header line that never ends: refused once past the limit.
  CHECK(test::rawRequest(port, "GET / HTTP/1.1\r\nX-Slow: " + QByteArray(20000, 'b')).status ==
        431);
  // A WebSocket upgrade is not served.
  CHECK(test::rawRequest(port,
                         "GET /events HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n"
                         "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n"
                         "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n")
            .status == 400);
  // Still serving, and keep-alive works for two requests on one connection.
  CHECK(test::get(port, "/standings").status == 200);
  QTcpSocket socket;
  socket.connectToHost(QStringLiteral("127.0.0.1"), port);
  REQUIRE(socket.waitForConnected(3000));
  socket.write(
      "GET /api/v1/event HTTP/1.1\r\nHost: x\r\n\r\nGET /api/v1/standings HTTP/1.1\r\n"
      "Host: x\r\nConnection: close\r\n\r\n");
  QByteArray all;
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < 5000 && socket.state() == QAbstractSocket::ConnectedState)
    if (socket.waitForReadyRead(200)) all += socket.readAll();
  all += socket.readAll();
  CHECK(all.count("HTTP/1.1 200 OK") == 2);
}

TEST_CASE("tengen serve: too many connections are refused with 503") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  test::ServeProcess serve(file, {"--max-connections", "3"});
  std::vector<std::unique_ptr<QTcpSocket>> held;
  for (int i = 0; i < 3; ++i) {
    held.push_back(std::make_unique<QTcpSocket>());
    held.back()->connectToHost(QStringLiteral("127.0.0.1"), serve.port());
    REQUIRE(held.back()->waitForConnected(3000));
  }
  QThread::msleep(200);
  CHECK(test::get(serve.port(), "/").status == 503);
  held.clear();
  QElapsedTimer t;
  t.start();
  int status = 0;
  while (t.elapsed() < 3000 && status != 200) status = test::get(serve.port(), "/").status;
  CHECK(status == 200);
}

TEST_CASE("tengen serve: a missing event says 'event not available', never its path") {
  test::TempDir dir;
  const QString file = dir.file("secret-folder/missing.tengen");
  test::ServeProcess serve(file);
  for (const char* path : {"/", "/standings", "/api/v1/event"}) {
    test::HttpReply r = test::get(serve.port(), path);
    CHECK(r.status == 503);
    CHECK(r.body.find("secret-folder") == std::string::npos);
    CHECK(r.body.find(dir.path("")) == std::string::npos);
    CHECK((r.body.find("not available") != std::string::npos));
  }
}

TEST_CASE("tengen serve: /events announces a result stored by another process") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  test::ServeProcess serve(file);
  test::EventStream events(serve.port(), "Accept: text/event-stream\r\n");
  REQUIRE(events.readUntil(1, 3000));
  CHECK(events.received().startsWith("HTTP/1.1 200 OK"));
  CHECK(events.received().contains("Content-Type: text/event-stream"));
  const qint64 announced = resultAnnounced(events, file.toStdString(), "2", "W+R", 2);
  CHECK(announced >= 0);
  MESSAGE("change announced " << announced << " ms after tengen result exited");
  CHECK(test::get(serve.port(), "/api/v1/rounds/1/pairings").body.find("\"result\":\"W+R\"") !=
        std::string::npos);
  // A draw is announced too: the last result, then round 2 drawn by `tengen pair`.
  REQUIRE(test::runTengen({"result", file.toStdString(), "--round", "1", "--board", "4", "B+R"})
              .exitCode == 0);
  REQUIRE(events.readUntil(3, 3000));
  const test::RunResult pair = test::runTengen({"pair", file.toStdString()});
  REQUIRE_MESSAGE(pair.exitCode == 0, pair.err);
  CHECK(events.readUntil(4, 3000));
  CHECK(test::get(serve.port(), "/api/v1/event").body.find("\"currentRound\":2") !=
        std::string::npos);
  CHECK(test::get(serve.port(), "/round/2/pairings").status == 200);
}

TEST_CASE("tengen serve on PostgreSQL: pages, and the change feed announces a result" *
          tengen::test::needsPostgres()) {
  test::PgTestDatabase db;
  const QString url = db.url(QStringLiteral("cup"));
  test::makeWebEvent(url);
  test::ServeProcess serve(url);
  CHECK(test::get(serve.port(), "/round/1/by-name?lang=zh").status == 200);
  CHECK(test::get(serve.port(), "/api/v1/standings").status == 200);
  test::EventStream events(serve.port());
  REQUIRE(events.readUntil(1, 3000));
  const qint64 announced = resultAnnounced(events, url.toStdString(), "4", "B+R", 2);
  CHECK(announced >= 0);
  MESSAGE("PostgreSQL change announced " << announced << " ms after tengen result exited");
  CHECK(test::get(serve.port(), "/api/v1/rounds/1/pairings")
            .body.find("\"board\":4,\"handicap\":0,\"komi\":7.5,\"result\":\"B+R\"") !=
        std::string::npos);
}
