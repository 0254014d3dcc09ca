#include "app/desk/box_layouts.h"

namespace tengen::desk {

void addItems(QBoxLayout* box, std::initializer_list<BoxItem> items) {
  for (const BoxItem& item : items) {
    if (item.widget)
      box->addWidget(item.widget, item.stretch);
    else if (item.layout)
      box->addLayout(item.layout, item.stretch);
    else
      box->addStretch(item.stretch);
  }
}

QHBoxLayout* rowOf(std::initializer_list<BoxItem> items) {
  auto* row = new QHBoxLayout;
  addItems(row, items);
  return row;
}

QVBoxLayout* columnOn(QWidget* parent, std::initializer_list<BoxItem> items) {
  auto* column = new QVBoxLayout(parent);
  addItems(column, items);
  return column;
}

}  // namespace tengen::desk
