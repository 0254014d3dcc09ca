#include "app/print/paper.h"

#include <QFile>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QHash>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QRawFont>
#include <algorithm>
#include <cmath>
#include <optional>

#include "app/print/qr_code.h"

namespace tengen::print {

namespace {

constexpr qreal kRowFactor = 1.25;      // row height over the font's line spacing
constexpr qreal kSlipLines = 7.6;       // lines of a slip, the top one big, plus padding
const QColor kZebra(0xee, 0xee, 0xee);  // every other table row
const QColor kHeadFill(0xdd, 0xdd, 0xdd);
const QColor kMuted(0x55, 0x55, 0x55);
// A page's QR code with its quiet zone: 20 mm (the symbol about 15 mm), read by a phone from
// a table's length away; in points.
constexpr qreal kHeaderQrPoints = 20 / 25.4 * 72;

// Points to device pixels.
qreal pt(const QPaintDevice& device) {
  return device.logicalDpiY() / 72.0;
}

// The header above and the page number below every page of a document; the body in between.
class Chrome {
 public:
  Chrome(QPainter& painter, QPagedPaintDevice& device, const PageHeader& header, qreal pointSize)
      : p_(painter),
        header_(header),
        width_(device.width()),
        height_(device.height()),
        unit_(pt(device)),
        eventFont_(paperFont(pointSize * 1.35)),
        titleFont_(paperFont(pointSize * 1.1)),
        detailFont_(paperFont(pointSize)),
        footFont_(paperFont(pointSize * 0.85)) {
    eventFont_.setBold(true);
    titleFont_.setBold(true);
    const QFontMetricsF ev(eventFont_, &device), de(detailFont_, &device), fo(footFont_, &device);
    eventBaseline_ = ev.ascent();
    detailBaseline_ = ev.height() + de.ascent() + 1.5 * unit_;
    ruleY_ = detailBaseline_ + de.descent() + 3 * unit_;
    footBaseline_ = height_ - fo.descent();
    bodyTop_ = ruleY_ + 5 * unit_;
    bodyBottom_ = height_ - fo.height() - 4 * unit_;
    detailMetrics_ = std::make_unique<QFontMetricsF>(de);
    titleWidth_ = QFontMetricsF(titleFont_, &device).horizontalAdvance(header_.title);
    if (!header_.qrText.isEmpty()) qr_ = encodeQr(header_.qrText);
    if (qr_) {
      // The code at the top right; the header's lines end before it, the rule runs under it.
      qrSide_ = kHeaderQrPoints * unit_;
      textRight_ = width_ - qrSide_ - 2 * unit_;
      ruleY_ = std::max(ruleY_, qrSide_ + unit_);
      bodyTop_ = ruleY_ + 5 * unit_;
    }
  }

  void draw(int page, int pages) {
    p_.setPen(Qt::black);
    p_.setFont(eventFont_);
    p_.drawText(QPointF(0, eventBaseline_), header_.event);
    p_.setFont(titleFont_);
    p_.drawText(QPointF(textRight_ - titleWidth_, eventBaseline_), header_.title);
    p_.setFont(detailFont_);
    const QString details = detailMetrics_->elidedText(
        header_.details.join(QStringLiteral("  ·  ")), Qt::ElideRight, textRight_);
    if (qr_) paintQr(p_, *qr_, QRectF(width_ - qrSide_, 0, qrSide_, qrSide_));
    p_.drawText(QPointF(0, detailBaseline_), details);
    p_.setPen(QPen(Qt::black, 0.6 * unit_));
    p_.drawLine(QPointF(0, ruleY_), QPointF(width_, ruleY_));
    p_.setFont(footFont_);
    p_.setPen(kMuted);
    const QFontMetricsF foot(footFont_, p_.device());
    qreal footRight = width_;
    QString event;
    if (!header_.pageOf.isEmpty()) {
      const QString text = header_.pageOf.arg(page).arg(pages);
      const qreal w = foot.horizontalAdvance(text);
      p_.drawText(QPointF(width_ - w, footBaseline_), text);
      footRight = width_ - w - 4 * unit_;
      event = header_.event;
    }
    // The footer (the logs' heads, typed back with `tengen db check --head`) must stay whole:
    // when the line is too long the event's name, which the header repeats, gives up its width.
    const QString separator = QStringLiteral("  ·  ");
    QString line = header_.footer;
    if (!event.isEmpty()) {
      const qreal room = footRight - foot.horizontalAdvance(header_.footer + separator);
      if (header_.footer.isEmpty())
        line = event;
      else if (room > foot.horizontalAdvance(QStringLiteral("M…")))
        line = foot.elidedText(event, Qt::ElideRight, room) + separator + header_.footer;
    }
    if (!line.isEmpty())
      p_.drawText(QPointF(0, footBaseline_), foot.elidedText(line, Qt::ElideRight, footRight));
    p_.setPen(Qt::black);
  }

