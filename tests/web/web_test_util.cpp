#include "tests/web/web_test_util.h"

#include <doctest/doctest.h>

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QTcpSocket>

#include "db/store/event_store.h"
#include "tests/support/event_fixture.h"
#include "tests/support/run_tengen.h"
#include "tests/support/store_rows.h"

namespace tengen::test {

std::unique_ptr<db::EventStore> makeWebEvent(const QString& file) {
  auto store = EventFixture("天元杯 <b>&")
                   .rounds(5)
                   .timeControl("byoyomi:60m+3x30s")
                   .players({"张三", "李四", "Müller", "<script>alert(1)</script>",
                             "O'Brien \"Ob\"", "\u202Eevil\u202C", "🐉龙 Dragon", "吕布"},
                            "2d")
                   .round(1)
                   .pairInOrder()
                   .create(file);
  store->transaction([&] {
    for (pairing::Player p : store->players()) {
      p.born = pairing::parseIsoDate(kSecretBorn);
      p.rating = kSecretRating;
      p.egdPin = kSecretPin;
      p.club = "Club <i>" + std::to_string(p.id) + "</i>";
      store->updatePlayer(p);
    }
  });
  tengen::test::StoreRows::setResult(*store, 1, 1, pairing::Result::parse("B+R"));
  tengen::test::StoreRows::setResult(*store, 1, 3, pairing::Result::parse("W+3.5"));
  return store;
}

HttpReply rawRequest(quint16 port, const QByteArray& request, int timeoutMs) {
  HttpReply reply;
  QTcpSocket socket;
  socket.connectToHost(QStringLiteral("127.0.0.1"), port);
  if (!socket.waitForConnected(timeoutMs)) return reply;
  socket.write(request);
  socket.flush();
  QByteArray data;
  QElapsedTimer timer;
  timer.start();
  qsizetype headerEnd = -1;
  qint64 length = -1;
  while (timer.elapsed() < timeoutMs) {
    if (socket.bytesAvailable() == 0 && !socket.waitForReadyRead(100)) {
      if (socket.state() != QAbstractSocket::ConnectedState) break;
      continue;
    }
    data += socket.readAll();
    if (headerEnd < 0) {
      headerEnd = data.indexOf("\r\n\r\n");
      if (headerEnd >= 0) {
        const QRegularExpression re(QStringLiteral("(?im)^content-length:\\s*(\\d+)"));
        const auto m = re.match(QString::fromUtf8(data.left(headerEnd)));
        if (m.hasMatch()) length = m.captured(1).toLongLong();
      }
    }
    if (headerEnd >= 0 && length >= 0 && data.size() - headerEnd - 4 >= length) break;
  }
  data += socket.readAll();
  if (headerEnd < 0) headerEnd = data.indexOf("\r\n\r\n");
  if (headerEnd < 0) return reply;
  const QList<QByteArray> lines = data.left(headerEnd).split('\n');
  const QList<QByteArray> status = lines.value(0).trimmed().split(' ');
  reply.status = status.value(1).toInt();
  for (qsizetype i = 1; i < lines.size(); ++i) {
    const qsizetype colon = lines[i].indexOf(':');
    if (colon > 0)
      reply.headers[lines[i].left(colon).trimmed().toLower().toStdString()] =
          lines[i].mid(colon + 1).trimmed().toStdString();
  }
  reply.body = data.mid(headerEnd + 4).toStdString();
  return reply;
}

HttpReply get(quint16 port, const std::string& path, const std::string& acceptLanguage) {
  QByteArray req = "GET " + QByteArray::fromStdString(path) +
                   " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port) +
                   "\r\nConnection: close\r\n";
  if (!acceptLanguage.empty())
    req += "Accept-Language: " + QByteArray::fromStdString(acceptLanguage) + "\r\n";
  req += "\r\n";
  return rawRequest(port, req);
}

ServeProcess::ServeProcess(const QString& event, const QStringList& extra) {
  process_.setProgram(QString::fromStdString(tengenBinary()));
  process_.setArguments(QStringList{"--lang", "en", "serve", event, "--port", "0"} + extra);
  process_.setProcessChannelMode(QProcess::SeparateChannels);
  process_.start();
  REQUIRE(process_.waitForStarted(10000));
  const QRegularExpression re(QStringLiteral("http://127\\.0\\.0\\.1:(\\d+)/"));
  QElapsedTimer timer;
  timer.start();
  while (timer.elapsed() < 20000 && port_ == 0) {
    process_.waitForReadyRead(200);
    output_ += QString::fromUtf8(process_.readAllStandardOutput());
    const auto m = re.match(output_);
    if (m.hasMatch()) port_ = static_cast<quint16>(m.captured(1).toUInt());
    if (process_.state() == QProcess::NotRunning) break;
  }
  INFO(output_.toStdString(), process_.readAllStandardError().toStdString());
  REQUIRE(port_ != 0);
}

ServeProcess::~ServeProcess() {
  process_.terminate();
  if (!process_.waitForFinished(3000)) {
    process_.kill();
    process_.waitForFinished(3000);
  }
}

EventStream::EventStream(quint16 port, const QByteArray& headers) {
  socket_.connectToHost(QStringLiteral("127.0.0.1"), port);
  REQUIRE(socket_.waitForConnected(3000));
  socket_.write("GET /events HTTP/1.1\r\nHost: x\r\n" + headers + "\r\n");
}

bool EventStream::readUntil(int events, int ms) {
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < ms && received_.count("event: gen") < events)
    if (socket_.waitForReadyRead(50)) received_ += socket_.readAll();
  return received_.count("event: gen") >= events;
}

}  // namespace tengen::test
