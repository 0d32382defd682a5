import type { RequestListener } from "node:http";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express, {
  type ErrorRequestHandler,
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from "express";
import type { ServerBuild } from "react-router";
import type { ServerConfig } from "./config.ts";
import { NO_FORM_HERE, type RefusalLog, formGuards, logRefusal } from "./forms.ts";
import { fastPath } from "./fast-path.ts";
import { healthCheck } from "./health.ts";
import { canonicalRedirects, pagesByLowerCase, requestGuards } from "./http-guards.ts";
import type { RateLimiter } from "./leads/rate-limit.ts";
import type { Leads } from "./leads/registry.ts";
import { sendMethodNotAllowed, sendPlainPage } from "./plain-page.ts";
import { sendEntity } from "./precompressed.ts";
import { reactRouterHandler } from "./react-router.ts";
import { NO_VARY_SEARCH, isFrameworkPath, routeTable } from "./route-table.ts";
import { loggedUrl, withoutAddresses } from "./log-privacy.ts";
import { securityHeaders } from "./security.ts";
import { signedPages, slotLength } from "./signed-pages.ts";
import { loadStaticFiles } from "./static-files.ts";

/**
 * The production app: prerendered pages and static files from memory with the compressed
 * copies the build made, hashed assets with a one-year cache, form posts behind guards,
 * everything else (pages whose route reads the query, asked for with one) through the React
 * Router server build.
 */
export async function createApp({
  buildDir,
  config,
  rateLimit,
  leads,
  stopping,
  log = console.log,
  now,
}: {
  buildDir: string;
  config: ServerConfig;
  rateLimit: RateLimiter;
  leads: Leads;
  stopping?: () => boolean;
  log?: (line: string) => void;
  /** The clock the signed pages' slots follow (a test's fixed one). */
  now?: () => number;
}): Promise<{ app: Express; listener: RequestListener }> {
  const clientDir = join(buildDir, "client");
  const build: ServerBuild = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const routes = routeTable(build);
  const mapsEnabled = config.maps.apiKey !== "";
  const { files, compressedNow } = await loadStaticFiles(clientDir, { mapsEnabled });
  if (compressedNow > 0) {
    log(
      `${compressedNow} files had no current compressed copies in the build and were compressed at start-up: run npm run build`,
    );
  }

  // The prerendered pages whose route reads the query, looked up once.
  const queryPages = new Set(
    [...files].filter(([path, file]) => file.csp && routes.lookup(path).readsQuery).map(([path]) => path),
  );

  // Pages with a form carry the time they were served, signed (decision 010): the secret first.
  await leads.formTime.ready();
  const signed = signedPages({
    formTime: leads.formTime,
    slotMs: slotLength(config.FORM_MIN_FILL_MS),
    ...(now ? { now } : {}),
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // Ahead of the request log: a load balancer asks every few seconds.
  app.get("/healthz", securityHeaders, healthCheck({ store: leads.store, stopping }));

  // One line per refused request: the request log's, with the cause; without the request log, the cause alone.
  const refused: RefusalLog = (res, cause) => {
    if (config.LOG_REQUESTS) res.locals.refusedBecause = cause;
    else logRefusal(res, cause);
  };
  if (config.LOG_REQUESTS) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const cause = res.locals.refusedBecause ? ` refused: ${res.locals.refusedBecause}` : "";
        log(`${req.method} ${loggedUrl(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms${cause}`);
      });
      next();
    });
  }

  app.use(securityHeaders);
  app.use(requestGuards);
  app.use(canonicalRedirects(pagesByLowerCase([...files].filter(([, file]) => file.csp).map(([path]) => path))));

  // React Router's own addresses are not pages of the site: the not-found page, for any method,
  // without reading a body (route-table.ts isFrameworkPath).
  app.use((req, res, next) => {
    if (!isFrameworkPath(req.path)) return next();
    res.locals.notAPage = true;
    res.locals.withoutBody = true;
    if (req.method !== "GET" && req.method !== "HEAD") res.setHeader("Connection", "close");
    next();
  });

  // Prerendered pages and static files go out precompressed from memory, ahead of the
  // compression middleware (it would only wrap the response to find it encoded already).
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = decodePath(req.path);
    const file = files.get(path);
    if (!file) return next();
    // The prerendered page serves every query its route does not read (campaign parameters such
    // as utm_source or gclid); a route that reads it (handle.readsQuery) renders per request.
    const readsQuery = queryPages.has(path);
    if (readsQuery && req.originalUrl.includes("?")) return next();
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    if (file.csp) {
      res.setHeader("Content-Security-Policy", file.csp);
      // Tells caches (the browser's, prefetches) that any query gets this same page.
      if (!readsQuery) res.setHeader("No-Vary-Search", NO_VARY_SEARCH);
    }
    if (file.csp && signed.holdsForm(file)) {
      signed.current(path, file).then((page) => sendEntity(req, res, page), next);
      return;
    }
    sendEntity(req, res, file);
  });

  app.use(compression());

  // Posts to an address without a form are answered 405 without reading the body: a page's in
  // the site's layout (React Router renders it), anything else (a file, a data request) the plain one.
  const guards = formGuards({ rateLimit, siteUrl: config.SITE_URL, refused });
  app.use((req, res, next) => {
    if (req.method !== "POST" || res.locals.notAPage) return next();
    const route = routes.lookup(req.path);
    if (route.hasAction) return runAll(guards, req, res, next);
    res.status(405);
    refused(res, "nothing at this address takes a form post");
    const file = files.get(decodePath(req.path));
    if (!route.isPage || (file !== undefined && file.csp === undefined)) {
      sendMethodNotAllowed(res, ["GET", "HEAD"]);
      return;
    }
    res.locals.refusal = NO_FORM_HERE;
    res.locals.withoutBody = true;
    res.setHeader("Connection", "close");
    next();
  });

  app.use(
    reactRouterHandler(build, {
      mode: config.NODE_ENV,
      siteUrl: config.SITE_URL,
      mapsEnabled,
      services: { leads, maps: config.maps },
      signForms: leads.formTime.addTo,
    }),
  );

  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    if (res.headersSent) return;
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 400 && status < 500) {
      sendPlainPage(res, { status, title: "We could not read that request", message: "Please go back and try again." });
      return;
    }
    // The stack, for the developer; an error may quote what a visitor sent.
    console.error(withoutAddresses(error instanceof Error ? (error.stack ?? error.message) : String(error)));
    sendPlainPage(res, {
      status: 500,
      title: "Something went wrong",
      message: "Something went wrong on our side. Please try again in a moment.",
    });
  };
  app.use(onError);

  // What the middleware above answers with a file from memory, answered before Express
  // (fast-path.ts); the app answers the rest, and the same files when the fast path cannot vouch.
  const trustsProxy: (address: string | undefined, hop: number) => boolean = app.get("trust proxy fn");
  const listener = fastPath({
    files,
    queryPages,
    signedCopy: (path, file) => (signed.holdsForm(file) ? signed.currentNow(path, file) : undefined),
    trustsProxy,
    ...(config.LOG_REQUESTS ? { log } : {}),
    fallback: app,
  });
  return { app, listener };
}

/** Runs Express handlers one after another, stopping at the first that answers. */
function runAll(handlers: RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  const [first, ...rest] = handlers;
  if (!first) return done();
  void first(req, res, (error: unknown) => (error ? done(error) : runAll(rest, req, res, done)));
}

function decodePath(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
