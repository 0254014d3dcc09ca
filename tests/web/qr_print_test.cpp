// QR codes to the live pages on printed pages (app/print/qr_code.h): the symbol is libqrencode's
// own for the URL, the painter draws exactly that symbol (module by module, read back from an
// image and from the PDF rasterised by pdftoppm), the text of the pages is unchanged, and
// without --live-url no code is drawn. No QR decoder is installed, so the test reads the drawn
// modules back and compares them with the encoder's matrix instead.
#include <doctest/doctest.h>
#include <qrencode.h>

#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <memory>

#include "app/print/documents.h"
#include "app/print/qr_code.h"
#include "db/store/event_store.h"
#include "db/store/reports_store.h"
#include "tests/support/run_tengen.h"
#include "tests/web/web_test_util.h"

using namespace tengen;

namespace {

// The 7×7 finder pattern with its top-left module at (x, y): dark ring, light ring, dark 3×3.
bool finderAt(const print::QrCode& code, int x, int y) {
  for (int dy = 0; dy < 7; ++dy)
    for (int dx = 0; dx < 7; ++dx) {
      const int ring = std::max(std::abs(dx - 3), std::abs(dy - 3));
      if (code.at(x + dx, y + dy) != (ring != 2)) return false;
    }
  return true;
}

QString tool(const char* name) {
  const QString exe = QStandardPaths::findExecutable(QString::fromLatin1(name));
  REQUIRE_MESSAGE(!exe.isEmpty(), name << " (poppler-utils) must be installed");
  return exe;
}

// Page `page` of the PDF as a grey image at 300 dpi.
QImage rasterise(const QString& pdf, int page, const QString& prefix) {
  QProcess p;
  p.start(tool("pdftoppm"), {"-r", "300", "-gray", "-f", QString::number(page), "-l",
                             QString::number(page), "-singlefile", pdf, prefix});
  REQUIRE(p.waitForFinished(60000));
  REQUIRE(p.exitCode() == 0);
  QImage image(prefix + ".pgm");
  REQUIRE(!image.isNull());
  return image.convertToFormat(QImage::Format_Grayscale8);
}

QString pdfText(const QString& pdf) {
  QProcess p;
  p.start(tool("pdftotext"), {pdf, "-"});
  REQUIRE(p.waitForFinished(60000));
  REQUIRE(p.exitCode() == 0);
  return QString::fromUtf8(p.readAllStandardOutput())
      .remove(QRegularExpression(QStringLiteral("\\s")));
}

bool darkPixel(const QImage& image, int x, int y) {
  return qGray(image.pixel(x, y)) < 128;
}

// The first drawing (top to bottom) present in `with` and absent from `without`, inside the
// page's right `rightShare`: its bounding box. Empty when the two pages are the same there.
QRect firstAddedDrawing(const QImage& with, const QImage& without, double rightShare) {
  REQUIRE(with.size() == without.size());
  const int x0 = static_cast<int>(with.width() * (1 - rightShare));
  QRect box;
  int emptyRows = 0;
  for (int y = 0; y < with.height(); ++y) {
    bool any = false;
    for (int x = x0; x < with.width(); ++x)
      if (darkPixel(with, x, y) && !darkPixel(without, x, y)) {
        any = true;
        box |= QRect(x, y, 1, 1);
      }
    emptyRows = any ? 0 : emptyRows + 1;
    // Past the first code: its quiet zone is 4 modules (≥ 20 px here), while a row of the symbol
    // is never light for more than one module's height (< 12 px) in these codes.
    if (!box.isEmpty() && emptyRows > 12) break;
  }
  return box;
}

// Reads the modules of the symbol drawn in `box` (its dark modules' bounding box: the finder
// patterns make it the whole symbol) at their centres, and compares them with `code`.
void checkModules(const QImage& image, const QRect& box, const print::QrCode& code) {
  REQUIRE(code.size > 0);
  // A square within a pixel of rounding.
  CHECK(std::abs(box.width() - box.height()) <= 2);
  const double module = (box.width() + box.height()) / 2.0 / code.size;
  REQUIRE(module >= 3);  // enough pixels to read each module at its centre
  int wrong = 0;
  for (int y = 0; y < code.size; ++y)
    for (int x = 0; x < code.size; ++x) {
      const int px = box.left() + static_cast<int>((x + 0.5) * module);
      const int py = box.top() + static_cast<int>((y + 0.5) * module);
      wrong += darkPixel(image, px, py) != code.at(x, y) ? 1 : 0;
    }
  CHECK(wrong == 0);
  // The quiet zone: light all around, two modules out (the zone is four).
  for (int k = 0; k < code.size; ++k) {
    const int along = static_cast<int>((k + 0.5) * module);
    const int out = static_cast<int>(2 * module);
    CHECK_FALSE(darkPixel(image, box.left() + along, box.top() - out));
    CHECK_FALSE(darkPixel(image, box.left() + along, box.bottom() + out));
    CHECK_FALSE(darkPixel(image, box.left() - out, box.top() + along));
    CHECK_FALSE(darkPixel(image, box.right() + out, box.top() + along));
  }
}

// The drawing `with` adds to `without` in the page's right `rightShare`: the QR code of `url`,
// module by module. Returns where it is.
QRect checkAddedCode(const QImage& with, const QImage& without, double rightShare,
                     const std::string& url) {
  const QRect box = firstAddedDrawing(with, without, rightShare);
  REQUIRE_FALSE(box.isEmpty());
  const auto code = print::encodeQr(QString::fromStdString(url));
  REQUIRE(code);
  checkModules(with, box, *code);
  return box;
}

}  // namespace