  qreal width() const { return width_; }
  qreal bodyTop() const { return bodyTop_; }
  qreal bodyBottom() const { return bodyBottom_; }
  qreal unit() const { return unit_; }

 private:
  QPainter& p_;
  const PageHeader& header_;
  qreal width_, height_, unit_;
  QFont eventFont_, titleFont_, detailFont_, footFont_;
  qreal eventBaseline_ = 0, detailBaseline_ = 0, ruleY_ = 0, footBaseline_ = 0;
  qreal bodyTop_ = 0, bodyBottom_ = 0, titleWidth_ = 0;
  std::optional<QrCode> qr_;
  qreal qrSide_ = 0;
  qreal textRight_ = width_;  // where the header's text ends: the QR code's left, else the edge
  std::unique_ptr<QFontMetricsF> detailMetrics_;
};

qreal rowHeight(const QFontMetricsF& fm) {
  return fm.lineSpacing() * kRowFactor;
}

int rowsFitting(qreal top, qreal bottom, qreal rowH) {
  return std::max(1, static_cast<int>(std::floor((bottom - top) / rowH)) - 1);
}

void setLayout(QPdfWriter& writer, const PaperLayout& layout) {
  writer.setCreator(QStringLiteral("Tengen"));
  writer.setTitle(layout.title);
  writer.setResolution(300);
  writer.setPageLayout(QPageLayout(
      QPageSize(QPageSize::A4), layout.landscape ? QPageLayout::Landscape : QPageLayout::Portrait,
      QMarginsF(layout.marginMm, layout.marginMm, layout.marginMm, layout.marginMm),
      QPageLayout::Millimeter));
}

// Radical → ideograph with the same glyph in the CJK fonts paperFont falls back to.
const QHash<char32_t, char32_t>& radicalIdeographs() {
  static const QHash<char32_t, char32_t> table = [] {
    QHash<char32_t, char32_t> t;
    for (const char* family : {"Noto Sans CJK SC", "Noto Sans CJK JP"}) {
      QFont font(QString::fromLatin1(family));
      font.setPixelSize(12);
      const QRawFont raw = QRawFont::fromFont(font);
      if (!raw.isValid()) continue;
      auto glyphOf = [&](char32_t c) -> quint32 {
        const QList<quint32> g = raw.glyphIndexesForString(QString::fromUcs4(&c, 1));
        return g.isEmpty() ? 0 : g.front();
      };
      QHash<quint32, char32_t> ideographOfGlyph;
      for (char32_t c = 0x4E00; c <= 0x9FFF; ++c)
        if (const quint32 g = glyphOf(c); g != 0 && !ideographOfGlyph.contains(g))
          ideographOfGlyph.insert(g, c);
      for (char32_t r = 0x2E80; r <= 0x2FDF; ++r)
        if (const quint32 g = glyphOf(r); g != 0 && ideographOfGlyph.contains(g) && !t.contains(r))
          t.insert(r, ideographOfGlyph.value(g));
    }
    return t;
  }();
  return table;
}

int hexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

// Rewrites a 4-digit hex token <XXXX> at `at` (pointing at '<') when it is a radical.
void repairToken(QByteArray& bytes, qsizetype at) {
  if (at + 5 >= bytes.size() || bytes[at + 5] != '>') return;
  char32_t value = 0;
  for (int k = 1; k <= 4; ++k) {
    const int h = hexValue(bytes[at + k]);
    if (h < 0) return;
    value = value * 16 + static_cast<char32_t>(h);
  }
  if (value < 0x2E80 || value > 0x2FDF) return;
  const auto it = radicalIdeographs().constFind(value);
  if (it == radicalIdeographs().constEnd()) return;
  const QByteArray hex =
      QByteArray::number(static_cast<uint>(*it), 16).toUpper().rightJustified(4, '0');
  for (int k = 0; k < 4; ++k) bytes[at + 1 + k] = hex[k];
}

QString cannotWrite(const QString& path) {
  return QStringLiteral("cannot write %1").arg(path);
}

}  // namespace

QFont paperFont(qreal pointSize) {
  QFont font;
  font.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC"),
                    QStringLiteral("Noto Sans CJK JP"), QStringLiteral("WenQuanYi Zen Hei")});
  font.setStyleHint(QFont::SansSerif);
  font.setHintingPreference(QFont::PreferNoHinting);
  // Unshaped (Latin and Han need no shaping): "ff", "fi" and "ffl" stay letters in the PDF's
  // text instead of the ligatures U+FB00-FB04, so a name such as "Griffin" is found by a PDF
  // viewer's search and pastes into a spreadsheet as typed, and a log's head copied from paper
  // reads back in `tengen db check --head`.
  font.setStyleStrategy(QFont::PreferNoShaping);
  font.setPointSizeF(pointSize);
  return font;
}

