#pragma once
// The desk's panels (tabs, event editors, board clocks): widgets that say when what they hold
// changed, and that redraw their texts in place when the desk's language changes.

#include <QWidget>

class QEvent;

namespace tengen::desk {

class DeskPanel : public QWidget {
  Q_OBJECT
 public:
  using QWidget::QWidget;

 signals:
  // What the panel shows or edits changed (each panel's header says what, where it matters).
  void changed();

 protected:
  // The panel's texts again, in the language now installed: Language::set installs another
  // translation and Qt sends every widget a LanguageChange. What was typed stays.
  virtual void retranslateUi() = 0;
  void changeEvent(QEvent* event) override;
};

}  // namespace tengen::desk
