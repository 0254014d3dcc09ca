#include "db/store/clock_voice.h"

#include <QSqlQuery>

#include "db/store/event_store.h"
#include "db/store/store_error.h"

namespace tengen::db {

namespace {

void checkLanguage(const std::string& lang) {
  if (lang != "zh" && lang != "en")
    throw StoreError(StoreError::Kind::Invalid,
                     "voice: '" + lang + "' is not a voice language (zh or en)");
}

QVariant event(const EventStore& store) {
  return QVariant::fromValue(store.eventId());
}

}  // namespace

std::optional<std::string> eventVoice(const EventStore& store) {
  QSqlQuery query = store.exec(
      QStringLiteral("SELECT lang FROM clock_voice_default WHERE event_id = ?"), {event(store)});
  if (!query.next()) return std::nullopt;
  return query.value(0).toString().toStdString();
}

std::optional<std::string> boardVoice(const EventStore& store, int round, int board) {
  QSqlQuery query = store.exec(
      QStringLiteral("SELECT lang FROM clock_voice WHERE event_id = ? AND round = ? AND board = ?"),
      {event(store), round, board});
  if (!query.next()) return std::nullopt;
  return query.value(0).toString().toStdString();
}

std::string voiceOf(const EventStore& store, int round, int board) {
  if (auto own = boardVoice(store, round, board)) return *own;
  if (auto fallback = eventVoice(store)) return *fallback;
  return std::string(kDefaultVoice);
}

void setEventVoice(EventStore& store, const std::string& lang) {
  checkLanguage(lang);
  store.transaction([&] {
    store.exec(QStringLiteral("INSERT INTO clock_voice_default (event_id, lang) VALUES (?, ?) "
                              "ON CONFLICT (event_id) DO UPDATE SET lang = excluded.lang"),
               {event(store), QString::fromStdString(lang)});
  });
}

void setBoardVoice(EventStore& store, int round, int board,
                   const std::optional<std::string>& lang) {
  if (lang) checkLanguage(*lang);
  store.transaction([&] {
    store.lockGame(round, board);  // the board exists in the drawn round
    if (!lang) {
      store.exec(
          QStringLiteral("DELETE FROM clock_voice WHERE event_id = ? AND round = ? AND board = ?"),
          {event(store), round, board});
      return;
    }
    store.exec(QStringLiteral("INSERT INTO clock_voice (event_id, round, board, lang) "
                              "VALUES (?, ?, ?, ?) ON CONFLICT (event_id, round, board) "
                              "DO UPDATE SET lang = excluded.lang"),
               {event(store), round, board, QString::fromStdString(*lang)});
  });
}

}  // namespace tengen::db
