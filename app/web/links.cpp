#include "app/web/links.h"

#include <algorithm>

#include "app/web/pages.h"

namespace tengen::web {

const Links& Links::live() {
  static const Links links(true);
  return links;
}

const Links& Links::staticFiles() {
  static const Links links(false);
  return links;
}

std::string Links::fileName(std::string_view path) {
  std::string name(path.substr(path.starts_with('/') ? 1 : 0));
  if (name.empty()) return "index.html";
  std::replace(name.begin(), name.end(), '/', '-');
  return name + ".html";
}

std::string Links::page(std::string_view path, Lang lang) const {
  if (live_) return std::string(path) + "?lang=" + std::string(langCode(lang));
  return fileName(path);
}

std::string Links::otherLanguage(std::string_view path, Lang other) const {
  if (live_) return page(path, other);
  return "../" + std::string(langCode(other)) + "/" + fileName(path);
}

std::string Links::stylesheet() const {
  return live_ ? "/static/tengen.css" : "../tengen.css";
}

}  // namespace tengen::web
