#include "db/store/pg_statements.h"

#include "db/store/sql_placeholders.h"

#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>

namespace tengen::db {
namespace {

// Bounds on what one connection keeps: a statement text built with values inside it (a list of
// ids, say) is a new text each time and must not grow the server's or our memory without end.
constexpr qsizetype kMaxPrepared = 400;
constexpr qsizetype kMaxSeen = 4000;

bool isDml(const QString& sql) {
  static const QRegularExpression kFirstWord(
      QStringLiteral("^\\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\\b"),
      QRegularExpression::CaseInsensitiveOption);
  return kFirstWord.match(sql).hasMatch();
}

}  // namespace

std::optional<QString> PgStatements::numbered(const QString& sql) {
  if (!isDml(sql) || sql.contains(u'$')) return std::nullopt;
  int count = 0;
  QString out = replacePlaceholders(
      sql, [](int n) { return u'$' + QString::number(n + 1); }, &count);
  if (count == 0) return std::nullopt;
  return out;
}

bool PgStatements::eligible(const QVariantList& bindings) const {
  for (const QVariant& v : bindings) {
    switch (v.typeId()) {
      case QMetaType::Double:
      case QMetaType::Float:
      case QMetaType::Bool:
      case QMetaType::QByteArray:
        return false;
      default:
        break;
    }
  }
  return true;
}

bool PgStatements::prepare(QSqlDatabase& db, const QString& name, const QString& text,
                           bool inTransaction) {
  QSqlQuery query(db);
  const QString prepare = QStringLiteral("PREPARE %1 AS %2").arg(name, text);
  if (!inTransaction) return query.exec(prepare);
  // A failed PREPARE would abort the caller's transaction: try it under a savepoint.
  if (!query.exec(QStringLiteral("SAVEPOINT tengen_prepare"))) return false;
  const bool ok = query.exec(prepare);
  if (!ok) query.exec(QStringLiteral("ROLLBACK TO SAVEPOINT tengen_prepare"));
  query.exec(QStringLiteral("RELEASE SAVEPOINT tengen_prepare"));
  return ok;
}

std::optional<QString> PgStatements::executeText(QSqlDatabase& db, const QString& sql,
                                                 const QVariantList& bindings, bool inTransaction,
                                                 const Literal& literal) {
  if (bindings.isEmpty() || !eligible(bindings)) return std::nullopt;
  auto found = prepared_.constFind(sql);
  if (found == prepared_.constEnd()) {
    if (inlineOnly_.contains(sql) || prepared_.size() >= kMaxPrepared) return std::nullopt;
    auto seen = seen_.find(sql);
    if (seen == seen_.end()) {
      if (seen_.size() < kMaxSeen) seen_.insert(sql, 1);
      return std::nullopt;  // used once so far: a statement run once is not worth preparing
    }
    const std::optional<QString> text = numbered(sql);
    const QString name = QStringLiteral("tengen_s%1").arg(nextName_++);
    seen_.erase(seen);
    if (!text || !prepare(db, name, *text, inTransaction)) {
      inlineOnly_.insert(sql, true);
      return std::nullopt;
    }
    found = prepared_.insert(sql, name);
  }
  QString out = QStringLiteral("EXECUTE ") + *found + u'(';
  for (qsizetype i = 0; i < bindings.size(); ++i) {
    if (i) out += QStringLiteral(", ");
    out += literal(bindings[i]);
  }
  out += u')';
  return out;
}

void PgStatements::forget() {
  prepared_.clear();
  seen_.clear();
}

bool PgStatements::dropAfterError(const QString& sql, const QString& sqlState) {
  // 26000: the prepared statement does not exist (the session was reset behind us);
  // 0A000: "cached plan must not change result type" (a schema upgrade changed a table).
  if (sqlState != QLatin1String("26000") && sqlState != QLatin1String("0A000")) return false;
  if (sqlState == QLatin1String("26000")) {
    forget();
  } else {
    prepared_.remove(sql);  // the old name stays on the server, unused: harmless
  }
  return true;
}

}  // namespace tengen::db
