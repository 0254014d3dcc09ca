#pragma once
// Which answer a request gets: a pure function of the snapshot and the request (no sockets), so
// every route, status and header can be tested without a server. Read-only: GET and HEAD only
// (anything else 405); unknown paths 404; no snapshot (the event could not be read) 503 "event
// not available", never a path or an error text.

#include <string>
#include <utility>
#include <vector>

#include "app/web/snapshot.h"

namespace tengen::web {

struct Request {
  std::string method = "GET";  // as sent: GET, HEAD, POST, ...
  std::string path = "/";      // decoded, without the query
  std::string lang;            // the `lang` query parameter ("" when absent)
  std::string q;               // the `q` query parameter (by-name filter)
  std::string page;            // the `page` query parameter (projector pages)
  std::string acceptLanguage;  // the Accept-Language header
};

struct Response {
  int status = 200;
  std::string contentType = "text/html; charset=utf-8";
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;  // extra headers (Allow, Cache-Control)
  bool eventStream = false;  // /events: the server keeps the connection open (no body here)
};

// The reason phrase of the statuses used here ("OK", "Not Found", ...).
const char* reasonPhrase(int status);

// `snapshot` null: the event is not available.
Response respond(const Snapshot* snapshot, const Request& request);

}  // namespace tengen::web
