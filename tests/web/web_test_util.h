#pragma once
// Helpers for the web tests: a test event with hostile and private data, a `tengen serve` process
// on a free loopback port, and a raw HTTP/1.1 client (so malformed requests can be sent too).

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QTcpSocket>
#include <map>
#include <memory>
#include <string>

#include "tests/support/temp_dir.h"

namespace tengen::db {
class EventStore;
}

namespace tengen::test {

// Values that must never appear in a page or JSON answer.
inline constexpr const char* kSecretBorn = "1931-07-13";
inline constexpr int kSecretRating = 2917;
inline constexpr const char* kSecretPin = "88776655";
inline constexpr const char* kSecretNote = "SECRET-REFEREE-NOTE";

// The web test event "天元杯 <b>&": 张三, 李四, Müller, a hostile <script> name, O'Brien "Ob",
// an RTL-override name and an emoji name; round 1 paired in order with results on boards 1 and 3,
// round 2 not drawn. Private fields (born, rating, EGD PIN) set on every player.
std::unique_ptr<db::EventStore> makeWebEvent(const QString& file);

struct HttpReply {
  int status = 0;                              // 0: no answer (connection closed or timed out)
  std::map<std::string, std::string> headers;  // names lower-case
  std::string body;
};
// Sends `request` as is to 127.0.0.1:port and reads the answer until the connection closes or
// the Content-Length is read.
HttpReply rawRequest(quint16 port, const QByteArray& request, int timeoutMs = 5000);
HttpReply get(quint16 port, const std::string& path, const std::string& acceptLanguage = {});

// The /events stream (Server-Sent Events) of a `tengen serve`, open until destroyed; `headers`
// ("Name: value\r\n" lines) go with the request.
class EventStream {
 public:
  explicit EventStream(quint16 port, const QByteArray& headers = {});
  // Reads until `events` generation events have come in all, or `ms` milliseconds have passed.
  bool readUntil(int events, int ms);
  // Everything read so far, the HTTP head included.
  const QByteArray& received() const { return received_; }

 private:
  QTcpSocket socket_;
  QByteArray received_;
};

// `tengen serve EVENT --port 0` until destroyed.
class ServeProcess {
 public:
  explicit ServeProcess(const QString& event, const QStringList& extra = {});
  ~ServeProcess();
  quint16 port() const { return port_; }
  QString output() const { return output_; }

 private:
  QProcess process_;
  quint16 port_ = 0;
  QString output_;
};

}  // namespace tengen::test