int paintTable(QPagedPaintDevice& device, const PageHeader& header, const PaperTable& table,
               const PaperLayout& layout) {
  QPainter p;
  if (!p.begin(&device)) return 0;
  Chrome chrome(p, device, header, layout.fontPointSize);
  const QFont body = paperFont(layout.fontPointSize);
  QFont head = body;
  head.setBold(true);
  const QFontMetricsF fm(body, &device), fmHead(head, &device);
  const qreal rowH = rowHeight(fm);
  const qreal pad = fm.horizontalAdvance(QLatin1Char('0')) * 0.6;
  const std::size_t cols = static_cast<std::size_t>(table.header.size());
  auto flag = [](const std::vector<bool>& v, std::size_t c) { return c < v.size() && v[c]; };

  // Column widths from the content: each cell measured once, its width kept for drawing.
  std::vector<qreal> colW(cols, 0);
  std::vector<qreal> headW(cols, 0);
  for (std::size_t c = 0; c < cols; ++c) {
    headW[c] = fmHead.horizontalAdvance(table.header[static_cast<qsizetype>(c)]);
    colW[c] = headW[c];
  }
  std::vector<qreal> cellW(table.rows.size() * cols, 0);
  for (std::size_t r = 0; r < table.rows.size(); ++r) {
    const QStringList& row = table.rows[r];
    for (std::size_t c = 0; c < cols && c < static_cast<std::size_t>(row.size()); ++c) {
      const qreal w = fm.horizontalAdvance(row[static_cast<qsizetype>(c)]);
      cellW[r * cols + c] = w;
      colW[c] = std::max(colW[c], w);
    }
  }
  qreal total = 0;
  for (qreal& w : colW) total += (w += 2 * pad);
  const qreal width = chrome.width();
  if (total > width) {
    // The elidable columns give up the excess in proportion to their width, down to 6 em.
    qreal elidable = 0;
    for (std::size_t c = 0; c < cols; ++c)
      if (flag(table.elidable, c)) elidable += colW[c];
    const qreal excess = total - width;
    for (std::size_t c = 0; c < cols; ++c)
      if (flag(table.elidable, c) && elidable > 0)
        colW[c] = std::max(fm.horizontalAdvance(QStringLiteral("MMMMMM")),
                           colW[c] - excess * colW[c] / elidable);
  } else if (cols > 0) {
    const qreal extra = (width - total) / static_cast<qreal>(cols);
    for (qreal& w : colW) w += extra;
  }
  std::vector<qreal> colX(cols + 1, 0);
  for (std::size_t c = 0; c < cols; ++c) colX[c + 1] = colX[c] + colW[c];
  const qreal tableW = std::min(width, colX[cols]);

  const int perPage = rowsFitting(chrome.bodyTop(), chrome.bodyBottom(), rowH);
  const std::size_t rows = table.rows.size();
  const int pages = std::max(1, static_cast<int>((rows + static_cast<std::size_t>(perPage) - 1) /
                                                 static_cast<std::size_t>(perPage)));
  const qreal baseline = (rowH - fm.height()) / 2 + fm.ascent();
  const QPen rule(Qt::black, 0.4 * chrome.unit());
  std::size_t r = 0;
  for (int page = 1; page <= pages; ++page) {
    if (page > 1 && !device.newPage()) return 0;
    chrome.draw(page, pages);
    qreal y = chrome.bodyTop();
    p.fillRect(QRectF(0, y, tableW, rowH), kHeadFill);
    p.setFont(head);
    for (std::size_t c = 0; c < cols; ++c) {
      const qreal x = flag(table.rightAligned, c) ? colX[c + 1] - pad - headW[c] : colX[c] + pad;
      p.drawText(QPointF(x, y + baseline), table.header[static_cast<qsizetype>(c)]);
    }
    y += rowH;
    p.setPen(rule);
    p.drawLine(QPointF(0, y), QPointF(tableW, y));
    p.setPen(Qt::black);
    p.setFont(body);
    for (int k = 0; k < perPage && r < rows; ++k, ++r, y += rowH) {
      if (k % 2 == 1) p.fillRect(QRectF(0, y, tableW, rowH), kZebra);
      const QStringList& row = table.rows[r];
      for (std::size_t c = 0; c < cols && c < static_cast<std::size_t>(row.size()); ++c) {
        const QString& text = row[static_cast<qsizetype>(c)];
        if (text.isEmpty()) continue;
        const qreal avail = colW[c] - 2 * pad;
        const qreal w = cellW[r * cols + c];
        if (w > avail) {
          p.drawText(QPointF(colX[c] + pad, y + baseline),
                     fm.elidedText(text, Qt::ElideRight, avail));
        } else {
          const qreal x = flag(table.rightAligned, c) ? colX[c + 1] - pad - w : colX[c] + pad;
          p.drawText(QPointF(x, y + baseline), text);
        }
      }
    }
    p.setPen(rule);
    p.drawLine(QPointF(0, y), QPointF(tableW, y));
    p.setPen(Qt::black);
  }
  return p.end() ? pages : 0;
}

