// The test-control API under /__mock. It is not part of the product contract: tests and the e2e suite use
// it to reset state, move time, script failures and read what the app sent.
import Ajv from 'ajv';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Clock } from '../clock.ts';
import type { Store } from '../store/index.ts';
import { couponsOf, handOutCoupons } from '../store/modules/coupons.ts';
import { setVersionTimestamp } from '../store/modules/system.ts';
import { issueToken } from '../store/modules/users.ts';
import { completeGroup } from '../store/services/groups.ts';
import { approveApplication, rejectApplication } from '../store/services/writers.ts';
import { type ControlGuard, refuse } from './guard.ts';
import { JOURNAL_CAPACITY, type Journal } from './journal.ts';
import { SCENARIO_SCHEMA, type Scenario, type Scenarios } from './scenarios.ts';

export interface ControlDeps {
  store: Store;
  clock: Clock;
  scenarios: Scenarios;
  journal: Journal;
  /** Called after a reset, so per-app caches outside the store start over too. */
  onReset: () => void;
  /** Refuses requests of another host or site (control/guard.ts). */
  guard: ControlGuard;
}

// Control bodies are small and fixed; a private Ajv keeps them out of the product contract.
const ajv = new Ajv({ allErrors: false, strict: true });
const validators = {
  scenario: ajv.compile<Scenario>(SCENARIO_SCHEMA),
  clock: ajv.compile<{ advanceMs: number }>({
    type: 'object',
    required: ['advanceMs'],
    properties: { advanceMs: { type: 'integer', minimum: 0, maximum: 10 * 365 * 86_400_000 } },
  }),
  version: ajv.compile<{ timestamp?: number }>({
    type: 'object',
    properties: { timestamp: { type: 'integer', minimum: 0 } },
  }),
  review: ajv.compile<{ approve: boolean; reason?: string }>({
    type: 'object',
    required: ['approve'],
    properties: { approve: { type: 'boolean' }, reason: { type: 'string', maxLength: 140 } },
  }),
  group: ajv.compile<{ success: boolean }>({
    type: 'object',
    required: ['success'],
    properties: { success: { type: 'boolean' } },
  }),
  coupons: ajv.compile<{ username: string; count: number }>({
    type: 'object',
    required: ['username', 'count'],
    properties: {
      username: { type: 'string', maxLength: 64 },
      count: { type: 'integer', minimum: 1, maximum: 10_000 },
    },
  }),
  release: ajv.compile<{ path?: string }>({
    type: 'object',
    additionalProperties: false,
    properties: { path: SCENARIO_SCHEMA.properties.path },
  }),
  reset: ajv.compile<{ launchPopups?: boolean }>({
    type: 'object',
    additionalProperties: false,
    properties: { launchPopups: { type: 'boolean' } },
  }),
  session: ajv.compile<{ username: string }>({
    type: 'object',
    required: ['username'],
    properties: { username: { type: 'string', maxLength: 64 } },
  }),
};

