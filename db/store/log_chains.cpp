#include "db/store/log_chains.h"

#include <QCryptographicHash>
#include <QSqlQuery>
#include <algorithm>
#include <tuple>

namespace tengen::db {
namespace {

struct Field {
  const char* name;    // in the canonical text
  const char* column;  // in the table
};

// What each log's chain is made of. Changing a header's fields is a new format version (a new
// header) and a migration that re-links the stored rows.
struct ChainSpec {
  LogChainKind kind;
  const char* table;
  const char* header;
  std::vector<const char*> key;  // the columns that tell one chain from another
  const char* order;             // the chain's order within its key
  bool orderIsPosition;          // the order column counts 1, 2, ... (the clock's seq)
  std::vector<Field> fields;
  // PostgreSQL: the lock the writers of one chain already take (taken again by the trigger, a
  // no-op then, so a writer that forgot it still cannot fork the chain); nullptr: the writers
  // hold the chain's row lock (a result-log row's game, SELECT ... FOR UPDATE).
  const char* postgresLock;
};

const std::vector<ChainSpec>& specs() {
  static const std::vector<ChainSpec> kSpecs = {
      {LogChainKind::ResultLog,
       "result_ledger",
       "tengen-result-log/1",
       {"event_id", "round", "board"},
       "id",
       false,
       {{"round", "round"},
        {"board", "board"},
        {"at", "changed_at"},
        {"old", "old_result"},
        {"new", "new_result"},
        {"reason", "reason"},
        {"who", "who"},
        {"kind", "kind"}},
       nullptr},
      {LogChainKind::ClockJournal,
       "clock_event",
       "tengen-clock-journal/1",
       {"clock_id"},
       "seq",
       true,
       {{"round", "round"},
        {"board", "board"},
        {"seq", "seq"},
        {"kind", "kind"},
        {"at_ms", "at_ms"},
        {"utc", "utc"},
        {"player", "player"},
        {"amount_ms", "amount_ms"},
        {"count", "count_value"}},
       "pg_advisory_xact_lock(hashtext('clock_event'), (NEW.clock_id & 2147483647)::int)"},
      {LogChainKind::EventLog,
       "event_log",
       "tengen-event-log/1",
       {"event_id"},
       "id",
       false,
       {{"at", "changed_at"},
        {"field", "field"},
        {"old", "old_value"},
        {"new", "new_value"},
        {"who", "who"}},
       "pg_advisory_xact_lock(hashtext('event_log'), (NEW.event_id & 2147483647)::int)"},
  };
  return kSpecs;
}

const ChainSpec& specOf(LogChainKind kind) {
  for (const ChainSpec& s : specs())
    if (s.kind == kind) return s;
  return specs().front();
}

std::string text(const QVariant& v) {
  return v.isNull() ? std::string() : v.toString().toStdString();
}

std::string canonical(const ChainSpec& spec, const std::string& prevHash,
                      const std::vector<std::string>& values) {
  referee::ChainText out(spec.header);
  out.field("prev", prevHash);
  for (std::size_t i = 0; i < spec.fields.size(); ++i) out.field(spec.fields[i].name, values[i]);
  return out.text();
}

QString joined(const std::vector<const char*>& names, const char* prefix = "") {
  QStringList out;
  for (const char* n : names) out << QLatin1String(prefix) + QLatin1String(n);
  return out.join(QStringLiteral(", "));
}

QString fieldColumns(const ChainSpec& spec) {
  QStringList out;
  for (const Field& f : spec.fields) out << QLatin1String(f.column);
  return out.join(QStringLiteral(", "));
}

// The rows of every chain of `spec` (one event's, or with eventId 0 the whole database's), in
// chain order: id, key columns, prev_hash, hash, hashed columns.
QSqlQuery chainRows(const EventStore& store, const ChainSpec& spec, std::int64_t eventId) {
  QString sql = QStringLiteral("SELECT id, %1, prev_hash, hash, %2 FROM %3")
                    .arg(joined(spec.key), fieldColumns(spec), QLatin1String(spec.table));
  QVariantList bindings;
  if (eventId != 0) {
    sql += QStringLiteral(" WHERE event_id = ?");
    bindings << QVariant::fromValue(eventId);
  }
  sql += QStringLiteral(" ORDER BY %1, %2").arg(joined(spec.key), QLatin1String(spec.order));
  return store.exec(sql, bindings);
}

// Walks the rows of chainRows, calling `row(key, id, prevHash, hash, values)` for each.
template <typename Row>
void forEachRow(QSqlQuery& query, const ChainSpec& spec, Row row) {
  const int keys = static_cast<int>(spec.key.size());
  while (query.next()) {
    QVariantList key;
    for (int i = 0; i < keys; ++i) key << query.value(1 + i);
    std::vector<std::string> values;
    for (int i = 0; i < static_cast<int>(spec.fields.size()); ++i)
      values.push_back(text(query.value(3 + keys + i)));
    row(key, query.value(0).toLongLong(), text(query.value(1 + keys)), text(query.value(2 + keys)),
        values);
  }
}

std::int64_t positionOf(const ChainSpec& spec, const std::vector<std::string>& values,
                        std::size_t index) {
  if (!spec.orderIsPosition) return static_cast<std::int64_t>(index) + 1;
  for (std::size_t i = 0; i < spec.fields.size(); ++i)
    if (std::string_view(spec.fields[i].column) == spec.order) return std::stoll(values[i]);
  return static_cast<std::int64_t>(index) + 1;
}

int fieldInt(const ChainSpec& spec, const std::vector<std::string>& values, const char* column) {
  for (std::size_t i = 0; i < spec.fields.size(); ++i)
    if (std::string_view(spec.fields[i].column) == column) return std::stoi(values[i]);
  return 0;
}

std::string triggerFunctionSql(const ChainSpec& spec) {
  std::string match;
  for (const char* k : spec.key) {
    if (!match.empty()) match += " AND ";
    match += std::string("t.") + k + " = NEW." + k;
  }
  std::string body = "'" + std::string(spec.header) + "' || chr(10) || 'prev=' || " +
                     "octet_length(NEW.prev_hash) || ':' || NEW.prev_hash || chr(10)";
  for (const Field& f : spec.fields) {
    const std::string value = std::string("COALESCE(NEW.") + f.column + "::text, '')";
    body += std::string(" || '") + f.name + "=' || octet_length(" + value + ") || ':' || " + value +
            " || chr(10)";
  }
  const std::string table = spec.table;
  return std::string("DO $do$ BEGIN EXECUTE format($f$CREATE OR REPLACE FUNCTION tengen_chain_") +
         table +
         "() RETURNS trigger LANGUAGE plpgsql SET search_path = %1$I, pg_temp AS $body$\n"
         "DECLARE prev text;\n"
         "BEGIN\n" +
         (spec.postgresLock ? std::string("  PERFORM ") + spec.postgresLock + ";\n"
                            : std::string()) +
         "  SELECT t.hash INTO prev FROM " + table + " t WHERE " + match + " ORDER BY t." +
         spec.order + " DESC LIMIT 1;\n" + "  NEW.prev_hash := COALESCE(prev, '" +
         std::string(referee::kGenesisHash) + "');\n" + "  NEW.hash := encode(sha256(convert_to(" +
         body + ", 'UTF8')), 'hex');\n" +
         "  RETURN NEW;\n"
         "END$body$$f$, current_schema()); END $do$";
}

}  // namespace

std::string sha256Hex(std::string_view text) {
  const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
  return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex().toStdString();
}

std::string LogChain::name() const {
  switch (kind) {
    case LogChainKind::ResultLog:
      return "results-r" + std::to_string(round) + "-b" + std::to_string(board);
    case LogChainKind::ClockJournal:
      return "clock-r" + std::to_string(round) + "-b" + std::to_string(board);
    case LogChainKind::EventLog:
      return "event-log";
  }
  return "?";
}

std::vector<LogChain> readLogChains(const EventStore& store) {
  std::vector<LogChain> out;
  for (const ChainSpec& spec : specs()) {
    QSqlQuery rows = chainRows(store, spec, store.eventId());
    std::vector<LogChain> chains;
    QVariantList current;
    forEachRow(rows, spec,
               [&](const QVariantList& key, std::int64_t id, const std::string& prev,
                   const std::string& hash, const std::vector<std::string>& values) {
                 if (chains.empty() || key != current) {
                   current = key;
                   LogChain chain;
                   chain.kind = spec.kind;
                   if (spec.kind != LogChainKind::EventLog) {
                     chain.round = fieldInt(spec, values, "round");
                     chain.board = fieldInt(spec, values, "board");
                   }
                   if (spec.kind == LogChainKind::ClockJournal)
                     chain.clockId = key.front().toLongLong();
                   chains.push_back(std::move(chain));
                 }
                 LogChain& chain = chains.back();
                 chain.rowIds.push_back(id);
                 chain.links.push_back({positionOf(spec, values, chain.links.size()), prev, hash,
                                        canonical(spec, prev, values)});
               });
    if (spec.kind == LogChainKind::EventLog && chains.empty()) chains.push_back(LogChain{});
    std::stable_sort(chains.begin(), chains.end(), [](const LogChain& a, const LogChain& b) {
      return std::tie(a.round, a.board) < std::tie(b.round, b.board);
    });
    out.insert(out.end(), chains.begin(), chains.end());
  }
  return out;
}

NewLink linkFor(const EventStore& store, LogChainKind kind, const QStringList& columns,
                const QVariantList& values) {
  const ChainSpec& spec = specOf(kind);
  auto valueOf = [&](const char* column) -> QVariant {
    const qsizetype at = columns.indexOf(QLatin1String(column));
    if (at < 0 || at >= values.size())
      throw StoreError(StoreError::Kind::Invalid,
                       std::string(spec.table) + ": hash chain needs column " + column);
    return values[at];
  };
  QString where;
  QVariantList key;
  for (const char* k : spec.key) {
    if (!where.isEmpty()) where += QStringLiteral(" AND ");
    where += QLatin1String(k) + QStringLiteral(" = ?");
    key << valueOf(k);
  }
  QSqlQuery last =
      store.exec(QStringLiteral("SELECT hash FROM %1 WHERE %2 ORDER BY %3 DESC LIMIT 1")
                     .arg(QLatin1String(spec.table), where, QLatin1String(spec.order)),
                 key);
  NewLink link;
  link.prevHash = last.next() ? text(last.value(0)) : std::string(referee::kGenesisHash);
  std::vector<std::string> hashed;
  for (const Field& f : spec.fields) hashed.push_back(text(valueOf(f.column)));
  link.hash = sha256Hex(canonical(spec, link.prevHash, hashed));
  return link;
}

const std::vector<std::string>& chainTriggersSql() {
  static const std::vector<std::string> kSql = [] {
    std::vector<std::string> out;
    for (const ChainSpec& spec : specs()) {
      const std::string table = spec.table;
      out.push_back(triggerFunctionSql(spec));
      out.push_back("DROP TRIGGER IF EXISTS tengen_chain ON " + table);
      out.push_back("CREATE TRIGGER tengen_chain BEFORE INSERT ON " + table +
                    " FOR EACH ROW EXECUTE FUNCTION tengen_chain_" + table + "()");
    }
    return out;
  }();
  return kSql;
}

void backfillLogChains(EventStore& store) {
  for (const ChainSpec& spec : specs()) {
    const QString table = QLatin1String(spec.table);
    // The columns, unless there already (a file put back to an older schema by hand keeps them).
    for (const char* column : {"prev_hash", "hash"}) {
      QSqlQuery has =
          store.dialect() == Dialect::SQLite
              ? store.exec(QStringLiteral("SELECT 1 FROM pragma_table_info(?) WHERE name = ?"),
                           {table, QLatin1String(column)})
              : store.exec(QStringLiteral("SELECT 1 FROM information_schema.columns WHERE "
                                          "table_schema = current_schema() AND table_name = ? AND "
                                          "column_name = ?"),
                           {table, QLatin1String(column)});
      if (!has.next())
        store.exec(QStringLiteral("ALTER TABLE %1 ADD COLUMN %2 TEXT NOT NULL DEFAULT ''")
                       .arg(table, QLatin1String(column)));
    }
    // The UPDATE this step makes is the one the append-only triggers exist to refuse: they are
    // put aside for it and restored as they were, in the migration's transaction.
    QString sqliteTrigger;
    if (store.dialect() == Dialect::SQLite) {
      QSqlQuery found = store.exec(
          QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?"),
          {table + QStringLiteral("_no_update")});
      if (found.next()) {
        sqliteTrigger = found.value(0).toString();
        store.exec(QStringLiteral("DROP TRIGGER %1_no_update").arg(table));
      }
    } else {
      store.exec(QStringLiteral("ALTER TABLE %1 DISABLE TRIGGER USER").arg(table));
    }
    struct Update {
      std::int64_t id;
      std::string prev, hash;
    };
    std::vector<Update> updates;
    {
      QSqlQuery rows = chainRows(store, spec, 0);
      QVariantList current;
      std::string prev;
      bool first = true;
      forEachRow(rows, spec,
                 [&](const QVariantList& key, std::int64_t id, const std::string&,
                     const std::string&, const std::vector<std::string>& values) {
                   if (first || key != current) prev = std::string(referee::kGenesisHash);
                   first = false;
                   current = key;
                   const std::string hash = sha256Hex(canonical(spec, prev, values));
                   updates.push_back({id, prev, hash});
                   prev = hash;
                 });
    }
    for (const Update& u : updates)
      store.exec(QStringLiteral("UPDATE %1 SET prev_hash = ?, hash = ? WHERE id = ?").arg(table),
                 {QString::fromStdString(u.prev), QString::fromStdString(u.hash),
                  QVariant::fromValue(u.id)});
    if (store.dialect() == Dialect::SQLite) {
      if (!sqliteTrigger.isEmpty()) store.exec(sqliteTrigger);
    } else {
      store.exec(QStringLiteral("ALTER TABLE %1 ENABLE TRIGGER USER").arg(table));
    }
  }
}

}  // namespace tengen::db
