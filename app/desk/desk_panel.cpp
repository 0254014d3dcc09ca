#include "app/desk/desk_panel.h"

#include <QEvent>

namespace tengen::desk {

void DeskPanel::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslateUi();
  QWidget::changeEvent(event);
}

}  // namespace tengen::desk
