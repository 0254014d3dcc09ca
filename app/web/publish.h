#pragma once
// `tengen publish EVENT --dir OUT`: every page of the live site as static HTML files for an
// organiser's own web site. Per language a folder (en/, zh/) with the home page, each drawn
// round's pairings by board and by name (with results), each player's page, the standings and
// the crosstable; the stylesheet and a language choice (index.html) at the top. Links are
// relative (links.h): OUT works from file:// or under any path of any web server, without
// JavaScript. The pages are rendered from the same Snapshot as the live ones, so the private
// fields are absent the same way.
//
// Atomic: the files are written to a fresh folder beside OUT, which then takes OUT's place in one
// rename (Linux renameat2 RENAME_EXCHANGE when OUT exists); a failed run leaves OUT as it was and
// removes its own folder. An OUT that exists must be empty or an earlier export (it holds
// kPublishMarker): another folder's files are never replaced.

#include <QString>

#include "app/web/snapshot.h"

namespace tengen::web {

// The file that marks a folder as written by publishSite (it holds the event's generation).
inline constexpr const char* kPublishMarker = ".tengen-publish";

struct PublishOutcome {
  enum class Problem {
    None,
    NotAFolder,     // OUT exists and is a file
    ForeignFolder,  // OUT is a folder with files but no marker: not ours to replace
    CannotWrite,    // the new folder beside OUT cannot be made or written (permissions, disk)
    CannotReplace,  // the new folder is complete but could not take OUT's place
  };
  Problem problem = Problem::None;
  int files = 0;  // pages and other files written
  qint64 bytes = 0;
};

// Every static file as (relative path, content), in a stable order.
std::vector<std::pair<std::string, std::string>> staticSite(const Snapshot& s);

// Writes staticSite(s) to `outDir` as described above.
PublishOutcome publishSite(const Snapshot& s, const QString& outDir);

}  // namespace tengen::web
