import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  type Endpoint,
  ErrorCode,
  endpointRegistry,
  envelopeOf,
  functionPointOf,
  selfServicePoints,
  uuidv7,
} from '@wms/api';
import { translate } from '@wms/i18n/messages';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';

import type { Database } from './db/client.ts';
import { asOneCaller } from './db/turns.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { IP_LIMIT } from './modules/auth/login-throttle.ts';
import { carrierAccountsRoutes } from './modules/carrier-accounts/carrier-accounts.routes.ts';
import { contractRoutes } from './modules/contracts/contracts.routes.ts';
import { customersRoutes } from './modules/customers/customers.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { developRoutes } from './modules/develop/develop.routes.ts';
import { dictionaryRoutes } from './modules/dictionary/dictionary.routes.ts';
import { excelRoutes } from './modules/excel/excel.routes.ts';
import { financeRoutes } from './modules/finance/finance.routes.ts';
import { registerFmsDownloadJobs } from './modules/finance/fms-downloads.ts';
import { registerMonthBillJobs } from './modules/finance/month-bill.export.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { mailRoutes } from './modules/mail/mail.routes.ts';
import { announcementsRoutes } from './modules/notices/announcements.routes.ts';
import { noticesRoutes } from './modules/notices/notices.routes.ts';
import { orderImportsRoutes } from './modules/orders/order-imports.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { palletsRoutes } from './modules/pallets/pallets.routes.ts';
import { pickingRoutes } from './modules/picking/picking.routes.ts';
import { relistRoutes } from './modules/picking/relist/relist.routes.ts';
import { platformRoutes } from './modules/platform/platform.routes.ts';
import { salesPlatformRoutes } from './modules/platform/sales-platform.routes.ts';
import { productsRoutes } from './modules/products/products.routes.ts';
import { resourcesRoutes } from './modules/resources/resources.routes.ts';
import { restockRoutes } from './modules/restock/restock.routes.ts';
import { returnsRoutes } from './modules/returns/returns.routes.ts';
import { scoringRoutes } from './modules/scoring/scoring.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { receivingRoutes } from './modules/shipments/receiving.routes.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { registerUnloadListJob } from './modules/shipments/unload-list.export.ts';
import { shippingRoutes } from './modules/shipping/shipping.routes.ts';
import { suppliesRoutes } from './modules/supplies/supplies.routes.ts';
import { syncRoutes } from './modules/sync/sync.routes.ts';
import { tasksRoutes } from './modules/tasks/tasks.routes.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { transfersRoutes } from './modules/transfers/transfers.routes.ts';
import { registerTransportPdfJob } from './modules/transfers/transport-pdf.export.ts';
import { authorizationRoutes } from './modules/users/authorization.routes.ts';
import { loginLogRoutes } from './modules/users/login-log.routes.ts';
import { rolesRoutes } from './modules/users/roles.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes.ts';
import { workOrdersRoutes } from './modules/work-orders/work-orders.routes.ts';
import { AMAZON_DEFAULTS, type AmazonApp } from './platform/amazon-app.ts';
import { apiLogHook } from './platform/api-log.ts';
import { CacheRegistry } from './platform/caches.ts';
import type { RequestContext } from './platform/context.ts';
import type { AppDeps } from './platform/deps.ts';
import { type Directory, tableDirectory } from './platform/directory.ts';
import { BizError, forbidden, unauthorized } from './platform/errors.ts';
import { registerEventStream } from './platform/event-stream.ts';
import { EventBus } from './platform/events.ts';
import type { FileStore } from './platform/files.ts';
import { failure, localeOf, ok, registerErrorHandling } from './platform/http.ts';
import { JobQueue } from './platform/jobs.ts';
import type { Mailer } from './platform/mailer.ts';
import { assertPdaAllowed, assertPlanAllows } from './platform/plan-gate.ts';
import { registerPrintHelperDownload } from './platform/print-helper-download.ts';
import { assertComplete, type Binding } from './platform/registry.ts';
import { secretBox } from './platform/secret-box.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { resolvePrincipal } from './platform/sessions.ts';
import { registerStatic, type StaticRoots } from './platform/static.ts';
import { withTenant } from './platform/tenancy.ts';
import { registerExcelJobs } from './registries/excel-kinds.ts';
import { pdaEventRegistry, pdaPullSources } from './registries/pda-sync.ts';
import { restockOwners } from './registries/restock-owners.ts';
import { registerScheduledJobs, startSchedules } from './registries/schedules.ts';
import { registerTenantSyncJobs } from './registries/tenant-sync-kinds.ts';

