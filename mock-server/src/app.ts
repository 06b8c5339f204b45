// The mock provider as a Fastify app: plugins → state → routes. `buildApp` is shared by the launcher and
// the tests (which call `app.inject()` and open no port).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { maxHeaderSize } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CONTRACT_PATH, type OpenApiDocument } from '@djshop/api/contract';
import { securityHeaders } from '@djshop/api/security-headers';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import secureJson from 'secure-json-parse';
import { Clock } from './clock.ts';
import { FROZEN_EPOCH_MS } from './config.ts';
import { loadContractFast } from './contract/load.ts';
import { type CompiledOperation, compileOperations } from './contract/operations.ts';
import { describeReport, matchHandlers, RegistryError, type RegistryReport } from './contract/registry.ts';
import { ForeignBody, registerOperationRoutes, type Violation } from './contract/routes.ts';
import { createGuard } from './control/guard.ts';
import { registerControlRoutes } from './control/index.ts';
import { Journal, registerJournalHook } from './control/journal.ts';
import { registerScenarioHook, Scenarios } from './control/scenarios.ts';
import { errorPage } from './envelope.ts';
import type { AnyHandler } from './handlers/define.ts';
import { DEFAULT_LANG, type ProviderLang, requestLang, translate } from './i18n.ts';
import { registerMediaRoutes } from './media/routes.ts';
import { registerPaymentPage } from './payment/page.ts';
import { Store } from './store/index.ts';
import { setVersionTimestamp } from './store/modules/system.ts';
import { AUDIO_MAX_BYTES, registerUploadRoutes } from './upload/index.ts';

export interface AppOptions {
  /** MOCK_SEED; the same seed gives the same data. */
  seed?: number;
  /** Pino level; 'silent' in tests. */
  logLevel?: string;
  /** Human-readable logs (pino-pretty) instead of JSON lines. */
  prettyLogs?: boolean;
  /** Mock time at reset (ms) and whether it follows real time. Default: a fixed epoch, frozen. */
  clock?: { baseMs?: number; frozen?: boolean };
  contractPath?: string;
  /** Replaces the handler files (tests of the registry). */
  handlerFiles?: Record<string, Record<string, AnyHandler | undefined>>;
  /**
   * Start although some operations have no handler yet. For tests only, while the other areas' handlers
   * are being written; the launcher never sets it.
   */
  allowMissing?: boolean;
  /**
   * The language of a request that names none (FastAdmin's `default_lang`): zh-cn, as the provider. The
   * mock's own tests set en, the contract's wording.
   */
  defaultLang?: ProviderLang;
  /** Validate every answer against the contract (default true). */
  validateResponses?: boolean;
  /** Turn a contract violation into HTTP 500 so a test cannot miss it (default false: log and send). */
  strictResponses?: boolean;
  /** Serve the built web app (and its version.json) from this folder at `/`. */
  webRoot?: string | null;
  /** Where uploads are stored; a fresh temporary folder by default. */
  uploadDir?: string;
  /** The /docs page (default true). */
  docs?: boolean;
  /**
   * Where browsers reach the mock (MOCK_PUBLIC_URL): absolute upload urls are built on it, and the control
   * API answers under its host name. Default http://127.0.0.1:4010.
   */
  publicUrl?: string;
  /** Host names besides the loopback ones and publicUrl's under which the control API answers. */
  allowedHosts?: readonly string[];
}

export interface MockContext {
  store: Store;
  clock: Clock;
  scenarios: Scenarios;
  journal: Journal;
  operations: CompiledOperation[];
  registry: RegistryReport;
  /** Every contract violation of an answer since start; tests assert it stays empty. */
  violations: Violation[];
  uploadDir: string;
  publicUrl: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    mock: MockContext;
  }
}

function loggerOptions(options: AppOptions): FastifyServerOptions['logger'] {
  const level = options.logLevel ?? 'silent';
  if (level === 'silent') return false;
  if (options.prettyLogs) {
    return {
      level,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
    };
  }
  return { level };
}

/**
 * Hashed build assets never change under their name, so browsers may keep them for a year; everything else
 * (index.html, favicon) is revalidated so a new deployment is picked up on the next launch.
 */
