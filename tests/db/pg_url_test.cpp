#include <doctest/doctest.h>

#include <QStringList>

#include "db/store/pg_url.h"

using tengen::db::connectOptionsWithDefaults;
using tengen::db::parsePostgresUrl;

namespace {
// The value given for `key` in `options` (`key=value;...`), empty when absent; CHECKs it is given
// only once (libpq would take either).
QString option(const QString& options, const QString& key) {
  QString value;
  int seen = 0;
  for (const QString& part : options.split(QLatin1Char(';'), Qt::SkipEmptyParts))
    if (part.section(QLatin1Char('='), 0, 0) == key) {
      value = part.section(QLatin1Char('='), 1);
      ++seen;
    }
  CHECK(seen <= 1);
  return value;
}
}  // namespace

TEST_CASE("a PostgreSQL URL without options connects with a timeout and TCP keepalives") {
  const auto loc = parsePostgresUrl(QStringLiteral("postgresql://td@db.example:5433/go?event=cup"));
  REQUIRE(loc);
  CHECK(loc->options.isEmpty());
  const QString options = connectOptionsWithDefaults(loc->options);
  CHECK(option(options, QStringLiteral("connect_timeout")) == QLatin1String("5"));
  CHECK(option(options, QStringLiteral("keepalives")) == QLatin1String("1"));
  CHECK(option(options, QStringLiteral("keepalives_idle")) == QLatin1String("10"));
  CHECK(option(options, QStringLiteral("keepalives_interval")) == QLatin1String("5"));
  CHECK(option(options, QStringLiteral("keepalives_count")) == QLatin1String("3"));
}

TEST_CASE("a URL's own connect options win over the defaults") {
  const auto loc = parsePostgresUrl(QStringLiteral(
      "postgresql://td@db.example/go?event=cup&connect_timeout=30&keepalives=0&sslmode=require"));
  REQUIRE(loc);
  const QString options = connectOptionsWithDefaults(loc->options);
  CHECK(option(options, QStringLiteral("connect_timeout")) == QLatin1String("30"));
  CHECK(option(options, QStringLiteral("keepalives")) == QLatin1String("0"));
  CHECK(option(options, QStringLiteral("sslmode")) == QLatin1String("require"));
  // Defaults the URL left alone are still added.
  CHECK(option(options, QStringLiteral("keepalives_idle")) == QLatin1String("10"));
  CHECK_FALSE(options.contains(QLatin1String("event=")));
}
