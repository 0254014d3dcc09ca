#pragma once
// The libraries' text (std::string and std::string_view, UTF-8) as a QString: the one conversion
// every front end file used to write for itself.

#include <QString>
#include <string_view>

namespace tengen {

inline QString qs(std::string_view text) {
  return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

}  // namespace tengen