/** How long a running task may go on finishing at shutdown before it is given back to the queue. */
export const JOB_GRACE_MS = 3000;

export interface AppOptions {
  database: Database;
  files: FileStore;
  clock?: () => Date;
  version?: string;
  staticRoots?: StaticRoots;
  logger?: FastifyServerOptions['logger'];
  /** Poll interval of the task worker; the worker starts with the server (`app.listen`). */
  jobPollMs?: number;
  /** How often scheduled work is looked for (registries/schedules.ts); 0 never. Default 10 minutes. */
  schedulePollMs?: number;
  /** Outgoing mail; without it, calls that mail refuse with MAIL_NOT_CONFIGURED. */
  mailer?: Mailer;
  /** Warehouse and customer names for identity screens; ids stand in for names by default. */
  directory?: Directory;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address. */
  trustProxy?: boolean | string;
  /** Login attempts per address per 10 minutes; defaults to IP_LIMIT.attempts. */
  loginAttemptsPerAddress?: number;
  /** Key of the secret box (SECRETS_KEY); a random one per process when absent (tests). */
  secretsKey?: string;
  /** The Amazon application that authorises stores (AMAZON_*); unconfigured by default. */
  amazon?: AmazonApp;
  /** This worker's number when several share the port (WEB_CONCURRENCY): every answer's `X-Instance`. */
  instance?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    ctx: RequestContext;
  }
}

