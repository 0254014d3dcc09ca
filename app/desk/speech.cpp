#include "app/desk/speech.h"

#include <QAudioDevice>
#include <QAudioFormat>
#include <QAudioSink>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QIODevice>
#include <QMediaDevices>
#include <QMutex>
#include <QProcess>
#include <QStandardPaths>
#include <QtEndian>

namespace tengen::desk {

namespace {
// espeak-ng writes 16-bit mono PCM at 22 050 Hz.
constexpr int kRate = 22050;
// ~100 ms of audio in the sink's buffer: the latency between a mark and its call.
constexpr int kBufferBytes = kRate * 2 / 10;
}  // namespace

// The stream the sink pulls from: queued clips, then silence, forever (the stream never stops, so
// the device never has to be reopened for the next call).
class ClipStream : public QIODevice {
 public:
  ClipStream() { open(QIODevice::ReadOnly); }
  void enqueue(const QByteArray& pcm) {
    QMutexLocker lock(&mutex_);
    pending_.append(pcm);
  }
  bool isSequential() const override { return true; }
  qint64 bytesAvailable() const override { return kBufferBytes + QIODevice::bytesAvailable(); }

 protected:
  qint64 readData(char* data, qint64 max) override {
    QMutexLocker lock(&mutex_);
    max -= max % 2;  // whole samples
    const qint64 n = std::min<qint64>(max, pending_.size());
    std::memcpy(data, pending_.constData(), static_cast<std::size_t>(n));
    pending_.remove(0, n);
    std::memset(data + n, 0, static_cast<std::size_t>(max - n));
    return max;
  }
  qint64 writeData(const char*, qint64) override { return -1; }

 private:
  QMutex mutex_;
  QByteArray pending_;
};

Speech::Speech(const QString& cacheDir, bool enabled, QObject* parent)
    : QObject(parent), cacheDir_(cacheDir) {
  if (!enabled) {
    problem_ = tr("voice off");
    return;
  }
  espeak_ = QStandardPaths::findExecutable(QStringLiteral("espeak-ng"));
  if (espeak_.isEmpty()) {
    problem_ = tr("voice off: espeak-ng is not installed");
    return;
  }
  const QAudioDevice device = QMediaDevices::defaultAudioOutput();
  if (device.isNull()) {
    problem_ = tr("voice off: no audio output device");
    return;
  }
  QAudioFormat format;
  format.setSampleRate(kRate);
  format.setChannelCount(1);
  format.setSampleFormat(QAudioFormat::Int16);
  if (!device.isFormatSupported(format)) {
    problem_ = tr("voice off: the audio device cannot play 22 kHz mono");
    return;
  }
  if (cacheDir_.isEmpty())
    cacheDir_ =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/speech");
  QDir().mkpath(cacheDir_);
  stream_ = std::make_unique<ClipStream>();
  sink_ = new QAudioSink(device, format, this);
  sink_->setBufferSize(kBufferBytes);
  sink_->start(stream_.get());
  if (sink_->error() != QAudio::NoError) {
    problem_ = tr("voice off: the audio output could not be opened");
    sink_->stop();
  }
}

Speech::~Speech() {
  if (sink_) sink_->stop();
  if (process_) process_->kill();
}

QString Speech::clipFile(const QString& text, const QString& lang) const {
  const QString voice =
      lang == QLatin1String("zh") ? QStringLiteral("cmn-latn-pinyin") : QStringLiteral("en");
  const QByteArray key = QCryptographicHash::hash((voice + QLatin1Char('\n') + text).toUtf8(),
                                                  QCryptographicHash::Sha1)
                             .toHex();
  return cacheDir_ + QLatin1Char('/') + QString::fromLatin1(key) + QStringLiteral(".wav");
}

void Speech::prepare(const QStringList& texts, const QString& lang) {
  if (!available()) return;
  for (const QString& t : texts) {
    const QString file = clipFile(t, lang);
    if (clips_.contains(file)) continue;
    QByteArray pcm;
    if (QFile::exists(file) && loadClip(file, &pcm)) {
      clips_.insert(file, pcm);
      continue;
    }
    bool queued = false;
    for (const Job& j : jobs_) queued = queued || j.file == file;
    if (!queued) jobs_.append({t, lang, file});
  }
  renderNext();
}

void Speech::renderNext() {
  if (process_ || jobs_.isEmpty()) return;
  const Job job = jobs_.takeFirst();
  process_ = new QProcess(this);
  const QString voice =
      job.lang == QLatin1String("zh") ? QStringLiteral("cmn-latn-pinyin") : QStringLiteral("en");
  connect(process_, &QProcess::finished, this, [this, job](int code, QProcess::ExitStatus st) {
    process_->deleteLater();
    process_ = nullptr;
    QByteArray pcm;
    if (code == 0 && st == QProcess::NormalExit && loadClip(job.file, &pcm))
      clips_.insert(job.file, pcm);
    renderNext();
  });
  connect(process_, &QProcess::errorOccurred, this, [this](QProcess::ProcessError e) {
    if (e != QProcess::FailedToStart) return;
    problem_ = tr("voice off: espeak-ng could not be started");
    jobs_.clear();
  });
  process_->start(espeak_, {QStringLiteral("-v"), voice, QStringLiteral("-w"), job.file, job.text});
}

bool Speech::loadClip(const QString& file, QByteArray* pcm) const {
  QFile f(file);
  if (!f.open(QIODevice::ReadOnly)) return false;
  const QByteArray wav = f.readAll();
  if (wav.size() < 12 || !wav.startsWith("RIFF") || wav.mid(8, 4) != "WAVE") return false;
  // Walk the chunks to "data" (checking the format is the one the stream plays).
  qsizetype at = 12;
  bool formatOk = false;
  while (at + 8 <= wav.size()) {
    const QByteArray id = wav.mid(at, 4);
    const auto size = static_cast<qsizetype>(qFromLittleEndian<quint32>(wav.constData() + at + 4));
    const qsizetype body = at + 8;
    if (id == "fmt " && size >= 16 && body + 16 <= wav.size()) {
      const auto channels = qFromLittleEndian<quint16>(wav.constData() + body + 2);
      const auto rate = qFromLittleEndian<quint32>(wav.constData() + body + 4);
      const auto bits = qFromLittleEndian<quint16>(wav.constData() + body + 14);
      formatOk = channels == 1 && rate == kRate && bits == 16;
    } else if (id == "data") {
      if (!formatOk) return false;
      // espeak-ng writing to a file leaves the size field unset when streaming: take the rest.
      const qsizetype n = std::min(size, wav.size() - body);
      *pcm = wav.mid(body, n > 0 ? n : wav.size() - body);
      return !pcm->isEmpty();
    }
    at = body + size + (size % 2);
  }
  return false;
}

bool Speech::say(const QString& text, const QString& lang) {
  if (!available() || !stream_) return false;
  const QString file = clipFile(text, lang);
  auto it = clips_.constFind(file);
  if (it == clips_.constEnd()) {
    prepare({text}, lang);
    return false;
  }
  stream_->enqueue(*it);
  return true;
}

}  // namespace tengen::desk