const bad = (reply: FastifyReply, error: string, status = 400) => reply.code(status).send({ ok: false, error });
const errorText = (errors: { instancePath: string; message?: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || 'body'} ${e.message ?? ''}`).join('; ');

export function registerControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { store, clock, scenarios, journal } = deps;

  app.register(
    async (control) => {
      control.addHook('onRequest', async (request, reply) => {
        const refusal = deps.guard(request, { json: true });
        if (refusal) return refuse(reply, refusal);
      });

      // `launchPopups: false` starts the seed without its launch popups: they cover every page on launch, and
      // journeys about something else would otherwise intercept the popup call in the browser, which turns off
      // the browser's cache and sends every request through the test runner.
      control.post('/reset', async (request, reply) => {
        const body = request.body ?? {};
        if (!validators.reset(body)) return bad(reply, errorText(validators.reset.errors));
        store.reset();
        if (body.launchPopups === false) {
          store.state.home.popups = [];
          store.touch();
        }
        scenarios.clear();
        journal.clear();
        deps.onReset();
        return { ok: true, seed: store.seed, now: store.now() };
      });

      control.post('/clock', async (request, reply) => {
        if (!validators.clock(request.body)) return bad(reply, errorText(validators.clock.errors));
        // No cache invalidation here: a running clock moves without this call, so reads whose answer
        // depends on time must be `timed` (see handlers/define.ts), and tests that move the clock catch a
        // read that is not.
        clock.advance(request.body.advanceMs);
        return { ok: true, now: store.now() };
      });

      control.get('/scenarios', async () => ({ ok: true, scenarios: scenarios.list(), held: scenarios.heldCount }));
      control.post('/scenarios', async (request, reply) => {
        if (!validators.scenario(request.body)) return bad(reply, errorText(validators.scenario.errors));
        scenarios.add(request.body);
        return { ok: true, scenarios: scenarios.list() };
      });
      control.delete('/scenarios', async () => {
        scenarios.clear();
        return { ok: true, scenarios: [] };
      });
      // Lets go the requests `hold` scenarios keep waiting: those of `path`, or all of them.
      control.post('/scenarios/release', async (request, reply) => {
        const body = request.body ?? {};
        if (!validators.release(body)) return bad(reply, errorText(validators.release.errors));
        return { ok: true, released: scenarios.release(body.path) };
      });

      control.post('/version', async (request, reply) => {
        const body = request.body ?? {};
        if (!validators.version(body)) return bad(reply, errorText(validators.version.errors));
        const system = store.state.system;
        const next = body.timestamp ?? Math.max(store.seconds(), system.versionTimestamp + 1);
        setVersionTimestamp(system, next);
        store.touch();
        return { ok: true, timestamp: next };
      });

      control.post<{ Params: { id: string } }>('/musicians/:id/review', async (request, reply) => {
        if (!validators.review(request.body)) return bad(reply, errorText(validators.review.errors));
        const userId = Number(request.params.id);
        const { approve, reason } = request.body;
        const result = approve
          ? approveApplication(store.state, userId, store.seconds())
          : rejectApplication(store.state, userId, store.seconds(), reason ?? '审核未通过 Application rejected');
        if (typeof result === 'string') return bad(reply, result, 404);
        store.touch();
        return { ok: true, status: result.status, writer_id: result.writerId };
      });

      control.post<{ Params: { id: string } }>('/groups/:id/complete', async (request, reply) => {
        if (!validators.group(request.body)) return bad(reply, errorText(validators.group.errors));
        const result = completeGroup(store.state, Number(request.params.id), request.body.success, store.seconds());
        if (typeof result === 'string') return bad(reply, result, 404);
        store.touch();
        return { ok: true, status: result.status, members: result.members };
      });

      // Hands out shop coupons, so a test or the benchmark can give a user many of them.
      control.post('/coupons', async (request, reply) => {
        if (!validators.coupons(request.body)) return bad(reply, errorText(validators.coupons.errors));
        const user = store.state.users.byUsername.get(request.body.username);
        if (!user) return bad(reply, `no user ${request.body.username}`, 404);
        handOutCoupons(store.state.coupons, user.id, request.body.count, store.seconds());
        store.touch();
        return { ok: true, count: couponsOf(store.state.coupons, user.id).length };
      });

      control.get<{ Querystring: { limit?: string } }>('/journal', async (request) => {
        const limit = Math.min(JOURNAL_CAPACITY, Math.max(1, Number(request.query.limit) || 50));
        return { ok: true, entries: journal.last(limit) };
      });

      // Not needed by the contract, but it saves every e2e test a login through the UI.
      control.post('/session', async (request, reply) => {
        if (!validators.session(request.body)) return bad(reply, errorText(validators.session.errors));
        const user = store.state.users.byUsername.get(request.body.username);
        if (!user) return bad(reply, `no user ${request.body.username}`, 404);
        const session = issueToken(store.state.users, store.seed, user.id, store.seconds());
        store.touch();
        return { ok: true, token: session.token, user_id: user.id };
      });
    },
    { prefix: '/__mock' },
  );
}
