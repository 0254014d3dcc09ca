#pragma once

#include <QHash>
#include <QString>
#include <QVariantList>
#include <functional>
#include <optional>

class QSqlDatabase;

namespace tengen::db {

// Server-side prepared statements of one PostgreSQL connection (issue "one door": a fast write
// path). QPSQL would PREPARE, EXECUTE and DEALLOCATE each statement (three round trips), so
// EventStore sends its statements with the values written in as literals: one round trip, but
// PostgreSQL parses, analyses and plans the whole statement every time (a third of the server's
// work for a result entry). A statement text used a second time on the connection is prepared
// once (`PREPARE tengen_sN AS ...`) and from then on sent as `EXECUTE tengen_sN(literals)`: still
// one round trip, and the plan is the server's cached one.
//
// Only plain DML with `?` placeholders is prepared, and only with values whose literal means the
// same as a prepared parameter (texts, integers, nulls: no floating point, whose coercion to an
// integer parameter would round where the inline comparison does not). A statement PostgreSQL
// cannot prepare (a parameter of no inferable type) stays inline; inside a transaction the
// attempt runs under a savepoint so that its failure does not abort the caller's work.
class PgStatements {
 public:
  // Formats one bound value as a literal, exactly as the inline path writes it.
  using Literal = std::function<QString(const QVariant&)>;

  // The text to send for `sql` with `bindings`: `EXECUTE tengen_sN(...)` once the statement is
  // prepared on this connection (preparing it now if this is its second use), else nullopt (the
  // caller sends it inline). `inTransaction`: the connection is inside BEGIN ... COMMIT.
  std::optional<QString> executeText(QSqlDatabase& db, const QString& sql,
                                     const QVariantList& bindings, bool inTransaction,
                                     const Literal& literal);
  // The connection was reopened (a new session holds no prepared statements).
  void forget();
  // After an EXECUTE failed for a reason that concerns the prepared statement itself (it no
  // longer exists; its result type changed under a schema upgrade): drops it so that the next
  // use prepares it again. True if `sqlState` is such a reason.
  bool dropAfterError(const QString& sql, const QString& sqlState);

  // The statement with `?` placeholders numbered `$1..$n` (outside quoted literals), or nullopt
  // if it is not one PgStatements prepares (not DML, or already holding `$`).
  static std::optional<QString> numbered(const QString& sql);

 private:
  bool eligible(const QVariantList& bindings) const;
  bool prepare(QSqlDatabase& db, const QString& name, const QString& text, bool inTransaction);

  QHash<QString, QString> prepared_;  // statement text -> its name on the server
  QHash<QString, int> seen_;          // statement text -> uses so far (not yet prepared)
  QHash<QString, bool> inlineOnly_;   // texts PostgreSQL would not prepare
  int nextName_ = 1;
};

}  // namespace tengen::db