TEST_CASE("QR code: the symbol is libqrencode's encoding of the URL") {
  const QString url = QStringLiteral("http://192.168.1.10:8080/round/2/pairings#b5");
  const auto code = print::encodeQr(url);
  REQUIRE(code);
  std::unique_ptr<QRcode, decltype(&QRcode_free)> own(
      QRcode_encodeString(url.toUtf8().constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  REQUIRE(own);
  REQUIRE(code->size == own->width);
  CHECK(code->size == 17 + 4 * own->version);
  int differ = 0;
  for (int i = 0; i < code->size * code->size; ++i)
    differ += code->dark[static_cast<std::size_t>(i)] != ((own->data[i] & 1) != 0) ? 1 : 0;
  CHECK(differ == 0);
  // It is a QR symbol: finder patterns at three corners, timing patterns between them.
  CHECK(finderAt(*code, 0, 0));
  CHECK(finderAt(*code, code->size - 7, 0));
  CHECK(finderAt(*code, 0, code->size - 7));
  for (int k = 8; k < code->size - 8; ++k) {
    CHECK(code->at(k, 6) == (k % 2 == 0));
    CHECK(code->at(6, k) == (k % 2 == 0));
  }
  // A different URL, a different symbol.
  const auto other =
      print::encodeQr(QStringLiteral("http://192.168.1.10:8080/round/2/pairings#b6"));
  REQUIRE(other);
  CHECK(other->dark != code->dark);
  // Nothing to encode, or more than a QR code holds (2 331 bytes at level M).
  CHECK_FALSE(print::encodeQr(QString()));
  CHECK_FALSE(print::encodeQr(QString(3000, QLatin1Char('a'))));
}

TEST_CASE("QR code: the painter draws every module of the symbol and a light quiet zone") {
  const auto code = print::encodeQr(QStringLiteral("https://example.org/player/17"));
  REQUIRE(code);
  const int module = 6;
  const int side = (code->size + 2 * print::kQrQuietModules) * module;
  QImage image(side + 40, side, QImage::Format_Grayscale8);
  image.fill(Qt::white);
  QPainter painter(&image);
  const QRectF symbol = print::paintQr(painter, *code, QRectF(0, 0, image.width(), image.height()));
  painter.end();
  // The largest centred square of the area: 20 px to spare left and right, none above.
  CHECK(symbol.left() == doctest::Approx(20 + print::kQrQuietModules * module));
  CHECK(symbol.top() == doctest::Approx(print::kQrQuietModules * module));
  CHECK(symbol.width() == doctest::Approx(code->size * module));
  QRect box;
  for (int y = 0; y < image.height(); ++y)
    for (int x = 0; x < image.width(); ++x)
      if (darkPixel(image, x, y)) box |= QRect(x, y, 1, 1);
  CHECK(box == symbol.toRect());
  checkModules(image, box, *code);
}

TEST_CASE(
    "tengen print slips|pairings --live-url: a QR code to the live page on each slip and page") {
  test::TempDir dir;
  const QString file = dir.file("cup.tengen");
  test::makeWebEvent(file);
  const std::string event = file.toStdString();
  const std::string base = "http://192.168.1.10:8080";
  auto print = [&](const std::vector<std::string>& what, const QString& pdf,
                   const std::string& url) {
    std::vector<std::string> args{"print"};
    args.insert(args.end(), what.begin(), what.end());
    args.insert(args.end(), {event, "--round", "1", "-o", pdf.toStdString()});
    if (!url.empty()) args.insert(args.end(), {"--live-url", url});
    const test::RunResult r = test::runTengen(args);
    REQUIRE_MESSAGE(r.exitCode == 0, r.err);
  };

  SUBCASE("result slips: board 1's code points to its row of the live pairings") {
    const QString with = dir.file("slips-qr.pdf"), without = dir.file("slips.pdf");
    print({"slips"}, with, base + "/");  // a trailing slash is dropped
    print({"slips"}, without, "");
    // The code adds no text and takes none away.
    CHECK(pdfText(with) == pdfText(without));
    CHECK(pdfText(with).contains(QStringLiteral("<script>alert(1)</script>")));
    const QImage a = rasterise(with, 1, dir.file("a")), b = rasterise(without, 1, dir.file("b"));
    const QRect box = checkAddedCode(a, b, 0.2, base + "/round/1/pairings#b1");
    // Without the URL the place is blank paper.
    for (int y = box.top(); y <= box.bottom(); y += 3)
      for (int x = box.left(); x <= box.right(); x += 3) REQUIRE_FALSE(darkPixel(b, x, y));
  }

  SUBCASE("pairings by name: the page's code points to the live by-name page") {
    const QString with = dir.file("names-qr.pdf"), without = dir.file("names.pdf");
    print({"pairings", "--by-name"}, with, base);
    print({"pairings", "--by-name"}, without, "");
    CHECK(pdfText(with) == pdfText(without));
    const QImage a = rasterise(with, 1, dir.file("c")), b = rasterise(without, 1, dir.file("d"));
    // The code's 20 mm at the top right of A4 (10 mm margins) and its quiet zone: the right 14 %
    // of the page, clear of the title that now ends before it.
    checkAddedCode(a, b, 0.14, base + "/round/1/by-name");
  }

  SUBCASE("a live URL that is not one is refused, nothing written") {
    for (const std::string bad : {"192.168.1.10:8080", "ftp://host", "http://", "http://h/?x=1"}) {
      const QString pdf = dir.file("bad.pdf");
      const test::RunResult r =
          test::runTengen({"print", "slips", event, "-o", pdf.toStdString(), "--live-url", bad});
      CHECK_MESSAGE(r.exitCode == 1, bad);
      CHECK(r.err.find("--live-url") != std::string::npos);
      CHECK_FALSE(QFile::exists(pdf));
    }
  }
}

TEST_CASE("documents: no live URL, no QR code, a live URL gives each page and slip its link") {
  test::TempDir dir;
  auto store = test::makeWebEvent(dir.file("cup.tengen"));
  const reports::Tournament t = db::loadTournament(*store);
  print::PaperWords words;
  CHECK(print::slipsDocument(t, 1, words).slipList.size() == 4);
  for (const print::Slip& s : print::slipsDocument(t, 1, words).slipList) CHECK(s.qrText.isEmpty());
  CHECK(print::pairingsDocument(t, 1, false, words).header.qrText.isEmpty());
  const auto slips = print::slipsDocument(t, 1, words, QStringLiteral("https://go.example/cup/"));
  REQUIRE(slips.slipList.size() == 4);
  CHECK(slips.slipList[3].qrText == QStringLiteral("https://go.example/cup/round/1/pairings#b4"));
  CHECK(
      print::pairingsDocument(t, 1, false, words, QStringLiteral("http://h:8080")).header.qrText ==
      QStringLiteral("http://h:8080/round/1/pairings"));
}
