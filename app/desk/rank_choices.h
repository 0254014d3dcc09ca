#pragma once
// Rank choices for a combo box: 30k .. 9p (the range the draw accepts), each item's data the rank
// strength the draw stores (0 = 1d).

#include <QComboBox>
#include <QString>

#include "pairing/rank.h"

namespace tengen::desk {

inline void fillRanks(QComboBox* box) {
  for (int s = -30; s <= 17; ++s)
    if (auto r = pairing::Rank::fromStrength(s))
      box->addItem(QString::fromStdString(r->toString()), s);
}

}  // namespace tengen::desk
