#include "app/web/routes.h"

#include <optional>
#include <regex>

#include "app/web/api.h"
#include "app/web/pages.h"

namespace tengen::web {
namespace {

// A positive id or round number in a path: digits only, at most 9 of them.
std::optional<long long> number(const std::string& text) {
  if (text.empty() || text.size() > 9 || text[0] == '0') return std::nullopt;
  for (char c : text)
    if (c < '0' || c > '9') return std::nullopt;
  return std::stoll(text);
}

Response html(std::string body, int status = 200) {
  Response r;
  r.status = status;
  r.body = std::move(body);
  r.headers.emplace_back("Cache-Control", "no-cache");
  r.headers.emplace_back("Vary", "Accept-Language");
  return r;
}

Response json(std::string body, int status = 200) {
  Response r;
  r.status = status;
  r.contentType = "application/json; charset=utf-8";
  r.body = std::move(body);
  r.headers.emplace_back("Cache-Control", "no-cache");
  r.headers.emplace_back("Access-Control-Allow-Origin", "*");
  return r;
}

Response jsonError(int status, const char* message) {
  return json(std::string("{\"error\":\"") + message + "\"}", status);
}

bool isApi(const std::string& path) {
  return path.rfind("/api/", 0) == 0;
}

}  // namespace

const char* reasonPhrase(int status) {
  switch (status) {
    case 200:
      return "OK";
    case 400:
      return "Bad Request";
    case 404:
      return "Not Found";
    case 405:
      return "Method Not Allowed";
    case 431:
      return "Request Header Fields Too Large";
    case 503:
      return "Service Unavailable";
    default:
      return "Error";
  }
}

Response respond(const Snapshot* s, const Request& req) {
  const Lang lang = pickLanguage(req.lang, req.acceptLanguage);
  if (req.method != "GET" && req.method != "HEAD") {
    Response r = isApi(req.path)
                     ? jsonError(405, "read-only: GET only")
                     : html("<!DOCTYPE html><title>405</title><p>Read-only.</p>\n", 405);
    r.headers.emplace_back("Allow", "GET, HEAD");
    return r;
  }
  const std::string& path = req.path;
  if (path == "/static/tengen.css" || path == "/static/tengen.js") {
    Response r;
    r.contentType =
        path.ends_with(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
    r.body = path.ends_with(".css") ? kCss : kLiveJs;
    r.headers.emplace_back("Cache-Control", "max-age=300");
    return r;
  }
  if (!s)
    return isApi(path) ? jsonError(503, "event not available") : html(unavailablePage(lang), 503);
  if (path == "/events") {
    Response r;
    r.eventStream = true;
    r.contentType = "text/event-stream; charset=utf-8";
    return r;
  }
  static const std::regex roundPage("^/round/([0-9]+)/(pairings|by-name)$");
  static const std::regex playerPath("^/player/([0-9]+)$");
  static const std::regex apiPairings("^/api/v1/rounds/([0-9]+)/pairings$");
  static const std::regex apiPlayer("^/api/v1/players/([0-9]+)$");
  std::smatch m;
  if (path == "/") return html(homePage(*s, lang));
  if (path == "/standings") return html(standingsPage(*s, lang));
  if (path == "/crosstable") return html(crosstablePage(*s, lang));
  if (path == "/projector/pairings" || path == "/projector/standings") {
    const int page = static_cast<int>(number(req.page).value_or(1));
    const auto body = projectorPage(
        *s, path.ends_with("pairings") ? ProjectorShow::Pairings : ProjectorShow::Standings, page,
        lang);
    if (body) return html(*body);
    return html(notFoundPage(lang), 404);
  }
  if (std::regex_match(path, m, roundPage)) {
    if (const auto n = number(m[1].str())) {
      const int round = static_cast<int>(*n);
      const auto page = m[2].str() == "pairings" ? pairingsPage(*s, round, lang)
                                                 : byNamePage(*s, round, lang, req.q);
      if (page) return html(*page);
    }
    return html(notFoundPage(lang), 404);
  }
  if (std::regex_match(path, m, playerPath)) {
    if (const auto n = number(m[1].str()))
      if (const auto page = playerPage(*s, *n, lang)) return html(*page);
    return html(notFoundPage(lang), 404);
  }
  if (path == "/api/v1/event") return json(eventJson(*s));
  if (path == "/api/v1/standings") return json(standingsJson(*s));
  if (std::regex_match(path, m, apiPairings)) {
    if (const auto n = number(m[1].str()))
      if (const auto body = pairingsJson(*s, static_cast<int>(*n))) return json(*body);
    return jsonError(404, "not found");
  }
  if (std::regex_match(path, m, apiPlayer)) {
    if (const auto n = number(m[1].str()))
      if (const auto body = playerJson(*s, *n)) return json(*body);
    return jsonError(404, "not found");
  }
  return isApi(path) ? jsonError(404, "not found") : html(notFoundPage(lang), 404);
}

}  // namespace tengen::web
