#pragma once
// How the pages link to each other, so one renderer (pages.h) makes both the live server's pages
// and the static export's (`tengen publish`): live, a page is its path with the language as a
// parameter ("/round/1/pairings?lang=zh"); static, it is a file in a folder per language named
// after the path ("round-1-pairings.html" in zh/), every link relative so the folder works from
// file:// or under any path of any web server.

#include <string>
#include <string_view>

#include "app/web/snapshot.h"

namespace tengen::web {

class Links {
 public:
  static const Links& live();
  static const Links& staticFiles();

  // The live server: the event stream and the live script are there, and ?q= search.
  bool isLive() const { return live_; }
  // A page of the same language, from its path ("/", "/round/N/pairings", "/player/ID", ...).
  std::string page(std::string_view path, Lang lang) const;
  // The same page in the other language.
  std::string otherLanguage(std::string_view path, Lang other) const;
  std::string stylesheet() const;

  // The static file of a page's path: "/" → "index.html", "/round/1/by-name" →
  // "round-1-by-name.html".
  static std::string fileName(std::string_view path);

 private:
  explicit Links(bool live) : live_(live) {}
  bool live_;
};

}  // namespace tengen::web