int paintSlips(QPagedPaintDevice& device, const PageHeader& header, const std::vector<Slip>& slips,
               int perPage, const PaperLayout& layout) {
  QPainter p;
  if (!p.begin(&device)) return 0;
  perPage = std::max(1, perPage);
  Chrome chrome(p, device, header, layout.fontPointSize);
  const qreal unit = chrome.unit();
  const qreal width = chrome.width();
  const qreal slotH = (chrome.bodyBottom() - chrome.bodyTop()) / perPage;
  QFont body = paperFont(layout.fontPointSize);
  QFont bold = body;
  bold.setBold(true);
  QFont big = paperFont(layout.fontPointSize * 1.6);
  big.setBold(true);
  const QFontMetricsF fm(body, &device), fmBold(bold, &device), fmBig(big, &device);
  const qreal padY = slotH * 0.05;
  const qreal lineH = std::min(fm.lineSpacing() * 1.7, (slotH - 2 * padY) / kSlipLines);
  const qreal box = fm.ascent() * 0.8;
  const qreal colX[] = {0, width * 0.12, width * 0.56, width * 0.72};
  const QPen thin(Qt::black, 0.4 * unit);
  QPen dashed(kMuted, 0.5 * unit, Qt::DashLine);

  auto drawBox = [&](qreal x, qreal baseline) {
    p.setPen(thin);
    p.drawRect(QRectF(x, baseline - box, box, box));
    p.setPen(Qt::black);
    return x + box + fm.horizontalAdvance(QLatin1Char(' '));
  };
  auto writeLine = [&](qreal x, qreal baseline, qreal end) {
    p.setPen(thin);
    p.drawLine(QPointF(x, baseline + fm.descent() * 0.3),
               QPointF(end, baseline + fm.descent() * 0.3));
    p.setPen(Qt::black);
  };
  auto cell = [&](const QStringList& l, int i) { return i < l.size() ? l[i] : QString(); };

  const int count = static_cast<int>(slips.size());
  const int pages = std::max(1, (count + perPage - 1) / perPage);
  for (int page = 1; page <= pages; ++page) {
    if (page > 1 && !device.newPage()) return 0;
    chrome.draw(page, pages);
    for (int k = 0; k < perPage; ++k) {
      const int i = (page - 1) * perPage + k;
      if (i >= count) break;
      const Slip& s = slips[static_cast<std::size_t>(i)];
      const qreal top = chrome.bodyTop() + k * slotH;
      // The board's QR code at the right, from the heads' line to the jigo line; the facts
      // line (the only one that runs to the right edge) stops before it.
      const std::optional<QrCode> qr = s.qrText.isEmpty() ? std::nullopt : encodeQr(s.qrText);
      const qreal qrTop = top + padY + fmBig.ascent() + lineH * 0.4;
      const qreal qrSide = std::min(width * 0.12, lineH * 4.6);
      const qreal factsWidth = qr ? width - qrSide - 2 * unit : width;
      if (k > 0) {
        p.setPen(dashed);
        p.drawLine(QPointF(0, top), QPointF(width, top));
        p.setPen(Qt::black);
      }
      qreal y = top + padY + fmBig.ascent();
      p.setFont(big);
      const qreal boardW = fmBig.horizontalAdvance(s.board);
      p.drawText(QPointF(width - boardW, y), s.board);
      p.setFont(bold);
      p.drawText(QPointF(0, y),
                 fmBold.elidedText(s.title, Qt::ElideRight, width - boardW - 4 * unit));
      y += lineH * 1.2;
      p.setFont(body);
      p.setPen(kMuted);
      for (int c = 0; c < 4; ++c) p.drawText(QPointF(colX[c], y), cell(s.heads, c));
      p.setPen(Qt::black);
      for (const QStringList* side : {&s.black, &s.white}) {
        y += lineH;
        p.setFont(bold);
        p.drawText(QPointF(colX[0], y), cell(*side, 0));
        p.drawText(QPointF(colX[1], y),
                   fmBold.elidedText(cell(*side, 1), Qt::ElideRight, colX[2] - colX[1] - 2 * unit));
        p.setFont(body);
        p.drawText(QPointF(colX[2], y), cell(*side, 2));
        p.drawText(QPointF(drawBox(colX[3], y), y), cell(*side, 3));
      }
      y += lineH;
      p.drawText(QPointF(0, y), fm.elidedText(s.facts, Qt::ElideRight, factsWidth));
      y += lineH;
      const qreal afterJigo = drawBox(0, y);
      p.drawText(QPointF(afterJigo, y), s.jigo);
      const qreal marginX = std::max(colX[1], afterJigo + fm.horizontalAdvance(s.jigo) + 6 * unit);
      p.drawText(QPointF(marginX, y), s.margin);
      writeLine(marginX + fm.horizontalAdvance(s.margin) + unit, y, colX[3]);
      if (qr) paintQr(p, *qr, QRectF(width - qrSide, qrTop, qrSide, qrSide));
      y += lineH * 1.3;
      const int n = static_cast<int>(s.signatures.size());
      for (int j = 0; j < n; ++j) {
        const qreal x0 = width * j / n, x1 = width * (j + 1) / n - 6 * unit;
        p.drawText(QPointF(x0, y), s.signatures[j]);
        writeLine(x0 + fm.horizontalAdvance(s.signatures[j]) + unit, y, x1);
      }
      if (!s.logHeads.isEmpty()) {
        QFont small = paperFont(layout.fontPointSize * 0.75);
        const QFontMetricsF fmSmall(small, &device);
        p.setFont(small);
        p.setPen(kMuted);
        p.drawText(QPointF(0, y + lineH * 0.85),
                   fmSmall.elidedText(s.logHeads, Qt::ElideRight, width));
        p.setPen(Qt::black);
        p.setFont(body);
      }
    }
  }
  return p.end() ? pages : 0;
}

