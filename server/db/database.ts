import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import { log } from '../log';
import { PreparedPglite } from './prepared-pglite';
import * as initial from './migrations/001-initial';
import * as orderNumbers from './migrations/002-order-numbers';
import * as streamTickets from './migrations/003-stream-tickets';
import * as staff from './migrations/004-staff';
import * as paymentTransactions from './migrations/005-payment-transactions';
import * as promoRules from './migrations/006-promo-rules';
import * as modificationIds from './migrations/007-modification-ids';
import * as telegram from './migrations/008-telegram';
import * as placeTranslations from './migrations/009-place-translations';
import * as onePaymentPerOrder from './migrations/010-one-payment-per-order';
import * as stopList from './migrations/011-stop-list';
import * as oneBooking from './migrations/012-one-booking';
import * as refunds from './migrations/013-refunds';
import * as busyBranch from './migrations/014-busy-branch';
import * as zoneSums from './migrations/015-zone-sums';
import * as folderKeys from './migrations/016-folder-keys';
import * as fiscal from './migrations/017-fiscal';
import * as fiscalOutbox from './migrations/018-fiscal-outbox';
import * as cardAttempts from './migrations/019-card-attempts';
import * as customerNotifications from './migrations/020-customer-notifications';
import * as cancelReasons from './migrations/021-cancel-reasons';
import * as staffRoles from './migrations/022-staff-roles';
// the desk at rush hour (034–036)
import * as orderChangedAt from './migrations/034-order-changed-at';
import * as reportRollups from './migrations/037-report-rollups';
// the manager's back office
import * as manage from './migrations/025-manage';
import * as holidays from './migrations/049-holidays';
import * as stopEnds from './migrations/050-stop-ends';
import * as appliedVersions from './migrations/051-applied-versions';
import * as pauseEnds from './migrations/052-pause-ends';
// couriers and delivery claims
import * as couriers from './migrations/031-couriers';
import * as deliveryClaims from './migrations/032-delivery-claims';
import * as loyalty from './migrations/038-loyalty';
import * as cashbackExpiry from './migrations/039-cashback-expiry';
// campaigns and consent
import * as marketingConsent from './migrations/046-marketing-consent';
import * as campaigns from './migrations/047-campaigns';
import * as birthdayPromo from './migrations/053-birthday-promo';
import * as campaignSmsReports from './migrations/054-campaign-sms-reports';
import * as folderVersion from './migrations/035-folder-version';
// POS (iiko, Poster)
import * as pos from './migrations/028-pos';
import * as posterChecks from './migrations/040-poster-checks';
// phone orders and order edits
import * as phoneOrders from './migrations/043-phone-orders';
import * as extraPayments from './migrations/055-extra-payments';
import * as posOrderEdits from './migrations/056-pos-order-edits';
// a customer's session changed, told by the database
import * as customerSessionNotices from './migrations/057-customer-session-notices';

export type Db = Kysely<Database>;

/** Ordered migrations; add a file and a line here. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-order-numbers': orderNumbers,
  '003-stream-tickets': streamTickets,
  '004-staff': staff,
  '005-payment-transactions': paymentTransactions,
  '006-promo-rules': promoRules,
  '007-modification-ids': modificationIds,
  '008-telegram': telegram,
  '009-place-translations': placeTranslations,
  '010-one-payment-per-order': onePaymentPerOrder,
  '011-stop-list': stopList,
  '012-one-booking': oneBooking,
  '013-refunds': refunds,
  '014-busy-branch': busyBranch,
  '015-zone-sums': zoneSums,
  '016-folder-keys': folderKeys,
  '017-fiscal': fiscal,
  '018-fiscal-outbox': fiscalOutbox,
  '019-card-attempts': cardAttempts,
  '020-customer-notifications': customerNotifications,
  '021-cancel-reasons': cancelReasons,
  '022-staff-roles': staffRoles,
  // the desk at rush hour (034–036)
  '034-order-changed-at': orderChangedAt,
  '037-report-rollups': reportRollups,
  // the manager's back office
  '025-manage': manage,
  '049-holidays': holidays,
  '050-stop-ends': stopEnds,
  '051-applied-versions': appliedVersions,
  '052-pause-ends': pauseEnds,
  // couriers and delivery claims
  '031-couriers': couriers,
  '032-delivery-claims': deliveryClaims,
  '038-loyalty': loyalty,
  '039-cashback-expiry': cashbackExpiry,
  '046-marketing-consent': marketingConsent,
  '047-campaigns': campaigns,
  '053-birthday-promo': birthdayPromo,
  '054-campaign-sms-reports': campaignSmsReports,
  '035-folder-version': folderVersion,
  // POS (iiko, Poster)
  '028-pos': pos,
  '040-poster-checks': posterChecks,
  // phone orders and order edits
  '043-phone-orders': phoneOrders,
  '055-extra-payments': extraPayments,
  '056-pos-order-edits': posOrderEdits,
  // a customer's session changed, told by the database
  '057-customer-session-notices': customerSessionNotices,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * The embedded database's own buffers: 16 MB instead of PostgreSQL's 128 MB. Its files already live
 * in this process's memory (memory://) or the system's page cache, so a large buffer pool only
 * holds them twice (measured: about 100 MB less resident, README "Memory").
 */
