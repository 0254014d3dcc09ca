// Headless Chromium against a real `tengen serve`, driven over the DevTools protocol (a small
// client on QWebSocket): the pages at a phone's size in both languages (a screenshot of each under
// the build folder), the by-name filter as you type, and a result stored by `tengen result`
// appearing on an open page without a reload; the projector at a screen's size; the copy of
// `tengen publish` opened from file:// and followed link by link. Skipped when /usr/bin/chromium
// is missing.
#include <doctest/doctest.h>

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>
#include <QWebSocket>
#include <optional>

#include "db/store/event_store.h"
#include "tests/support/run_tengen.h"
#include "tests/web/web_test_util.h"

using namespace tengen;

namespace {

const char* const kChromium = "/usr/bin/chromium";

// One DevTools connection to a page target: commands wait for their answer; events are kept.
class Cdp {
 public:
  bool open(const QUrl& url) {
    QEventLoop loop;
    bool ok = false;
    QObject::connect(&ws_, &QWebSocket::connected, &loop, [&] {
      ok = true;
      loop.quit();
    });
    QObject::connect(&ws_, &QWebSocket::disconnected, &loop, [&] { loop.quit(); });
    QObject::connect(&ws_, &QWebSocket::textMessageReceived, &ws_, [this](const QString& text) {
      const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
      if (o.contains("id"))
        replies_[o["id"].toInt()] = o;
      else
        events_.append(o["method"].toString());
    });
    QTimer::singleShot(5000, &loop, &QEventLoop::quit);
    ws_.open(url);
    loop.exec();
    if (!ok) MESSAGE("DevTools websocket: " << ws_.errorString().toStdString());
    return ok;
  }

  QJsonObject call(const QString& method, const QJsonObject& params = {}, int timeoutMs = 10000) {
    const int id = next_++;
    QJsonObject msg{{"id", id}, {"method", method}, {"params", params}};
    ws_.sendTextMessage(QString::fromUtf8(QJsonDocument(msg).toJson(QJsonDocument::Compact)));
    spin([&] { return replies_.contains(id); }, timeoutMs);
    return replies_.take(id)["result"].toObject();
  }

  // Navigates and waits for the load event.
  QStringList& events() { return events_; }  // the methods of the events received since cleared

  bool navigate(const QString& url) {
    events_.clear();
    call("Page.navigate", {{"url", url}});
    return spin([&] { return events_.contains("Page.loadEventFired"); }, 10000);
  }

  QJsonValue eval(const QString& expression) {
    return call("Runtime.evaluate", {{"expression", expression}, {"returnByValue", true}})["result"]
        .toObject()["value"];
  }

  bool screenshot(const QString& file) {
    const QJsonObject r = call("Page.captureScreenshot", {{"format", "png"}});
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly)) return false;
    out.write(QByteArray::fromBase64(r["data"].toString().toLatin1()));
    return true;
  }

  template <class F>
  static bool spin(F done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done() && t.elapsed() < timeoutMs) {
      QEventLoop loop;
      QTimer::singleShot(20, &loop, &QEventLoop::quit);
      loop.exec();
    }
    return done();
  }

 private:
  QWebSocket ws_;
  int next_ = 1;
  QMap<int, QJsonObject> replies_;
  QStringList events_;
};

// Headless Chromium with a fresh profile, the flags this machine needs and a DevTools port.
class Browser {
 public:
  Browser() {
    process_.setProgram(kChromium);
    process_.setArguments({"--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                           "--no-first-run", "--disable-background-networking",
                           "--disable-component-update", "--disable-sync",
                           "--user-data-dir=" + profile_.path(), "--remote-debugging-port=0",
                           "--window-size=390,844", "--hide-scrollbars", "about:blank"});
    process_.start();
    if (!process_.waitForStarted(10000)) return;
    const QRegularExpression re(
        QStringLiteral("DevTools listening on ws://127\\.0\\.0\\.1:(\\d+)/"));
    QString err;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 20000 && devtoolsPort_ == 0 && process_.state() == QProcess::Running) {
      process_.waitForReadyRead(100);
      err += QString::fromUtf8(process_.readAllStandardError());
      const auto m = re.match(err);
      if (m.hasMatch()) devtoolsPort_ = static_cast<quint16>(m.captured(1).toUInt());
    }
    if (devtoolsPort_ == 0) MESSAGE("chromium said: " << err.toStdString());
  }
  ~Browser() {
    if (!process_.waitForFinished(3000)) {  // after Browser.close it ends by itself
      process_.terminate();
      if (!process_.waitForFinished(5000)) {
        process_.kill();
        process_.waitForFinished(3000);
      }
    }
    // Its helper processes may still be writing to the profile for a moment.
    for (int i = 0; i < 20 && !profile_.remove(); ++i) QThread::msleep(100);
  }
  // The DevTools websocket of the first page target.
  std::optional<QUrl> pageTarget() const {
    if (devtoolsPort_ == 0) return std::nullopt;
    const test::HttpReply r = test::get(devtoolsPort_, "/json/list");
    for (const QJsonValue& v : QJsonDocument::fromJson(QByteArray::fromStdString(r.body)).array())
      if (v.toObject()["type"].toString() == "page")
        return QUrl(v.toObject()["webSocketDebuggerUrl"].toString());
    return std::nullopt;
  }

 private:
  QTemporaryDir profile_;
  QProcess process_;
  quint16 devtoolsPort_ = 0;
};