int paintForm(QPagedPaintDevice& device, const PageHeader& header, const PaperForm& form,
              const PaperLayout& layout) {
  QPainter p;
  if (!p.begin(&device)) return 0;
  Chrome chrome(p, device, header, layout.fontPointSize);
  const qreal unit = chrome.unit();
  const qreal width = chrome.width();
  QFont body = paperFont(layout.fontPointSize);
  QFont bold = body;
  bold.setBold(true);
  const QFontMetricsF fm(body, &device), fmBold(bold, &device);
  const qreal pad = 1.5 * unit;
  qreal labelW = 0;
  for (const FormRow& r : form.rows) labelW = std::max(labelW, fmBold.horizontalAdvance(r.label));
  labelW = std::min(labelW + 4 * unit, width * 0.3);
  const qreal valueX = labelW + 2 * unit, valueW = width - valueX;
  constexpr int kWrap = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;
  auto lineHeight = [&](const QString& text, bool strong) {
    const QFontMetricsF& m = strong ? fmBold : fm;
    return m.boundingRect(QRectF(0, 0, valueW, 1e6), kWrap, text).height();
  };
  // First the heights, so that every page knows how many pages there are.
  std::vector<qreal> heights;
  for (const FormRow& r : form.rows) {
    qreal h = fmBold.boundingRect(QRectF(0, 0, labelW, 1e6), kWrap, r.label).height();
    qreal v = 0;
    for (qsizetype i = 0; i < r.lines.size(); ++i) v += lineHeight(r.lines[i], i == 0 && r.strong);
    heights.push_back(std::max(h, v) + 2 * pad);
  }
  const qreal signRowH = fm.lineSpacing() * 3;
  const qreal tailH = signRowH * ((form.signatures.size() + 1) / 2) + fm.lineSpacing() +
                      lineHeight(form.footer, false);
  std::vector<int> pageOf;
  int pages = 1;
  qreal y = chrome.bodyTop();
  for (qreal h : heights) {
    if (y + h > chrome.bodyBottom() && y > chrome.bodyTop()) {
      ++pages;
      y = chrome.bodyTop();
    }
    pageOf.push_back(pages);
    y += h;
  }
  const bool tailOwnPage = y + tailH > chrome.bodyBottom();
  if (tailOwnPage) ++pages;

  const QPen thin(Qt::black, 0.4 * unit);
  int page = 1;
  chrome.draw(page, pages);
  y = chrome.bodyTop();
  for (std::size_t k = 0; k < form.rows.size(); ++k) {
    if (pageOf[k] != page) {
      if (!device.newPage()) return 0;
      chrome.draw(++page, pages);
      y = chrome.bodyTop();
    }
    const FormRow& r = form.rows[k];
    p.setPen(thin);
    p.drawLine(QPointF(0, y), QPointF(width, y));
    p.setPen(Qt::black);
    p.setFont(bold);
    p.drawText(QRectF(0, y + pad, labelW, heights[k]), kWrap, r.label);
    qreal v = y + pad;
    for (qsizetype i = 0; i < r.lines.size(); ++i) {
      const bool strong = i == 0 && r.strong;
      p.setFont(strong ? bold : body);
      const qreal h = lineHeight(r.lines[i], strong);
      p.drawText(QRectF(valueX, v, valueW, h), kWrap, r.lines[i]);
      v += h;
    }
    y += heights[k];
  }
  p.setPen(thin);
  p.drawLine(QPointF(0, y), QPointF(width, y));
  if (tailOwnPage) {
    if (!device.newPage()) return 0;
    chrome.draw(++page, pages);
    y = chrome.bodyTop();
  }
  p.setFont(body);
  for (qsizetype j = 0; j < form.signatures.size(); ++j) {
    if (j % 2 == 0) y += signRowH;
    const qreal x0 = j % 2 == 0 ? 0 : width / 2, x1 = x0 + width / 2 - 6 * unit;
    p.setPen(Qt::black);
    p.drawText(QPointF(x0, y), form.signatures[j]);
    p.setPen(thin);
    const qreal lineX = x0 + fm.horizontalAdvance(form.signatures[j]) + unit;
    p.drawLine(QPointF(lineX, y + fm.descent() * 0.3), QPointF(x1, y + fm.descent() * 0.3));
  }
  p.setPen(Qt::black);
  y += fm.lineSpacing() * 1.5;
  p.drawText(QRectF(0, y, width, lineHeight(form.footer, false) + unit), kWrap, form.footer);
  return p.end() ? pages : 0;
}

