/**
 * The statements an order runs on the embedded database, each with the CPU it took inside PGlite
 * (PGlite runs in this process: the process's CPU while the statement ran; on a busy machine its
 * wall time would count the waits too), and the process's CPU per order.
 * The orders go in through the app without HTTP (inject), one after another, the same customer
 * and dish as `bench:api`'s. Usage: npx tsx bench/order-statements.ts [orders, 500 by default]
 */
import { PGlite } from '@electric-sql/pglite';
import { PreparedPglite } from '../server/db/prepared-pglite';
import { computeTotals } from '../src/domain/pricing';
import { headers, login, startTestServer } from '../server/test/harness';

const rounds = Number(process.argv[2] ?? 500);
const server = await startTestServer('pglite');
const { token } = await login(server, 1, '998909999999');
const get = async (url: string) => (await server.call({ method: 'GET', url, headers: headers(1) })).body;
const menu = await get('/api/products/v1/overalls?type=WEB');
const somsa = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tandoor somsa');
const branches = await get('/api/users/v1/branches');
const totals = computeTotals({
  lines: [{ cost: somsa.costPrice, discount: somsa.discount, modifiers: [], quantity: 2 }],
  serviceType: 'PICK_UP',
  deliveryPrice: 0,
});
const payload = {
  serviceType: 'PICK_UP',
  paymentType: 'CASH',
  branch: branches[0].id,
  cartItems: [{ productId: somsa.id, count: 2 }],
  totalPrice: totals.totalPrice,
};
const place = () =>
  server.call({ method: 'POST', url: '/api/orders/v1/orders', headers: headers(1, token), payload });

/** each statement's text (its first 150 characters): how often it ran and its CPU inside PGlite */
const statements = new Map<string, { n: number; ms: number }>();
let counting = false;
// the app's statements (through Kysely) and what runs on PGlite beside them (its listeners' exec)
for (const [prototype, name] of [
  [PreparedPglite.prototype, 'query'],
  [PGlite.prototype, 'exec'],
] as const) {
  const methods = prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  const original = methods[name] as (...args: unknown[]) => Promise<unknown>;
  methods[name] = async function (this: unknown, ...args: unknown[]) {
    const start = process.cpuUsage();
    try {
      return await original.apply(this, args);
    } finally {
      if (counting) {
        const text = String(args[0]).replace(/\s+/g, ' ').slice(0, 150);
        const seen = statements.get(text) ?? { n: 0, ms: 0 };
        seen.n++;
        const used = process.cpuUsage(start);
        seen.ms += (used.user + used.system) / 1000;
        statements.set(text, seen);
      }
    }
  };
}

for (let i = 0; i < 50; i++) await place(); // warm: whatever is kept in memory is kept by now
const cpu = process.cpuUsage();
counting = true;
for (let i = 0; i < rounds; i++) {
  const answer = await place();
  if (answer.status !== 200) throw new Error(`order: ${answer.status} ${JSON.stringify(answer.body)}`);
}
counting = false;
const used = process.cpuUsage(cpu);
let count = 0;
let inPglite = 0;
for (const [text, s] of [...statements].sort((a, b) => b[1].ms - a[1].ms)) {
  count += s.n;
  inPglite += s.ms;
  console.log(`${(s.n / rounds).toFixed(2).padStart(5)}×  ${(s.ms / rounds).toFixed(3)} ms  ${text}`);
}
console.log(
  `${rounds} orders: ${(count / rounds).toFixed(2)} statements and ${(inPglite / rounds).toFixed(2)} ms of CPU inside PGlite per order (the timed jobs' statements included); the process's CPU ${((used.user + used.system) / 1000 / rounds).toFixed(2)} ms per order (no HTTP)`,
);
await server.close();