const EMBEDDED = {
  startParams: [
    ...(PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams,
    '-c',
    'shared_buffers=16MB',
  ],
};

/** PostgreSQL when a URL is given, else embedded PGlite in `<dataDir>/pg` (`memory://` for a throw-away one). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgSchema?: string;
  /** how the connections are named in pg_stat_activity (default: the schema, else dasturxon) */
  applicationName?: string;
  /** a throw-away PGlite starts from this dump of a data directory (the tests' migrated, seeded one) */
  pgliteFrom?: Blob;
  /** told of the PostgreSQL connection pool once it exists (the process's metrics watch it) */
  onPool?: (pool: pg.Pool) => void;
}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // a server in service keeps its connections: opening one under load costs a SCRAM key
      // derivation and round trips (seen as 80 ms spikes at 100 orders/s with pg's 10 s default)
      idleTimeoutMillis: 60_000,
      application_name: options.applicationName ?? options.pgSchema ?? 'dasturxon',
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // an idle connection cut by the server (a restart, an administrator) is dropped from the pool,
    // not the process's end: the next query opens a new one, requests meanwhile answer 503
    pool.on('error', (error) => log.warn(`database: idle connection lost (${error.message})`));
    // a connection cut while checked out between two statements (inside a transaction, a job's
    // run) raises 'error' on its client, which the pool no longer listens to: heard here, or it
    // ends the process. The statement that follows fails on its own and the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => undefined));
    options.onPool?.(pool);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir.startsWith('memory://'))
    return embeddedDb(
      new PGlite({ ...EMBEDDED, ...(options.pgliteFrom ? { loadDataDir: options.pgliteFrom } : {}) }),
    );
  const dir = join(options.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  return embeddedDb(new PGlite(dir, EMBEDDED));
}

/** The databases that are PGlite in this process: no other process reads or writes them. */
const embedded = new WeakSet<Db>();

function embeddedDb(pglite: PGlite): Db {
  // the dialect only calls query() and close(), which PreparedPglite answers as PGlite does
  const db = new Kysely<Database>({
    dialect: new PGliteDialect(new PreparedPglite(pglite) as unknown as PGlite),
  });
  embedded.add(db);
  pglites.set(db, pglite);
  return db;
}

/** The embedded databases' PGlite, to listen to. */
const pglites = new WeakMap<Db, PGlite>();

/**
 * Runs `listener` with each notice on `channel` of the embedded database `db`: a notifying
 * statement's or transaction's notices are heard once it commits, before its own `await` returns
 * (none after a rollback). Answers how to stop listening; null on PostgreSQL (nothing is heard).
 */
export async function listenEmbedded(
  db: Db,
  channel: string,
  listener: (payload: string) => void,
): Promise<(() => Promise<void>) | null> {
  const pglite = pglites.get(db);
  return pglite ? pglite.listen(channel, listener) : null;
}

/** Whether `db` is the embedded database (PGlite in this process), not a PostgreSQL server. */
export const isEmbedded = (db: Db) => embedded.has(db);

/**
 * `schema`: the PostgreSQL schema the migration tables belong to. Give it whenever the database
 * holds other schemas with their own migration tables (tests): without it, Kysely finds another
 * schema's lock table and skips creating its own.
 */
/** The migrations this code knows that the database has not applied (empty when it is current). */
export async function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  return (await migrator.getMigrations()).filter((m) => !m.executedAt).map((m) => m.name);
}

export async function migrate(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? [])
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) throw error;
}
