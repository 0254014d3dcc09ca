#include "app/print/qr_code.h"

#include <qrencode.h>

#include <QPainter>
#include <QPainterPath>
#include <algorithm>
#include <memory>

namespace tengen::print {

std::optional<QrCode> encodeQr(const QString& text) {
  const QByteArray bytes = text.toUtf8();
  if (bytes.isEmpty()) return std::nullopt;
  // Version 0: the smallest that holds the text. Case-sensitive: a URL's path keeps its case.
  std::unique_ptr<QRcode, decltype(&QRcode_free)> symbol(
      QRcode_encodeString(bytes.constData(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
  if (!symbol) return std::nullopt;
  QrCode code;
  code.size = symbol->width;
  const auto modules = static_cast<std::size_t>(code.size) * static_cast<std::size_t>(code.size);
  code.dark.resize(modules);
  // Bit 0 of each byte is the module's colour; the other bits say what part of the symbol it is.
  for (std::size_t i = 0; i < modules; ++i) code.dark[i] = (symbol->data[i] & 1) != 0;
  return code;
}

QRectF paintQr(QPainter& painter, const QrCode& code, const QRectF& area) {
  const int total = code.size + 2 * kQrQuietModules;
  const qreal side = std::min(area.width(), area.height());
  const qreal module = side / total;
  const QPointF origin(area.center().x() - side / 2 + kQrQuietModules * module,
                       area.center().y() - side / 2 + kQrQuietModules * module);
  // One path of the dark runs of each row, filled once: far fewer drawing operations in the PDF
  // than one square per module. Winding fill, so touching runs never cancel out.
  QPainterPath path;
  path.setFillRule(Qt::WindingFill);
  for (int y = 0; y < code.size; ++y) {
    for (int x = 0; x < code.size;) {
      if (!code.at(x, y)) {
        ++x;
        continue;
      }
      int end = x;
      while (end < code.size && code.at(end, y)) ++end;
      path.addRect(
          QRectF(origin.x() + x * module, origin.y() + y * module, (end - x) * module, module));
      x = end;
    }
  }
  painter.save();
  painter.setPen(Qt::NoPen);
  painter.setBrush(Qt::black);
  painter.drawPath(path);
  painter.restore();
  return QRectF(origin, QSizeF(code.size * module, code.size * module));
}

}  // namespace tengen::print