bool repairTextMapping(const QString& pdfPath) {
  QFile file(pdfPath);
  if (!file.open(QIODevice::ReadWrite)) return false;
  QByteArray bytes = file.readAll();
  const QByteArray original = bytes;
  // Qt writes its ToUnicode maps uncompressed: lines "<src> <src> [<dst> ...]" or
  // "<src> <src> <dst>" between beginbfrange and endbfrange; only destinations are rewritten,
  // a single destination only when it maps one code (src == src).
  for (qsizetype start = bytes.indexOf("beginbfrange"); start >= 0;
       start = bytes.indexOf("beginbfrange", start + 1)) {
    const qsizetype end = bytes.indexOf("endbfrange", start);
    if (end < 0) break;
    qsizetype line = bytes.indexOf('\n', start) + 1;
    while (line > 0 && line < end) {
      const qsizetype newline = bytes.indexOf('\n', line);
      const qsizetype next = newline < 0 ? end : std::min(end, newline + 1);
      const QByteArray text = bytes.mid(line, next - line);
      const qsizetype open = text.indexOf('[');
      if (open >= 0) {
        for (qsizetype k = text.indexOf('<', open); k >= 0; k = text.indexOf('<', k + 1))
          repairToken(bytes, line + k);
      } else if (text.size() >= 20 && text.mid(1, 4) == text.mid(8, 4)) {
        repairToken(bytes, line + 14);
      }
      line = next;
    }
  }
  if (bytes == original) return true;
  // Same length: the cross-reference offsets stay right.
  return file.seek(0) && file.write(bytes) == bytes.size();
}

