// File ▸ Publish live pages: the desk serves the open event's live pages from its own process (the
// server of `tengen serve`), says where, and stops when unchecked or when another event is opened.
#include <doctest/doctest.h>

#include <QAction>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QStatusBar>
#include <QTcpSocket>

#include "app/desk/language.h"
#include "app/desk/live_publisher.h"
#include "app/desk/main_window.h"
#include "db/store/event_store.h"
#include "tests/desk/desk_window.h"
#include "tests/support/event_fixture.h"
#include "tests/support/temp_dir.h"

using namespace tengen;

namespace {

// GET `path` on 127.0.0.1:port with the event loop running (the server is in this process).
QByteArray get(quint16 port, const QByteArray& path) {
  QTcpSocket socket;
  socket.connectToHost(QStringLiteral("127.0.0.1"), port);
  QByteArray answer;
  QObject::connect(&socket, &QTcpSocket::connected, [&] {
    socket.write("GET " + path + " HTTP/1.1\r\nHost: desk\r\nConnection: close\r\n\r\n");
  });
  QObject::connect(&socket, &QTcpSocket::readyRead, [&] { answer += socket.readAll(); });
  QElapsedTimer t;
  t.start();
  while (t.elapsed() < 5000 && socket.state() != QAbstractSocket::UnconnectedState &&
         !(answer.contains("\r\n\r\n") && answer.endsWith("</html>\n")))
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  return answer;
}

}  // namespace

TEST_CASE("Publish live pages serves the open event from the desk, and stops") {
  test::TempDir dir;
  const QString first = dir.file("cup.tengen"), second = dir.file("other.tengen");
  test::EventFixture("Desk live 天元杯")
      .players({"张三", "李四"}, "2d")
      .round(1)
      .pairInOrder()
      .create(first);
  test::EventFixture("Other").players({"A", "B"}, "1d").create(second);
  test::EnglishLanguage language;
  desk::MainWindow window(language);
  window.livePublisher()->setPreferredPort(0);  // any free port: 8080 may be taken here
  QAction* publish = window.publishLiveAction();
  REQUIRE(publish);
  CHECK(publish->text() == "Publish &live pages (port 8080)");

  REQUIRE(window.openEvent(first));
  publish->setChecked(true);
  REQUIRE(window.livePublisher()->running());
  const quint16 port = window.livePublisher()->port();
  REQUIRE(port != 0);
  const QByteArray home = get(port, "/?lang=zh");
  CHECK(home.startsWith("HTTP/1.1 200"));
  CHECK(home.contains("Desk live 天元杯"));
  CHECK(home.contains("当前轮次"));
  CHECK(get(port, "/round/1/by-name").contains("张三"));
  auto* where = window.statusBar()->findChild<QLabel*>(QStringLiteral("publishLiveAddress"));
  REQUIRE(where);
  CHECK(where->text().contains(QStringLiteral("http://127.0.0.1:%1/").arg(port)));
  CHECK(where->isVisibleTo(&window));

  // Another event: the pages were the first one's, so they stop.
  REQUIRE(window.openEvent(second));
  CHECK_FALSE(publish->isChecked());
  CHECK_FALSE(window.livePublisher()->running());
  CHECK(get(port, "/").isEmpty());

  publish->setChecked(true);
  REQUIRE(window.livePublisher()->running());
  CHECK(get(window.livePublisher()->port(), "/").contains("Other"));
  publish->setChecked(false);
  CHECK_FALSE(window.livePublisher()->running());
  CHECK_FALSE(where->isVisibleTo(&window));

  // Chinese menus.
  language.set("zh");
  QCoreApplication::processEvents();
  CHECK(publish->text() == QStringLiteral("发布实时页面(&L)（端口 8080）"));
}

TEST_CASE("Publish live pages words the time control in each page's language, not the desk's") {
  test::TempDir dir;
  const QString path = dir.file("cup.tengen");
  test::EventFixture("Desk live words")
      .players({"张三", "李四"}, "2d")
      .timeControl("byoyomi:60m+3x30s")
      .create(path);
  for (const char* deskLanguage : {"en", "zh"}) {
    CAPTURE(deskLanguage);
    desk::Language language;
    language.set(deskLanguage);
    desk::MainWindow window(language);
    window.livePublisher()->setPreferredPort(0);
    REQUIRE(window.openEvent(path));
    window.publishLiveAction()->setChecked(true);
    REQUIRE(window.livePublisher()->running());
    const quint16 port = window.livePublisher()->port();
    const QByteArray zh = get(port, "/?lang=zh"), en = get(port, "/?lang=en");
    CHECK(zh.contains("1小时 + 3次30秒读秒"));
    CHECK_FALSE(zh.contains("byo-yomi"));
    CHECK(en.contains("1h + 3x30s byo-yomi"));
    CHECK_FALSE(en.contains("读秒"));
    window.publishLiveAction()->setChecked(false);
  }
}
