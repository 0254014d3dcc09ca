#pragma once
// An answer of the live pages rendered once for a snapshot and kept: the response and its body
// deflated for browsers that accept it. Both the server's thread (a page not kept yet) and the
// snapshot loader's (the pages every open page re-fetches after a change) render through here.

#include <QByteArray>
#include <QString>
#include <vector>

#include "app/web/routes.h"

namespace tengen::web {

struct Rendered {
  Response response;
  QByteArray deflated;  // the body as a zlib stream (Content-Encoding: deflate), or empty
};

// respond() for a GET of `request` (HEAD answered from the same), its body deflated when over
// 1 KB. An exception is logged and answered as "event not available".
Rendered render(const Snapshot* snapshot, const Request& request);

// The key an answer is kept under: path, language, by-name filter and projector page.
QString answerKey(const Request& request);

// The requests whose answers most open pages re-fetch after a change, in both languages: home,
// standings and the current round's pairings by board and by name (a phone's pages in a hall).
// Every other answer (crosstable, a player, the JSON API) is rendered on its first request.
std::vector<Request> sharedRequests(const Snapshot& snapshot);

// `tengen serve`'s log line on stderr (never shown to a client).
void logServeError(const QString& what);

}  // namespace tengen::web
