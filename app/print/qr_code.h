#pragma once
// QR codes on the printed pages (pairing sheets, result slips) pointing to the live pages of
// `tengen serve`: the text is encoded by libqrencode (byte mode, error correction level M, so a
// slip still scans with a fold or a stain over part of the code) and painted with QPainter as
// filled squares: vectors in a PDF, sharp at any printer resolution.

#include <QRectF>
#include <QString>
#include <optional>
#include <vector>

class QPainter;

namespace tengen::print {

// The light margin a reader needs around the symbol, in modules (the standard's minimum).
inline constexpr int kQrQuietModules = 4;

struct QrCode {
  int size = 0;            // modules per side (21 for version 1, + 4 per version)
  std::vector<bool> dark;  // row by row, size * size
  bool at(int x, int y) const { return dark[static_cast<std::size_t>(y * size + x)]; }
};

// The symbol for `text` (UTF-8 bytes); nullopt when it is empty or too long for a QR code.
std::optional<QrCode> encodeQr(const QString& text);

// Paints the symbol and its quiet zone into the largest square that fits `area`, centred, the
// light modules left unpainted (white paper). Returns the symbol's square without the zone.
QRectF paintQr(QPainter& painter, const QrCode& code, const QRectF& area);

}  // namespace tengen::print
