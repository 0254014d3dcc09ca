#pragma once
// File ▸ New event: a wizard over the event's settings (basics; system and draw; rules, komi, time
// control with the calls previewed, referee edition; scoring and tie-break order). Finish creates
// the event file with all of it (db::createEvent), logged as created by the OS user.

#include <QString>
#include <QWizard>

class QLabel;

namespace tengen::desk {

class SetupForm;

class EventWizard : public QWizard {
  Q_OBJECT
 public:
  enum Page { BasicsPage, SystemPage, RulesPage, ScoringPage };

  // `path`: the event file to create (chosen before the wizard opens).
  explicit EventWizard(const QString& path, QWidget* parent = nullptr);
  SetupForm* form() const { return form_; }
  const QString& path() const { return path_; }
  // Why Finish was refused (empty when it was not).
  QLabel* status() const { return status_; }
  // Creates the event; on refusal says why on the last page and returns false.
  bool createEvent();
  void accept() override;

  // Renders the rules page (time control `timeControl`, its calls previewed) to `png`, creating
  // nothing: for `tengen-desk --screenshots`. Returns whether the file was written.
  static bool saveScreenshot(const QString& png, const QString& timeControl);

 private:
  QString path_;
  SetupForm* form_;
  QLabel* status_;
};

}  // namespace tengen::desk