// Opens `cdp` on the browser's page, with page and runtime events on, sized as a phone
// (390 x 844 at 2x, mobile).
void openAsPhone(Cdp& cdp, const Browser& browser) {
  const std::optional<QUrl> target = browser.pageTarget();
  REQUIRE_MESSAGE(target, "no DevTools page target");
  REQUIRE(cdp.open(*target));
  cdp.call("Page.enable");
  cdp.call("Runtime.enable");
  cdp.call("Emulation.setDeviceMetricsOverride",
           {{"width", 390}, {"height", 844}, {"deviceScaleFactor", 2}, {"mobile", true}});
}

// True, saying so, when this machine has no Chromium: the test then checks nothing.
bool noChromium() {
  if (QFileInfo::exists(kChromium)) return false;
  MESSAGE("skipped: " << kChromium << " is not installed");
  return true;
}

}  // namespace

TEST_CASE("chromium: phone-size pages in zh and en, filter as you type, live result") {
  if (noChromium()) return;
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  pairing::PlayerId muller = 0;
  {
    auto store = test::makeWebEvent(file);
    for (const pairing::Player& p : store->players())
      if (p.name == "Müller") muller = p.id;
  }
  test::ServeProcess serve(file);
  const QString base = QStringLiteral("http://127.0.0.1:%1").arg(serve.port());

  Browser browser;
  Cdp cdp;
  openAsPhone(cdp, browser);

  const QString shots = QStringLiteral(TENGEN_WEB_SCREENSHOT_DIR);
  QDir().mkpath(shots);
  struct Page {
    QString name;
    QString path;
    QString en;  // a text the English page shows
    QString zh;  // and the Chinese one
  };
  const std::vector<Page> pages{
      {"home", "/", "Current round", "当前轮次"},
      {"by-name", "/round/1/by-name", "By name", "按姓名"},
      {"player", QStringLiteral("/player/%1").arg(muller), "Next", "下一盘"},
      {"standings", "/standings", "Standings", "成绩"},
      {"crosstable", "/crosstable", "Crosstable", "成绩交叉表"},
      {"clocks", "/round/1/clocks", "no clock", "无计时钟"},
  };
  for (const Page& page : pages)
    for (const QString lang : {"en", "zh"}) {
      const QString url = base + page.path + "?lang=" + lang;
      REQUIRE_MESSAGE(cdp.navigate(url), url.toStdString());
      const QString text = cdp.eval("document.body.innerText").toString();
      CHECK_MESSAGE(text.contains(lang == "en" ? page.en : page.zh), url.toStdString());
      if (page.name != "home") CHECK(text.contains("Müller"));
      CHECK_FALSE(text.contains(test::kSecretPin));
      // Phone first: nothing wider than the screen but the standings' own scroller.
      CHECK(cdp.eval("document.documentElement.scrollWidth").toInt() <= 390);
      const QString png = shots + "/" + page.name + "-" + lang + ".png";
      CHECK(cdp.screenshot(png));
      CHECK(QFileInfo(png).size() > 1000);
    }
  MESSAGE("screenshots in " << shots.toStdString());

  // Filter as you type: pinyin initials, full pinyin, Latin without accents, Chinese as written.
  REQUIRE(cdp.navigate(base + "/round/1/by-name?lang=zh"));
  auto visibleFor = [&](const QString& typed) {
    return cdp
        .eval("(function(){var q=document.getElementById('q');q.value=" +
              QString::fromUtf8(QJsonDocument(QJsonArray{typed}).toJson(QJsonDocument::Compact))
                  .mid(1)
                  .chopped(1) +
              ";q.dispatchEvent(new Event('input'));return Array.from(document.querySelectorAll("
              "'#names tbody tr')).filter(function(r){return !r.hidden;}).map(function(r){"
              "return r.cells[0].innerText;}).join('|');})()")
        .toString();
  };
  CHECK(visibleFor("zs") == "张三");
  CHECK(visibleFor("zhangsan") == "张三");
  CHECK(visibleFor("zhangs") == "张三");
  CHECK(visibleFor("lv") == "吕布");
  CHECK(visibleFor("MULLER") == "Müller");
  CHECK(visibleFor("李") == "李四");
  CHECK(visibleFor("").count('|') == 7);
  CHECK(visibleFor("qqqq").isEmpty());
  CHECK(cdp.eval("document.getElementById('none').hidden").toBool() == false);

  // Live: a result stored by another process shows on the open page, without a reload.
  REQUIRE(cdp.navigate(base + "/round/1/pairings?lang=en"));
  cdp.eval("window.__notReloaded = 42");
  CHECK(Cdp::spin(
      [&] {
        return !cdp.eval("document.getElementById('live-state').textContent").toString().isEmpty();
      },
      5000));
  CHECK(cdp.eval("document.querySelector('#b2 .res').textContent").toString().isEmpty());
  const test::RunResult r =
      test::runTengen({"result", file.toStdString(), "--round", "1", "--board", "2", "W+3.5"});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  QElapsedTimer t;
  t.start();
  const bool shown = Cdp::spin(
      [&] {
        return cdp.eval("document.querySelector('#b2 .res').textContent").toString() == "W+3.5";
      },
      5000);
  CHECK(shown);
  MESSAGE("result on the open page " << t.elapsed() << " ms after tengen result exited");
  CHECK(cdp.eval("window.__notReloaded").toInt() == 42);
  CHECK(cdp.screenshot(shots + "/pairings-live-en.png"));

  // The hall's screen: large type, pages that turn by themselves.
  cdp.call("Emulation.setDeviceMetricsOverride",
           {{"width", 1280}, {"height", 720}, {"deviceScaleFactor", 1}, {"mobile", false}});
  REQUIRE(cdp.navigate(base + "/projector/pairings?lang=zh"));
  CHECK(cdp.eval("document.body.innerText").toString().contains(QStringLiteral("对阵")));
  CHECK(cdp.eval("parseFloat(getComputedStyle(document.querySelector('table.projector td'))"
                 ".fontSize) >= 20")
            .toBool());
  // Every row on the screen, none below it.
  CHECK(cdp.eval("document.documentElement.scrollHeight").toInt() <= 720);
  CHECK(cdp.screenshot(shots + "/projector-pairings-zh.png"));
  cdp.call("Browser.close", {}, 3000);
}

