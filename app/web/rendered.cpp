#include "app/web/rendered.h"

#include <cstdio>

#include "app/web/pages.h"

namespace tengen::web {

void logServeError(const QString& what) {
  std::fprintf(stderr, "tengen serve: %s\n", what.toUtf8().constData());
}

Rendered render(const Snapshot* snapshot, const Request& request) {
  Request get = request;
  get.method = "GET";
  get.lang = std::string(langCode(pickLanguage(request.lang, request.acceptLanguage)));
  Rendered r;
  try {
    r.response = respond(snapshot, get);
  } catch (const std::exception& e) {
    logServeError(QStringLiteral("cannot answer %1 (%2)")
                      .arg(QString::fromStdString(request.path), QString::fromUtf8(e.what())));
    r.response = respond(nullptr, get);
  }
  if (r.response.body.size() > 1024) {
    // qCompress writes a 4-byte length and then a zlib stream: HTTP's "deflate".
    r.deflated = qCompress(QByteArray::fromStdString(r.response.body), 6).mid(4);
  }
  return r;
}

QString answerKey(const Request& r) {
  const Lang lang = pickLanguage(r.lang, r.acceptLanguage);
  return QString::fromStdString(r.path) + QChar(0x1f) + QString::fromUtf8(langCode(lang).data()) +
         QChar(0x1f) + QString::fromStdString(r.q) + QChar(0x1f) + QString::fromStdString(r.page);
}

std::vector<Request> sharedRequests(const Snapshot& snapshot) {
  std::vector<std::string> paths = {"/", "/standings"};
  if (const int round = snapshot.currentRound(); round > 0) {
    const std::string n = std::to_string(round);
    paths.push_back("/round/" + n + "/pairings");
    paths.push_back("/round/" + n + "/by-name");
  }
  std::vector<Request> requests;
  for (Lang lang : {Lang::En, Lang::Zh})
    for (const std::string& path : paths) {
      Request r;
      r.path = path;
      r.lang = std::string(langCode(lang));
      requests.push_back(std::move(r));
    }
  return requests;
}

}  // namespace tengen::web
