import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the development server answers as Yandex Delivery (the default YANDEX_DELIVERY_API_URL outside production). */
export const FAKE_YANDEX_PATH = '/dev/yandex-delivery';

/**
 * A local stand-in for Yandex Delivery's Express API, speaking its documented protocol: the paths
 * under /b2b/cargo/integration/v2, `Authorization: Bearer`, `request_id` as the idempotency token of
 * claims/create, claim ids of 32 hex digits, `version` checked on accept and cancel, `{code, message}`
 * errors. Each claims/info moves a claim one step along the documented status model (new →
 * ready_for_approval; after accept: performer_lookup → performer_found → pickup_arrived → pickuped →
 * delivery_arrived → delivered → delivered_finish), unless a test holds it (`hold`) or sets its status.
 */
export interface FakeClaim {
  id: string;
  requestId: string;
  token: string;
  status: string;
  version: number;
  body: { route_points?: { type: string; address: { coordinates: [number, number] } }[] };
  /** the performer's position, lon/lat, moving from the pickup to the drop-off point */
  step: number;
}

const AFTER_ACCEPT = [
  'performer_lookup',
  'performer_found',
  'pickup_arrived',
  'pickuped',
  'delivery_arrived',
  'delivered',
  'delivered_finish',
];

export class FakeYandex {
  readonly claims = new Map<string, FakeClaim>();
  readonly calls: { path: string; query: Record<string, string>; body: unknown }[] = [];
  /** the statuses a test holds claims at (no automatic step) */
  hold = false;
  /** the status the next performer lookup ends in (a test's performer_not_found) */
  lookupEndsIn: string | null = null;
  /** the accepted tokens (empty: any token that is not blank) */
  tokens = new Set<string>();

  byRequest(requestId: string) {
    return [...this.claims.values()].find((c) => c.requestId === requestId);
  }

  private advance(c: FakeClaim) {
    if (this.hold) return;
    if (c.status === 'new') c.status = 'ready_for_approval';
    else if (c.status === 'accepted') c.status = 'performer_lookup';
    else if (c.status === 'performer_lookup' && this.lookupEndsIn) c.status = this.lookupEndsIn;
    else {
      const i = AFTER_ACCEPT.indexOf(c.status);
      if (i >= 0 && i < AFTER_ACCEPT.length - 1) c.status = AFTER_ACCEPT[i + 1] as string;
    }
    if (c.status === 'pickuped' || c.status === 'delivery_arrived') c.step++;
    c.version++;
  }

  info(c: FakeClaim) {
    const found = ![
      'new',
      'estimating',
      'ready_for_approval',
      'accepted',
      'performer_lookup',
      'performer_not_found',
    ].includes(c.status);
    return {
      id: c.id,
      status: c.status,
      version: c.version,
      ...(found
        ? {
            performer_info: {
              courier_name: 'Aziz Yandex',
              car_model: 'Chevrolet Cobalt',
              car_number: '01A123BC',
            },
          }
        : {}),
    };
  }

  position(c: FakeClaim) {
    const points = c.body.route_points ?? [];
    const [fromLon, fromLat] = points[0]?.address.coordinates ?? [69.2, 41.3];
    const [toLon, toLat] = points[1]?.address.coordinates ?? [fromLon, fromLat];
    const share = Math.min(1, c.step / 5);
    return {
      position: {
        lon: fromLon + (toLon - fromLon) * share,
        lat: fromLat + (toLat - fromLat) * share,
        timestamp: Math.floor(Date.now() / 1000),
        accuracy: 10,
        speed: 5,
        direction: 0,
      },
    };
  }

  /** Registers the API's routes under `prefix` on a Fastify instance. */
  register(app: FastifyInstance, prefix: string) {
    const base = `${prefix}/b2b/cargo/integration/v2`;
    const error = (reply: FastifyReply, status: number, code: string, message: string) =>
      reply.code(status).send({ code, message });
    const authorised = (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice(7) : '';
      if (!token || (this.tokens.size > 0 && !this.tokens.has(token))) {
        void error(reply, 401, 'unauthorized', 'Not authorized request');
        return null;
      }
      return token;
    };
    const claimOf = (request: FastifyRequest, reply: FastifyReply, token: string) => {
      const id =
        (request.query as Record<string, string>).claim_id ??
        (request.body as { claim_id?: string } | null)?.claim_id;
      const c = id ? this.claims.get(id) : undefined;
      if (!c || c.token !== token) {
        void error(reply, 404, 'not_found', 'Claim not found');
        return null;
      }
      return c;
    };
    const log = (request: FastifyRequest) =>
      this.calls.push({
        path: request.url.split('?')[0]?.slice(base.length + 1) ?? '',
        query: request.query as Record<string, string>,
        body: request.body,
      });
    app.post(`${base}/claims/create`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      if (!token) return reply;
      const requestId = (request.query as Record<string, string>).request_id;
      const body = request.body as FakeClaim['body'] & { items?: unknown[] };
      if (!requestId) return error(reply, 400, 'bad_request', 'request_id is required');
      if (!Array.isArray(body?.items) || !Array.isArray(body.route_points) || body.route_points.length < 2)
        return error(reply, 400, 'bad_request', 'Incorrect request body');
      const known = this.byRequest(requestId);
      if (known) return this.info(known);
      const c: FakeClaim = {
        id: randomUUID().replace(/-/g, ''),
        requestId,
        token,
        status: 'new',
        version: 1,
        body,
        step: 0,
      };
      this.claims.set(c.id, c);
      return { id: c.id, status: c.status, version: c.version };
    });
    app.post(`${base}/claims/info`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      this.advance(c);
      return this.info(c);
    });
    app.post(`${base}/claims/accept`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      const { version } = (request.body ?? {}) as { version?: number };
      if (c.status !== 'ready_for_approval')
        return error(reply, 409, 'state_mismatch', 'Claim is not ready for approval');
      if (version !== c.version) return error(reply, 409, 'old_version', 'Claim version changed');
      c.status = 'accepted';
      c.version++;
      return { id: c.id, status: c.status, version: c.version };
    });
    app.post(`${base}/claims/cancel-info`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      const before = [
        'new',
        'estimating',
        'ready_for_approval',
        'accepted',
        'performer_lookup',
        'performer_found',
      ];
      return {
        cancel_state: before.includes(c.status)
          ? 'free'
          : c.status === 'pickup_arrived'
            ? 'paid'
            : 'unavailable',
      };
    });
    app.post(`${base}/claims/cancel`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      const { version, cancel_state } = (request.body ?? {}) as { version?: number; cancel_state?: string };
      if (cancel_state !== 'free' && cancel_state !== 'paid')
        return error(reply, 400, 'bad_request', 'cancel_state');
      if (version !== c.version) return error(reply, 409, 'old_version', 'Claim version changed');
      c.status = cancel_state === 'free' ? 'cancelled' : 'cancelled_with_payment';
      c.version++;
      return { id: c.id, status: c.status, version: c.version, skip_client_notify: false };
    });
    app.get(`${base}/claims/performer-position`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      if (!['pickup_arrived', 'pickuped', 'delivery_arrived', 'performer_found'].includes(c.status))
        return error(reply, 404, 'not_found', 'Performer not found');
      return this.position(c);
    });
    app.post(`${base}/driver-voiceforwarding`, async (request, reply) => {
      log(request);
      const token = authorised(request, reply);
      const c = token && claimOf(request, reply, token);
      if (!c) return reply;
      return { phone: '+998712000000', ext: '1234', ttl_seconds: 600 };
    });
  }
}
