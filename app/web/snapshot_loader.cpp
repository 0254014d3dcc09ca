#include "app/web/snapshot_loader.h"

#include <QPointer>

#include "db/store/event_store.h"

namespace tengen::web {

class SnapshotLoader::Worker : public QObject {
 public:
  Worker(QString event, TimeControlWords words, QObject* context, Ready ready, Failed failed,
         std::atomic<bool>& pending)
      : event_(std::move(event)),
        words_(std::move(words)),
        context_(context),
        ready_(std::move(ready)),
        failed_(std::move(failed)),
        pending_(pending) {}

  void load() {
    if (!pending_.exchange(false)) return;  // an earlier call already read this change
    try {
      if (!store_) store_ = db::EventStore::open(event_);
      auto prepared = std::make_shared<Prepared>();
      auto snapshot = std::make_shared<const Snapshot>(loadSnapshot(*store_, words_));
      for (const Request& r : sharedRequests(*snapshot)) {
        Rendered answer = render(snapshot.get(), r);
        prepared->bytes +=
            static_cast<qsizetype>(answer.response.body.size()) + answer.deflated.size();
        prepared->answers.insert(answerKey(r), std::move(answer));
      }
      prepared->snapshot = std::move(snapshot);
      QMetaObject::invokeMethod(
          context_, [ready = ready_, prepared] { ready(prepared); }, Qt::QueuedConnection);
    } catch (const std::exception& e) {
      store_.reset();  // opened again on the next load (a lost PostgreSQL link, a moved file)
      QMetaObject::invokeMethod(
          context_, [failed = failed_, reason = QString::fromUtf8(e.what())] { failed(reason); },
          Qt::QueuedConnection);
    }
  }

 private:
  QString event_;
  TimeControlWords words_;
  QObject* context_;
  Ready ready_;
  Failed failed_;
  std::atomic<bool>& pending_;
  std::unique_ptr<db::EventStore> store_;  // this thread's own connection
};

SnapshotLoader::SnapshotLoader(QString event, TimeControlWords words, QObject* context, Ready ready,
                               Failed failed)
    : worker_(new Worker(std::move(event), std::move(words), context, std::move(ready),
                         std::move(failed), pending_)) {
  worker_->moveToThread(&thread_);
  QObject::connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
  thread_.setObjectName(QStringLiteral("tengen-serve-loader"));
  thread_.start();
}

SnapshotLoader::~SnapshotLoader() {
  thread_.quit();
  thread_.wait();
}

void SnapshotLoader::request() {
  pending_.store(true);
  QMetaObject::invokeMethod(
      worker_, [worker = worker_] { worker->load(); }, Qt::QueuedConnection);
}

}  // namespace tengen::web
