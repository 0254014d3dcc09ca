#pragma once
// New event files appear whole or not at all. A new SQLite event is written into a hidden file in
// the same folder (".NAME.partial-PID-RANDOM"), committed, synced and only then renamed to NAME
// (rename is atomic on POSIX, and refuses to replace a file that appeared meanwhile). A process
// killed before the rename leaves only the hidden file: nothing opens it (it is not NAME), and the
// next attempt to create NAME removes it once the process that wrote it is gone.

#include <QString>

namespace tengen::db {

// A fresh name for writing `path` before it is complete: ".NAME.partial-PID-RANDOM" next to it.
QString partialPathFor(const QString& path);
// True when `file` is such a partial file (its name, not its contents).
bool isPartialFile(const QString& file);
// Removes the partial files for `path` whose writing process no longer runs; returns how many.
int removeStalePartials(const QString& path);
// Syncs the complete `partial` to disk, renames it to `path` unless `path` exists (then returns
// false and leaves both as they are) and syncs the folder, so the name survives a power cut.
// Throws StoreError (Database) when the file system refuses.
bool publishPartial(const QString& partial, const QString& path);
// Removes an SQLite file and its -wal / -shm companions.
void removeSqliteFiles(const QString& path);

}  // namespace tengen::db
