#include "db/store/attach_triggers_sql.h"

#include "db/store/sql_layout.h"

namespace tengen::db {

std::string attachTriggersFunctionSql(std::string_view tables, std::string_view body) {
  const std::string loop = "FOR t IN SELECT " + std::string(tables) + R"(
         WHERE c.relkind = 'r' AND n.nspname = current_schema()
           AND c.relname <> 'tengen_meta' LOOP
)";
  return R"(CREATE OR REPLACE FUNCTION tengen_attach_triggers() RETURNS void
             LANGUAGE plpgsql AS $body$
             DECLARE t record;
             BEGIN
)" + indentedSql(loop, 15) +
         indentedSql(body, 17) + R"(               END LOOP;
             END$body$)";
}

std::string notifyTriggerWhenMissingSql() {
  return R"(IF NOT EXISTS (SELECT 1 FROM pg_trigger
               WHERE tgrelid = t.oid AND tgname = 'tengen_notify') THEN
  EXECUTE format('CREATE TRIGGER tengen_notify AFTER INSERT OR UPDATE OR DELETE '
                 'ON %I FOR EACH ROW EXECUTE FUNCTION tengen_notify_change()',
                 t.relname);
END IF;
)";
}

std::string appendOnlyTriggersSql(int depth) {
  return indentedSql(
      R"(EXECUTE format('CREATE TRIGGER tengen_append_only BEFORE UPDATE OR DELETE '
               'ON %I FOR EACH ROW EXECUTE FUNCTION tengen_refuse_change()',
               t.relname);
EXECUTE format('CREATE TRIGGER tengen_append_only_truncate BEFORE TRUNCATE '
               'ON %I FOR EACH STATEMENT EXECUTE FUNCTION tengen_refuse_change()',
               t.relname);
)",
      depth);
}

std::string dropCheckTriggerSql(int depth) {
  return indentedSql(R"(EXECUTE format('CREATE CONSTRAINT TRIGGER tengen_drop_check AFTER DELETE '
               'ON %I DEFERRABLE INITIALLY DEFERRED FOR EACH ROW '
               'EXECUTE FUNCTION tengen_check_dropped()', t.relname);
)",
                     depth);
}

}  // namespace tengen::db