/** Every module's bindings; the registry test and `assertComplete` check that none is missing. */
export function allBindings(deps: AppDeps): Binding[] {
  return [
    ...platformRoutes(deps),
    ...tasksRoutes(deps),
    ...authRoutes(deps),
    ...usersRoutes(deps),
    ...authorizationRoutes(deps),
    ...rolesRoutes(deps),
    ...loginLogRoutes(deps),
    ...developRoutes(deps),
    ...salesPlatformRoutes(deps),
    ...dictionaryRoutes(deps),
    ...resourcesRoutes(deps),
    ...tenantsRoutes(deps),
    ...noticesRoutes(deps),
    // Notices and the dashboard (shell pages).
    ...announcementsRoutes(deps),
    ...dashboardRoutes(deps),
    // Master data: warehouses, locations, products, customers, inventory, supplies, restock, Excel engine.
    ...warehousesRoutes(deps),
    ...locationsRoutes(deps),
    ...productsRoutes(deps),
    ...customersRoutes(deps),
    ...contractRoutes(deps),
    ...carrierAccountsRoutes(deps),
    ...mailRoutes(deps),
    ...scoringRoutes(deps),
    ...settingsRoutes(deps),
    ...inventoryRoutes(deps),
    ...suppliesRoutes(deps),
    ...restockRoutes(deps, restockOwners),
    ...returnsRoutes(deps),
    ...workOrdersRoutes(deps),
    ...shipmentsRoutes(deps),
    ...financeRoutes(deps),
    ...receivingRoutes(deps),
    ...transfersRoutes(deps),
    ...excelRoutes(deps),
    // The PDA: exactly-once sync and pallet codes.
    ...syncRoutes(deps, pdaEventRegistry, pdaPullSources),
    ...palletsRoutes(deps),
    // Orders, shipping and picking.
    ...ordersRoutes(deps),
    ...orderImportsRoutes(deps),
    ...shippingRoutes(deps),
    ...pickingRoutes(deps),
    ...relistRoutes(deps),
  ];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const clock = options.clock ?? (() => new Date());
  const { db } = options.database;
  const events = new EventBus(options.database);
  const deps: AppDeps = {
    db,
    dbKind: options.database.kind,
    files: options.files,
    events,
    jobs: new JobQueue(db, options.files, { clock, pollMs: options.jobPollMs, events }),
    clock,
    version: options.version ?? '0.0.0',
    inTenant: (ctx, work) => withTenant(db, ctx.principal.tenantId, work),
    mailer: options.mailer,
    directory: options.directory ?? tableDirectory,
    loginAttemptsPerAddress: options.loginAttemptsPerAddress ?? IP_LIMIT.attempts,
    secrets: secretBox(options.secretsKey ?? randomBytes(32).toString('hex')),
    caches: new CacheRegistry(),
    amazon: options.amazon ?? { ...AMAZON_DEFAULTS },
  };
  deps.caches.register({
    name: 'importTemplates',
    entries: () => deps.files.onceCount(),
    clear: () => deps.files.forgetOnce(),
  });

  const app = Fastify({
    logger: options.logger ?? false,
    // The request id is always the server's own: a client's X-Request-Id could forge or flood the logs.
    // The client's id, length-limited, goes into the log lines as `clientRequestId`.
    genReqId: () => uuidv7(),
    // a 20 MB contract PDF travels as base64 in JSON (4/3 of its size)
    bodyLimit: 28 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<ZodTypeProvider>();
  deps.jobs.useLog(app.log);
  app.decorate('deps', deps);
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // Each request is one caller of the database: its later turns go before newer requests' first.
  app.addHook('onRequest', (_request, _reply, done) => asOneCaller(done));
  app.addHook('onRequest', async (request, reply) => {
    request.ctx = {
      requestId: request.id,
      locale: localeOf(request),
      ip: request.ip,
      system: request.headers.system === 'pda' ? 'pda' : 'backoffice',
      principal: null,
    };
    reply.header('x-request-id', request.id);
    // On the raw response, so the hijacked event stream carries it too.
    if (options.instance) reply.raw.setHeader('x-instance', options.instance);
    const fromClient = clientRequestId(request.headers['x-request-id']);
    if (fromClient) request.log = request.log.child({ clientRequestId: fromClient });
  });
  let stopSchedules = () => {};
  let closing = false;
  // Shutdown (docs/decisions.md, "Graceful shutdown"): no new task is claimed, requests already received
  // are answered, each on a connection that then closes, so a keep-alive client cannot hold the server
  // open for the keep-alive timeout (72 s) after its last answer.
  app.addHook('preClose', async () => {
    closing = true;
    stopSchedules();
    deps.jobs.halt();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    await deps.jobs.stop(JOB_GRACE_MS);
    await events.stop();
  });
  app.addHook('onReady', async () => {
    await events.start();
    if (options.jobPollMs !== 0) await deps.jobs.start();
    const schedulePollMs = options.schedulePollMs ?? 10 * 60 * 1000;
    if (options.jobPollMs !== 0 && schedulePollMs > 0) stopSchedules = startSchedules(deps, schedulePollMs);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'WMS API',
        version: deps.version,
        description: 'Every call of the warehouse back office and the PDA.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  registerExcelJobs(deps);
  registerMonthBillJobs(deps);
  registerFmsDownloadJobs(deps);
  registerUnloadListJob(deps);
  registerTransportPdfJob(deps);
  registerScheduledJobs(deps);
  registerTenantSyncJobs(deps);
  const bindings = allBindings(deps);
  assertComplete(endpointRegistry, bindings);
  const registeredPaths = new Set<string>();
  for (const binding of bindings) {
    registerEndpoint(app, deps, binding);
    registeredPaths.add(binding.endpoint.path);
  }

  registerEventStream(app, events, async (header) => {
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) throw unauthorized();
    return resolvePrincipal(db, token, clock());
  });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute('select 1');
    return { status: 'ok', version: deps.version, database: deps.dbKind };
  });
  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { version: deps.version };
  });
  registerPrintHelperDownload(app, deps.caches);
  app.get<{
    Params: { id: string };
    Querystring: { tenant?: string; expires?: string; signature?: string };
  }>('/files/:id', { schema: { hide: true } }, async (request, reply) => {
    const link = {
      id: request.params.id,
      tenantId: String(request.query.tenant ?? ''),
      expires: String(request.query.expires ?? ''),
      signature: String(request.query.signature ?? ''),
    };
    const verdict = deps.files.verify(link, clock());
    if (verdict === 'invalid')
      return reply.status(403).send(failure(request.ctx.locale, ErrorCode.forbidden));
    if (verdict === 'expired')
      return reply.status(410).send(failure(request.ctx.locale, ErrorCode.fileLinkExpired));
    const file = await deps.files.find(db, link.tenantId, link.id);
    if (!file) return reply.status(404).send(failure(request.ctx.locale, ErrorCode.fileNotFound));
    reply.header('Content-Type', file.mime);
    reply.header('Content-Length', file.size);
    reply.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(deps.files.open(file));
  });

  const fallback = await registerStatic(app, options.staticRoots ?? {});
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const locale = request.ctx?.locale ?? localeOf(request);
    if (path.startsWith('/api/') || path.startsWith('/auth/') || path.startsWith('/files/')) {
      if (registeredPaths.has(path))
        return reply.status(405).send(failure(locale, ErrorCode.methodNotAllowed));
      return reply.status(404).send(failure(locale, ErrorCode.notFound));
    }
    const index = request.method === 'GET' ? fallback(path) : undefined;
    if (!index) return reply.status(404).send(failure(locale, ErrorCode.notFound));
    return reply.header('Cache-Control', 'no-cache').type('text/html').send(createReadStream(index));
  });

  return app;
}