export function cacheControlFor(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const JSON_TYPE = 'application/json; charset=utf-8';

const BAD_QUERY =
  'Invalid request: the query string is not valid URL encoding (a % must be followed by two hex digits of UTF-8)';

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

function readWebVersion(webRoot: string): number | null {
  try {
    const parsed = JSON.parse(readFileSync(join(webRoot, 'version.json'), 'utf8')) as { timestamp?: unknown };
    return typeof parsed.timestamp === 'number' && Number.isInteger(parsed.timestamp) ? parsed.timestamp : null;
  } catch {
    return null;
  }
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const contractPath = options.contractPath ?? CONTRACT_PATH;
  const doc: OpenApiDocument = loadContractFast(contractPath);
  const operations = compileOperations(doc);
  // Loaded here rather than imported at the top, so a test can build an app from chosen handler files.
  const handlerFiles = options.handlerFiles ?? (await import('./handlers/index.ts')).HANDLER_FILES;
  const registry = matchHandlers(operations, handlerFiles);
  const problem = describeReport(registry, options.allowMissing === true);
  if (problem) throw new RegistryError(`The mock does not match openapi.yaml:\n${problem}`);

  // Failures the framework or Node meet before a route runs get the provider's envelope too, with a
  // message that says what was wrong (store is made below; these run only once requests arrive).
  const defaultLang = options.defaultLang ?? DEFAULT_LANG;
  const failureJson = (msg: string) => JSON.stringify({ code: 0, msg, time: String(store.seconds()), data: null });
  const app = Fastify({
    logger: loggerOptions(options),
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const msg =
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? 'Invalid request: a part of the address is too long'
          : error.code === 'FST_ERR_BAD_URL'
            ? 'Invalid request: the address is not a valid URL (a % must be followed by two hex digits of UTF-8)'
            : `Invalid request: ${error.message}`;
      // The address could not be read, so its `lang` either: the cookie or Accept-Language decides.
      const lang = requestLang({ headers: request.headers }, defaultLang);
      return reply
        .code(200)
        .headers(securityHeaders())
        .type(JSON_TYPE)
        .send(failureJson(translate(msg, lang)));
    },
    // A request Node's parser refuses (headers or address over its limit, broken framing) never reaches
    // Fastify: the answer is written on the socket, then the connection is closed.
    clientErrorHandler: (error: NodeJS.ErrnoException & { bytesParsed?: number }, socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
      const msg =
        error.code === 'HPE_HEADER_OVERFLOW'
          ? `Invalid request: the request's headers and address are too large (at most ${maxHeaderSize} bytes)`
          : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? 'Invalid request: the request took too long to arrive'
            : `Invalid request: the request could not be read (${error.code ?? error.message})`;
      const body = failureJson(msg);
      const head = Object.entries({ ...securityHeaders(), 'Content-Type': JSON_TYPE, Connection: 'close' })
        .map(([name, value]) => `${name}: ${value}`)
        .join('\r\n');
      socket.end(`HTTP/1.1 200 OK\r\n${head}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    },
    // Fastify's two JSON lines per request are noise; one readable line is logged below instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Large enough that an oversized field reaches validation and gets a failure envelope naming it.
    bodyLimit: 4 * 1024 * 1024,
    return503OnClosing: false,
  });

  // ---------------------------------------------------------------- plugins
  // Compressed answers, as a provider's server (or the CDN before it) sends them: the catalogue's JSON shrinks
  // to a fifth, and what a phone waits for on arrival is measured as it would be. Media is left alone (audio
  // and pictures are compressed already, and a preview's ranges must stay byte ranges), as is what the built
  // app brings compressed itself (@fastify/static's preCompressed files). Brotli at quality 4 costs the mock
  // about a millisecond for a 45 KB catalogue page.
  await app.register(compress, { threshold: 1024 });
  await app.register(multipart, {
    limits: { fileSize: AUDIO_MAX_BYTES, files: 2, fields: 20, fieldSize: 1024, parts: 24 },
  });
  // JSON with a `__proto__` or `constructor.prototype` key is refused, as Fastify's own parser does, but
  // with a message that says so (Fastify's says only "not valid JSON").
  app.removeContentTypeParser('application/json');
  // Read as bytes and decoded strictly: a body that is not UTF-8 is refused, not quietly turned into U+FFFD.
  const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(badRequest('the body is not valid UTF-8'));
    }
    if (text.trim() === '') return done(badRequest('the body is empty but its Content-Type is application/json'));
    try {
      done(null, secureJson.parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const forbidden = /forbidden prototype property|forbidden constructor property/i.test((error as Error).message);
      done(
        badRequest(
          forbidden
            ? 'the body may not hold the keys __proto__ or constructor.prototype'
            : `the body is not valid JSON (${(error as Error).message})`,
        ),
      );
    }
  });
  // Any other content type reaches the route, which answers with a failure envelope instead of a 415.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    done(null, new ForeignBody(String(request.headers['content-type'] ?? ''), (body as Buffer).length));
  });

  // ---------------------------------------------------------------- state
  const clock = new Clock(options.clock?.baseMs ?? FROZEN_EPOCH_MS, options.clock?.frozen ?? true);
  const store = new Store(options.seed ?? 20261121, clock);
  const scenarios = new Scenarios();
  const journal = new Journal();
  const uploadDir = options.uploadDir ?? mkdtempSync(join(tmpdir(), 'djshop-mock-uploads-'));
  if (!options.uploadDir) app.addHook('onClose', async () => rmSync(uploadDir, { recursive: true, force: true }));
  const violations: Violation[] = [];
  const publicUrl = (options.publicUrl ?? 'http://127.0.0.1:4010').replace(/\/+$/, '');
  app.decorate('mock', { store, clock, scenarios, journal, operations, registry, violations, uploadDir, publicUrl });
  const guard = createGuard({ publicUrl, allowedHosts: options.allowedHosts ?? [] });

  // The security headers on everything the mock serves: the app, the API, uploads, media, /docs and the
  // payment page (which narrows the policy further). Swagger UI styles its elements inline.
  const headers = securityHeaders();
  const docsHeaders = securityHeaders({ inlineStyles: ["'unsafe-inline'"] });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.url === '/docs' || request.url.startsWith('/docs/') ? docsHeaders : headers);
    // The query parser decodes a broken escape ("%E0%A4%A") into something else without a word.
    const query = request.url.indexOf('?');
    if (query >= 0 && request.url.includes('%', query) && !decodes(request.url.slice(query + 1))) {
      return reply
        .code(200)
        .type(JSON_TYPE)
        .send(failureJson(translate(BAD_QUERY, requestLang({ headers: request.headers }, defaultLang))));
    }
  });

  // Bad requests never become 5xx: a parse error, an oversized body or a bad header is a failure envelope
  // naming the problem, as the provider answers. Only a fault of the mock itself is a 500 page.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const msg = translate(
        `Invalid request: ${error.message}`,
        requestLang({ headers: request.headers }, defaultLang),
      );
      return reply
        .code(200)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ code: 0, msg, time: String(store.seconds()), data: null }));
    }
    request.log.error({ err: error, url: request.url }, 'handler failed');
    return reply
      .code(500)
      .type('text/html; charset=utf-8')
      .send(errorPage(`系统错误 ${error.message}`));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .type('text/html; charset=utf-8')
      .send(errorPage(`页面不存在 Not found: ${request.method} ${request.url.split('?')[0]}`)),
  );

  if (['info', 'debug', 'trace'].includes(options.logLevel ?? 'silent')) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(`${request.method} ${request.url} → ${reply.statusCode} (${reply.elapsedTime.toFixed(1)} ms)`);
    });
  }
  registerScenarioHook(app, scenarios, store);
  registerJournalHook(app, journal);

  // ---------------------------------------------------------------- routes
  registerOperationRoutes(app, registry.bound, {
    store,
    validateResponses: options.validateResponses ?? true,
    strictResponses: options.strictResponses ?? false,
    defaultLang,
    onViolation: (v) => {
      violations.push(v);
      app.log.error({ violation: v }, `response of ${v.operationId} violates the contract`);
    },
  });
  // The built web app's version.json holds the timestamp of that build: the mock starts from it.
  const webVersion = options.webRoot ? readWebVersion(resolve(options.webRoot)) : null;
  const applyWebVersion = () => {
    if (webVersion !== null) setVersionTimestamp(store.state.system, webVersion);
  };
  applyWebVersion();
  registerControlRoutes(app, {
    store,
    clock,
    scenarios,
    journal,
    guard,
    onReset: () => {
      violations.splice(0);
      applyWebVersion();
    },
  });
  // The provider's WeChat and Alipay pages, simulated: a pay_url leads here to confirm or abandon.
  registerPaymentPage(app, store, guard);
  registerMediaRoutes(app, store);
  registerUploadRoutes(app, uploadDir);

  if (options.docs ?? true) {
    await app.register(swagger, { mode: 'static', specification: { document: doc as never } });
    await app.register(swaggerUi, { routePrefix: '/docs' });
  }

  if (options.webRoot) {
    const root = resolve(options.webRoot);
    if (!existsSync(join(root, 'index.html'))) {
      throw new Error(`No web app in ${root} (index.html is missing): build it first with \`npm run build\`.`);
    }
    // Loaded only when serving the web app: start-up time matters more than a static import.
    const { default: fastifyStatic } = await import('@fastify/static');
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // The app is hash-routed: only real files are served; version.json is the contract's operation.
      wildcard: true,
      // The build writes .br and .gz copies; phones on slow links get those when they accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('Cache-Control', cacheControlFor(path)),
    });
  }

  return app;
}
