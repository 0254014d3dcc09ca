#pragma once
// The live pages' snapshot read and rendered away from the server's thread. After a change the
// server used to stop answering while it re-read the event (~25-90 ms on 2 000 players) and then
// rendered each big page on its first request (by name ~50 ms, its deflating ~20 ms) while the
// burst of re-fetches the change sets off queued behind: the p99 of `tengen bench web`. Here a
// thread of its own, with its own connection to the store (Qt's database connections belong to
// the thread that opened them), reads the event, renders the answers every open page re-fetches
// (rendered.h's sharedRequests) and hands both over at once; the server keeps answering from the
// previous snapshot until then, and tells the open pages of the new generation only when its
// answers are ready.

#include <QHash>
#include <QObject>
#include <QString>
#include <QThread>
#include <atomic>
#include <functional>
#include <memory>

#include "app/web/rendered.h"
#include "app/web/snapshot.h"

namespace tengen::web {

struct Prepared {
  std::shared_ptr<const Snapshot> snapshot;
  QHash<QString, Rendered> answers;  // by answerKey
  qsizetype bytes = 0;               // of the bodies and their deflated copies
};

class SnapshotLoader {
 public:
  using Ready = std::function<void(std::shared_ptr<const Prepared>)>;
  using Failed = std::function<void(const QString& reason)>;
  // `ready` and `failed` run on `context`'s thread (the server's), never after it is gone.
  SnapshotLoader(QString event, TimeControlWords words, QObject* context, Ready ready,
                 Failed failed);
  ~SnapshotLoader();  // waits for a load under way
  SnapshotLoader(const SnapshotLoader&) = delete;
  SnapshotLoader& operator=(const SnapshotLoader&) = delete;

  // Asks for a fresh snapshot; calls while one is loading make one more load after it, not one
  // each (a burst of changes is read once).
  void request();

 private:
  class Worker;
  QThread thread_;
  Worker* worker_;  // lives in thread_, deleted when it finishes
  std::atomic<bool> pending_{false};
};

}  // namespace tengen::web
