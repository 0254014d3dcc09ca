#pragma once
// The OpenGotha parameters an event keeps (reports/opengotha_kept.h) in its opengotha_kept rows
// (migration 120): written by an OpenGotha import, read by the OpenGotha export.

#include "db/store/event_store.h"
#include "reports/opengotha_kept.h"

namespace tengen::db {

reports::OpenGothaKept loadOpenGothaKept(const EventStore& store);
// Replaces what the event kept (one transaction, joining an enclosing one).
void saveOpenGothaKept(EventStore& store, const reports::OpenGothaKept& kept);

}  // namespace tengen::db
