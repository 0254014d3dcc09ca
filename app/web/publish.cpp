#include "app/web/publish.h"

#include <fcntl.h>
#include <stdio.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include "app/web/links.h"
#include "app/web/pages.h"

namespace tengen::web {
namespace {

// The top index.html: the event's name and a choice of language, in both languages.
std::string languageChoice(const Snapshot& s) {
  const std::string name = escapeHtml(s.tournament.event.name);
  return "<!DOCTYPE html>\n<html lang=\"zh-Hans\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>" +
         name +
         "</title><link rel=\"stylesheet\" href=\"tengen.css\"></head>\n<body><header><span "
         "class=\"ev\"><bdi>" +
         name + "</bdi></span></header><main><h1><bdi>" + name +
         "</bdi></h1><p class=\"links\"><a href=\"zh/index.html\" hreflang=\"zh\" "
         "lang=\"zh-Hans\">中文</a> <a href=\"en/index.html\" hreflang=\"en\" "
         "lang=\"en\">English</a></p></main></body></html>\n";
}

bool writeFile(const QString& path, const std::string& content) {
  QFile f(path);
  if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate)) return false;
  const auto size = static_cast<qint64>(content.size());
  return f.write(content.data(), size) == size && f.flush();
}

// Swaps two paths in one step (both exist). False when the file system cannot.
bool exchange(const QString& a, const QString& b) {
  return ::renameat2(AT_FDCWD, QFile::encodeName(a).constData(), AT_FDCWD,
                     QFile::encodeName(b).constData(), RENAME_EXCHANGE) == 0;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> staticSite(const Snapshot& s) {
  const Links& links = Links::staticFiles();
  std::vector<std::pair<std::string, std::string>> files;
  files.emplace_back("index.html", languageChoice(s));
  files.emplace_back("tengen.css", kCss);
  for (Lang lang : {Lang::En, Lang::Zh}) {
    const std::string dir = std::string(langCode(lang)) + "/";
    auto add = [&](const std::string& path, std::string page) {
      files.emplace_back(dir + Links::fileName(path), std::move(page));
    };
    add("/", homePage(s, lang, links));
    for (const pairing::Round& r : s.tournament.rounds) {
      const std::string round = "/round/" + std::to_string(r.number);
      if (auto page = pairingsPage(s, r.number, lang, links)) add(round + "/pairings", *page);
      if (auto page = byNamePage(s, r.number, lang, {}, links)) add(round + "/by-name", *page);
    }
    for (const pairing::Player& p : s.tournament.players)
      if (auto page = playerPage(s, p.id, lang, links))
        add("/player/" + std::to_string(p.id), *page);
    add("/standings", standingsPage(s, lang, links));
    add("/crosstable", crosstablePage(s, lang, links));
  }
  files.emplace_back(kPublishMarker, s.generation + "\n");
  return files;
}

PublishOutcome publishSite(const Snapshot& s, const QString& outDir) {
  using Problem = PublishOutcome::Problem;
  PublishOutcome outcome;
  const QFileInfo out(QDir::cleanPath(QDir(outDir).absolutePath()));
  if (out.exists() && !out.isDir()) return {Problem::NotAFolder};
  if (out.isDir()) {
    const QDir existing(out.absoluteFilePath());
    const bool empty =
        existing.entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot)
            .isEmpty();
    if (!empty && !existing.exists(QString::fromLatin1(kPublishMarker)))
      return {Problem::ForeignFolder};
  }
  // Beside OUT, so the final rename stays on one file system.
  if (!QDir().mkpath(out.absolutePath())) return {Problem::CannotWrite};
  QTemporaryDir fresh(out.absolutePath() + "/." + out.fileName() + ".tengen-XXXXXX");
  if (!fresh.isValid()) return {Problem::CannotWrite};
  const QDir root(fresh.path());
  if (!root.mkpath("en") || !root.mkpath("zh")) return {Problem::CannotWrite};
  for (const auto& [name, content] : staticSite(s)) {
    if (!writeFile(root.filePath(QString::fromStdString(name)), content))
      return {Problem::CannotWrite};
    ++outcome.files;
    outcome.bytes += static_cast<qint64>(content.size());
  }
  // QTemporaryDir makes its folder 0700; a published site is for everyone to read.
  QFile::setPermissions(fresh.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                          QFileDevice::ExeOwner | QFileDevice::ReadGroup |
                                          QFileDevice::ExeGroup | QFileDevice::ReadOther |
                                          QFileDevice::ExeOther);
  const QString target = out.absoluteFilePath();
  if (!out.exists()) {
    if (!QDir().rename(fresh.path(), target)) return {Problem::CannotReplace};
    fresh.setAutoRemove(false);  // it is OUT now
    return outcome;
  }
  // OUT and the new folder trade places; the old pages, now in the temporary folder, go with it.
  if (exchange(fresh.path(), target)) return outcome;
  // A file system without the exchange: OUT steps aside, the new folder takes its name, and OUT
  // comes back if that fails.
  const QString aside = fresh.path() + ".old";
  if (!QDir().rename(target, aside)) return {Problem::CannotReplace};
  if (!QDir().rename(fresh.path(), target)) {
    QDir().rename(aside, target);
    return {Problem::CannotReplace};
  }
  fresh.setAutoRemove(false);
  QDir(aside).removeRecursively();
  return outcome;
}

}  // namespace tengen::web
