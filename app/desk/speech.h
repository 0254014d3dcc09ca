#pragma once
// The referee's voice for the board clocks. Every call is pre-rendered once to a WAV clip by the
// espeak-ng program (Chinese with the cmn-latn-pinyin voice, which speaks the tones; the plain cmn
// voice reads them as English digits; English with en) into a cache folder, and played through ONE
// persistent pull-mode QAudioSink stream that is kept open and fed silence between clips, so a call
// starts within one short buffer of its mark. (QSoundEffect drops short clips on PulseAudio and Qt
// 6.4's QTextToSpeech has no queue.) Without espeak-ng or an audio output the voice is off and
// says why (problem()); the calls are always on screen as well.

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <memory>

class QAudioSink;
class QProcess;

namespace tengen::desk {

class ClipStream;

class Speech : public QObject {
  Q_OBJECT
 public:
  // `cacheDir` empty: the user's cache location. `enabled` false: off from the start (tests).
  explicit Speech(const QString& cacheDir = {}, bool enabled = true, QObject* parent = nullptr);
  ~Speech() override;

  bool available() const { return problem_.isEmpty(); }
  // Why the voice is off ("" when on), for the window to show.
  QString problem() const { return problem_; }

  // Renders the clips of `texts` not cached yet, one espeak-ng run at a time in the background.
  // `lang`: "zh" (Chinese voice) or anything else (English).
  void prepare(const QStringList& texts, const QString& lang);
  // Plays the clip of `text` now (after what is still playing); false when the voice is off or the
  // clip is not rendered yet (it is rendered for next time).
  bool say(const QString& text, const QString& lang);

 private:
  struct Job {
    QString text, lang, file;
  };
  QString clipFile(const QString& text, const QString& lang) const;
  void renderNext();
  bool loadClip(const QString& file, QByteArray* pcm) const;

  QString problem_;
  QString cacheDir_;
  QString espeak_;
  QAudioSink* sink_ = nullptr;
  std::unique_ptr<ClipStream> stream_;
  QProcess* process_ = nullptr;
  QList<Job> jobs_;
  QHash<QString, QByteArray> clips_;  // file → PCM samples
};

}  // namespace tengen::desk
