import { sql, type Kysely } from 'kysely';

/**
 * A customer's session changes in the database itself: whenever a customer's row or one of their
 * tokens is updated or deleted (a logout, an account erased, a profile or phone saved, cashback
 * spent, earned or expired — whatever path, today's or a future one, even an administrator's SQL),
 * the transaction that does it tells `customer_sessions` which customer, once it commits (a TRUNCATE
 * tells '' — every customer). The embedded database's process listens and drops what it keeps of
 * that customer's sessions (server/http/customer-sessions.ts) before the statement's answer
 * returns. On PostgreSQL nobody listens (the sessions are read every time) and a notice costs little.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `CREATE FUNCTION customer_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_LEVEL = 'STATEMENT' THEN
         PERFORM pg_notify('customer_sessions', '');
       ELSIF TG_TABLE_NAME = 'users' THEN
         PERFORM pg_notify('customer_sessions', OLD.id::text);
       ELSE
         PERFORM pg_notify('customer_sessions', OLD.user_id::text);
       END IF;
       RETURN NULL;
     END $$`,
    `CREATE TRIGGER users_session_changed AFTER UPDATE OR DELETE ON users
     FOR EACH ROW EXECUTE FUNCTION customer_session_changed()`,
    `CREATE TRIGGER tokens_session_changed AFTER UPDATE OR DELETE ON tokens
     FOR EACH ROW EXECUTE FUNCTION customer_session_changed()`,
    `CREATE TRIGGER users_sessions_truncated AFTER TRUNCATE ON users
     FOR EACH STATEMENT EXECUTE FUNCTION customer_session_changed()`,
    `CREATE TRIGGER tokens_sessions_truncated AFTER TRUNCATE ON tokens
     FOR EACH STATEMENT EXECUTE FUNCTION customer_session_changed()`,
  ])
    await sql.raw(statement).execute(db);
}