TEST_CASE("chromium: the published copy opens from file:// and its links lead page to page") {
  if (noChromium()) return;
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  const QString site = dir.file("site");
  const test::RunResult r =
      test::runTengen({"publish", file.toStdString(), "--dir", site.toStdString()});
  REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  Browser browser;
  Cdp cdp;
  openAsPhone(cdp, browser);
  REQUIRE(cdp.navigate(QUrl::fromLocalFile(site + "/index.html").toString()));
  // A click on a link, then the page it led to: its text.
  auto follow = [&](const QString& selector) {
    cdp.events().clear();
    cdp.eval("document.querySelector(" +
             QString::fromUtf8(QJsonDocument(QJsonArray{selector}).toJson(QJsonDocument::Compact))
                 .mid(1)
                 .chopped(1) +
             ").click()");
    REQUIRE(Cdp::spin([&] { return cdp.events().contains("Page.loadEventFired"); }, 10000));
    return cdp.eval("document.body.innerText").toString();
  };
  CHECK(follow("a[hreflang=zh]").contains(QStringLiteral("当前轮次")));
  CHECK(follow("nav a[href$='by-name.html']").contains(QStringLiteral("吕布")));
  // The stylesheet was found (the header's colour) and no script ran or was asked for.
  CHECK(cdp.eval("getComputedStyle(document.querySelector('header')).backgroundColor").toString() ==
        "rgb(29, 53, 87)");
  CHECK(cdp.eval("document.scripts.length").toInt() == 0);
  CHECK(follow("a[href^='player-']").contains(QStringLiteral("对局")));
  CHECK(follow("a.lang").contains("Games"));  // the same player in English
  CHECK(cdp.eval("location.pathname").toString().contains("/en/player-"));
  CHECK(follow("nav a[href='crosstable.html']").contains("Crosstable"));
  const QString shots = QStringLiteral(TENGEN_WEB_SCREENSHOT_DIR);
  QDir().mkpath(shots);
  CHECK(cdp.screenshot(shots + "/published-crosstable-en.png"));
  cdp.call("Browser.close", {}, 3000);
}