namespace {

// A PDF at `path`, its pages painted by `paint` (how many; 0 when it failed), then its text
// mapping repaired; the problem in words, empty when the file was written.
template <typename Paint>
QString writePdf(const QString& path, const PaperLayout& layout, Paint paint) {
  if (!qobject_cast<QGuiApplication*>(QCoreApplication::instance()))
    return QStringLiteral("printing needs a QGuiApplication");
  QPdfWriter writer(path);
  setLayout(writer, layout);
  if (paint(writer) == 0) return cannotWrite(path);
  return repairTextMapping(path) ? QString() : cannotWrite(path);
}

}  // namespace

QString writeTablePdf(const QString& path, const PageHeader& header, const PaperTable& table,
                      const PaperLayout& layout) {
  return writePdf(path, layout,
                  [&](QPdfWriter& writer) { return paintTable(writer, header, table, layout); });
}

QString writeSlipsPdf(const QString& path, const PageHeader& header, const std::vector<Slip>& slips,
                      int perPage, const PaperLayout& layout) {
  return writePdf(path, layout, [&](QPdfWriter& writer) {
    return paintSlips(writer, header, slips, perPage, layout);
  });
}

QString writeFormPdf(const QString& path, const PageHeader& header, const PaperForm& form,
                     const PaperLayout& layout) {
  return writePdf(path, layout,
                  [&](QPdfWriter& writer) { return paintForm(writer, header, form, layout); });
}

}  // namespace tengen::print