/** A client's own request id, kept for correlation: printable ASCII, at most 64 characters. */
export function clientRequestId(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const clean = value?.replace(/[^\x21-\x7e]/g, '').slice(0, 64);
  return clean || undefined;
}

export function registerEndpoint(app: FastifyInstance, deps: AppDeps, { endpoint, handler }: Binding) {
  const inQuery = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(inQuery ? { querystring: endpoint.input } : { body: endpoint.input }),
      response: { 200: envelopeOf(endpoint.output) },
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
    },
    ...(endpoint.mutates ? { onSend: apiLogHook(deps, endpoint) } : {}),
    preValidation: async (request) => {
      if (!inQuery && endpoint.queryKeys?.length) {
        const query = request.query as Record<string, unknown>;
        const body = (request.body ?? {}) as Record<string, unknown>;
        for (const key of endpoint.queryKeys) if (query[key] !== undefined) body[key] = query[key];
        request.body = body;
      } else if (!inQuery && request.body === undefined) {
        request.body = {};
      }
      await authorize(deps, endpoint, request.ctx, request.headers.authorization);
    },
    handler: async (request) => {
      const input = inQuery ? request.query : request.body;
      const data = await handler(input, request.ctx);
      return ok(data, endpoint.successMessage ? translate(request.ctx.locale, endpoint.successMessage) : '');
    },
  });
}

/**
 * The one hook that enforces access (docs/architecture.md#identity-and-permissions): hiding a button is not
 * security. It refuses a caller without the endpoint's function point (403), a plan without the function or
 * the PDA tool (version gate), and any write but self-service while a password change is pending.
 */
async function authorize(deps: AppDeps, endpoint: Endpoint, ctx: RequestContext, header: string | undefined) {
  if (endpoint.access === 'public') return;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  if (!token) throw unauthorized();
  const principal = await resolvePrincipal(deps.db, token, deps.clock());
  ctx.principal = principal;
  const point = functionPointOf(endpoint);
  if (point && !principal.functionPoints.has(point)) throw forbidden();
  if (point) assertPlanAllows(principal, point);
  if (principal.system === 'pda') assertPdaAllowed(principal);
  if (principal.needChangePwd && endpoint.mutates && !selfServicePoints.includes(point ?? ''))
    throw new BizError(ErrorCode.passwordChangeRequired);
}
