#pragma once
// The desk's language: installs the Qt Linguist translation for zh_CN (English is the source).

#include <QObject>
#include <QString>
#include <QTranslator>

namespace tengen::desk {

class Language : public QObject {
  Q_OBJECT
 public:
  using QObject::QObject;
  // "zh" or "en"; anything else falls back to English. Widgets get a LanguageChange event.
  void set(const QString& code);
  QString current() const { return current_; }
  // The language last set by any Language (the translation installed now): "zh" or "en".
  static QString active();
  // The language to start with: the saved choice, else the system locale.
  static QString initial();

 private:
  QTranslator app_;
  QTranslator qt_;
  QString current_ = QStringLiteral("en");
};

}  // namespace tengen::desk
