#include "db/service/chain_seal.h"

#include <sodium.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStandardPaths>

#include "db/service/chain_check.h"
#include "db/store/event_log.h"
#include "db/store/result_log.h"
#include "db/store/sql_text.h"

namespace tengen::db {
namespace {

using sql_text::q;
using sql_text::s;

constexpr const char* kKeyHeader = "tengen-seal-key/1";

void initSodium() {
  if (sodium_init() < 0) throw StoreError(StoreError::Kind::Database, "libsodium: cannot start");
}

std::string toHex(const unsigned char* bytes, std::size_t n) {
  std::string out(n * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), bytes, n);
  out.pop_back();
  return out;
}

// nullopt unless `hex` is exactly `n` bytes of hex.
std::optional<std::string> fromHex(const std::string& hex, std::size_t n) {
  std::string out(n, '\0');
  std::size_t len = 0;
  if (hex.size() != n * 2 ||
      sodium_hex2bin(reinterpret_cast<unsigned char*>(out.data()), n, hex.data(), hex.size(),
                     nullptr, &len, nullptr) != 0 ||
      len != n)
    return std::nullopt;
  return out;
}

StoreError badKey(const QString& path, const std::string& why) {
  return StoreError(StoreError::Kind::Invalid,
                    "seal key " + QDir::toNativeSeparators(path).toStdString() + ": " + why);
}

const unsigned char* bytes(const std::string& s) {
  return reinterpret_cast<const unsigned char*>(s.data());
}

}  // namespace

QString defaultSealKeyPath() {
  QString folder = qEnvironmentVariable("XDG_CONFIG_HOME");
  if (folder.isEmpty())
    folder = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
  return QDir(folder).filePath(QStringLiteral("tengen/seal-ed25519.key"));
}

SealKey loadSealKey(const QString& path) {
  initSodium();
  QFile file(path);
  if (!file.exists()) throw badKey(path, "no such file");
  if (!file.open(QIODevice::ReadOnly)) throw badKey(path, file.errorString().toStdString());
  const QList<QByteArray> lines = file.readAll().split('\n');
  if (lines.size() < 2 || lines[0].trimmed() != kKeyHeader) throw badKey(path, "not a seal key");
  const std::optional<std::string> secret =
      fromHex(lines[1].trimmed().toStdString(), crypto_sign_SECRETKEYBYTES);
  if (!secret) throw badKey(path, "not a seal key");
  unsigned char pub[crypto_sign_PUBLICKEYBYTES];
  crypto_sign_ed25519_sk_to_pk(pub, bytes(*secret));
  return {toHex(pub, sizeof pub), *secret};
}

SealKey loadOrCreateSealKey(const QString& path) {
  initSodium();
  if (QFileInfo::exists(path)) return loadSealKey(path);
  if (!QDir().mkpath(QFileInfo(path).absolutePath())) throw badKey(path, "cannot make its folder");
  unsigned char pub[crypto_sign_PUBLICKEYBYTES];
  std::string secret(crypto_sign_SECRETKEYBYTES, '\0');
  crypto_sign_keypair(pub, reinterpret_cast<unsigned char*>(secret.data()));
  QFile file(path);
  // Created readable and writable by the user alone, never wider even for a moment.
  if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly,
                 QFileDevice::ReadOwner | QFileDevice::WriteOwner))
    throw badKey(path, file.errorString().toStdString());
  const std::string text =
      std::string(kKeyHeader) + "\n" + toHex(bytes(secret), secret.size()) + "\n";
  if (file.write(text.data(), static_cast<qint64>(text.size())) !=
          static_cast<qint64>(text.size()) ||
      !file.flush())
    throw badKey(path, file.errorString().toStdString());
  sodium_memzero(secret.data(), secret.size());
  file.close();
  return loadSealKey(path);
}

std::string Seal::message() const {
  return "tengen-seal/1\nat=" + sealedAt + "\nwho=" + who + "\nkey=" + publicKeyHex + "\n" + heads;
}

bool Seal::signatureValid() const {
  initSodium();
  const std::optional<std::string> pub = fromHex(publicKeyHex, crypto_sign_PUBLICKEYBYTES);
  const std::optional<std::string> sig = fromHex(signatureHex, crypto_sign_BYTES);
  if (!pub || !sig) return false;
  const std::string text = message();
  return crypto_sign_verify_detached(bytes(*sig), bytes(text), text.size(), bytes(*pub)) == 0;
}

Seal sealEvent(EventStore& store, const SealKey& key, const std::string& who,
               const std::string& at) {
  initSodium();
  if (key.secretKey.size() != crypto_sign_SECRETKEYBYTES)
    throw StoreError(StoreError::Kind::Invalid, "seal key: not an Ed25519 key");
  Seal seal;
  seal.sealedAt = at.empty() ? nowUtcIso() : at;
  seal.who = who.empty() ? resultLogUser(store) : who;
  seal.publicKeyHex = key.publicKeyHex;
  store.transaction([&] {
    // One snapshot: on PostgreSQL a repeatable read, so every head is of the same moment.
    if (store.dialect() == Dialect::PostgreSQL)
      store.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ"));
    seal.heads = headsText(readEventChains(store));
    const std::string text = seal.message();
    unsigned char sig[crypto_sign_BYTES];
    crypto_sign_detached(sig, nullptr, bytes(text), text.size(), bytes(key.secretKey));
    seal.signatureHex = toHex(sig, sizeof sig);
    seal.id = store.insertReturningId(
        QStringLiteral("INSERT INTO chain_seal (event_id, sealed_at, who, public_key, heads, "
                       "signature) VALUES (?, ?, ?, ?, ?, ?)"),
        {QVariant::fromValue(store.eventId()), q(seal.sealedAt), q(seal.who), q(seal.publicKeyHex),
         q(seal.heads), q(seal.signatureHex)});
  });
  return seal;
}

std::vector<Seal> seals(const EventStore& store) {
  std::vector<Seal> out;
  QSqlQuery rows = store.exec(
      QStringLiteral("SELECT id, sealed_at, who, public_key, heads, signature FROM chain_seal "
                     "WHERE event_id = ? ORDER BY id"),
      {QVariant::fromValue(store.eventId())});
  while (rows.next())
    out.push_back({rows.value(0).toLongLong(), s(rows.value(1)), s(rows.value(2)), s(rows.value(3)),
                   s(rows.value(4)), s(rows.value(5))});
  return out;
}

}  // namespace tengen::db
