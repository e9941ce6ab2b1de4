import { recordAssistantActions, refuseAssistantsOutsideAgenda } from './modules/assistants/hooks.ts';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply, type FastifyBaseLogger, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from './deps.ts';
import { accessTokenOf } from './lib/auth/cookies.ts';
import { knownIdentity, resolveIdentity } from './lib/auth/session.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { AccessLog } from './lib/logging.ts';
import { registerRequestContext } from './lib/request-context.ts';
import { collapseApiPrefix, isApiPath, sameSitePath } from './lib/url.ts';
import { registerModules } from './modules/index.ts';
import { afterJobsStart, defineModuleJobs } from './modules/jobs.ts';
import { registerCors } from './plugins/cors.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerResponseLanguage } from './lib/i18n/translate-response.ts';
import { registerSameOrigin } from './plugins/same-origin.ts';
import { registerSecurityHeaders, setEarlyErrorHeaders } from './plugins/security-headers.ts';
import { registerWeb } from './plugins/web.ts';
import { NOT_UTF8_TEXT, registerCleanText } from './lib/clean-text.ts';

export interface BuildOptions {
  logger?: FastifyBaseLogger;
  webDist?: string | undefined;
}

export async function buildApp(deps: Deps, options: BuildOptions = {}) {
  // A hop count trusts that many proxies nearest to the server, as proxy-addr counts hops.
  const hops = deps.config.TRUST_PROXY;
  const trustProxy: FastifyServerOptions['trustProxy'] =
    typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
  const timeouts = deps.config;
  const app = Fastify({
    // A slow client cannot hold a connection: its headers, its whole request, an idle socket and
    // an idle keep-alive each have a limit (docs/configuration.md); Node checks them every second.
    http: { headersTimeout: timeouts.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    requestTimeout: timeouts.REQUEST_TIMEOUT_MS,
    connectionTimeout: timeouts.IDLE_TIMEOUT_MS,
    keepAliveTimeout: timeouts.KEEP_ALIVE_TIMEOUT_MS,
    ...(options.logger
      ? { loggerInstance: options.logger, logController: new AccessLog(options.logger.level) }
      : { logger: false }),
    bodyLimit: 1024 * 1024,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // A path whose percent-escapes are not UTF-8 gets the API's error shape, naming the path. A
    // page's is sent to the same address with its percent signs as text, which the app answers
    // with its not-found page.
    frameworkErrors: (error, request, reply) => {
      const plain = reply as unknown as FastifyReply;
      setEarlyErrorHeaders(request, plain);
      const [path = '', query] = request.url.split('?', 2);
      const page = !isApiPath(path) && (request.method === 'GET' || request.method === 'HEAD');
      if (error.code === 'FST_ERR_BAD_URL' && page) {
        void plain.redirect(
          `${sameSitePath(path.replaceAll('%', '%25'))}${query === undefined ? '' : `?${query}`}`,
          302,
        );
      } else if (error.code === 'FST_ERR_BAD_URL') void plain.status(400).send({ path: [NOT_UTF8_TEXT] });
      else void plain.send(error);
    },
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (request) => collapseApiPrefix(request.url ?? '/'),
    ajv: { customOptions: { removeAdditional: false } },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  app.decorateRequest('identity', null);
  registerErrorHandler(app);
  registerCleanText(app);
  registerRequestContext(app);
  // Reads still queued for the audit log are written before the database closes.
  app.addHook('onClose', () => deps.audit.flush());
  defineModuleJobs(deps);
  app.addHook('onReady', async () => {
    await deps.accounts.start();
    await deps.directory.start();
    await deps.events.start();
    await deps.jobs.start();
    await afterJobsStart(deps);
  });
  // The directory's doctors are read once the server answers, not during its start.
  app.addHook('onListen', () => deps.directory.warm());
  // Open event streams end first, or closing would wait on them.
  app.addHook('preClose', async () => {
    await deps.events.stop();
  });
  app.addHook('onClose', async () => {
    await deps.jobs.stop();
    await deps.accounts.stop();
    await deps.directory.stop();
  });

  await app.register(cookie);
  await app.register(multipart, {
    limits: { fileSize: deps.config.UPLOAD_MAX_BYTES, files: 2, fields: 20, fieldSize: 64 * 1024, parts: 30 },
  });

  registerSecurityHeaders(app);
  await registerCors(app);
  registerSameOrigin(app);
  registerResponseLanguage(app);

  app.addHook('onRequest', (request, _reply, done) => {
    const token = accessTokenOf(request);
    // Most requests of a signed-in user are answered from what this process keeps, without waiting.
    const known = token ? knownIdentity(deps.accounts, deps.tokens, token) : null;
    if (!token || known !== undefined) {
      request.identity = known ?? null;
      done();
      return;
    }
    resolveIdentity(deps.accounts, deps.tokens, token).then((identity) => {
      request.identity = identity;
      done();
    }, done);
  });

  refuseAssistantsOutsideAgenda(app);
  recordAssistantActions(app);
  await registerDocs(app);
  await app.register(registerModules, { prefix: '/api' });
  if (options.webDist) await registerWeb(app, options.webDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
