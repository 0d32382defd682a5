import { join } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { NO_FORM_HERE, formGuards, logRefusal } from "./forms.js";
import { healthCheck } from "./health.js";
import { canonicalRedirects, redactTokens, requestGuards } from "./http-guards.js";
import { sendMethodNotAllowed, sendPlainPage } from "./plain-page.js";
import { sendEntity } from "./precompressed.js";
import { reactRouterHandler } from "./react-router.js";
import { NO_VARY_SEARCH, isDataRequest, routeTable } from "./route-table.js";
import { securityHeaders } from "./security.js";
import { signedPages, slotLength } from "./signed-pages.js";
import { loadStaticFiles } from "./static-files.js";

/**
 * The production app: prerendered pages and static files from memory with the compressed
 * copies the build made, hashed assets with a one-year cache, form posts behind guards,
 * everything else (pages whose route reads the query, asked for with one) through the React
 * Router server build.
 * @param {{
 *   buildDir: string;
 *   config: import("./config.js").ServerConfig;
 *   rateLimit: import("./leads/rate-limit.js").RateLimiter;
 *   leads: import("./leads/registry.js").Leads;
 *   stopping?: () => boolean;
 *   log?: (line: string) => void;
 * }} options
 */
export async function createApp({ buildDir, config, rateLimit, leads, stopping, log = console.log }) {
  const clientDir = join(buildDir, "client");
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
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
  const signed = signedPages({ formTime: leads.formTime, slotMs: slotLength(config.FORM_MIN_FILL_MS) });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // Ahead of the request log: a load balancer asks every few seconds.
  app.get("/healthz", healthCheck({ store: leads.store, stopping }));

  // One line per refused request: the request log's, with the cause; without the request log, the cause alone.
  /** @type {import("./forms.js").RefusalLog} */
  const refused = (res, cause) => {
    if (config.LOG_REQUESTS) res.locals.refusedBecause = cause;
    else logRefusal(res, cause);
  };
  if (config.LOG_REQUESTS) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        const cause = res.locals.refusedBecause ? ` refused: ${res.locals.refusedBecause}` : "";
        log(`${req.method} ${redactTokens(req.originalUrl)} ${res.statusCode} ${ms.toFixed(1)}ms${cause}`);
      });
      next();
    });
  }

  app.use(securityHeaders);
  app.use(requestGuards);
  app.use(canonicalRedirects);

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
    if (req.method !== "POST") return next();
    const route = routes.lookup(req.path);
    if (route.hasAction) return runAll(guards, req, res, next);
    res.status(405);
    refused(res, "nothing at this address takes a form post");
    const file = files.get(decodePath(req.path));
    if (!route.isPage || isDataRequest(req.path) || (file !== undefined && file.csp === undefined)) {
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

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, _req, res, _next) => {
    if (res.headersSent) return;
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 400 && status < 500) {
      sendPlainPage(res, { status, title: "We could not read that request", message: "Please go back and try again." });
      return;
    }
    console.error(error);
    sendPlainPage(res, {
      status: 500,
      title: "Something went wrong",
      message: "Something went wrong on our side. Please try again in a moment.",
    });
  };
  app.use(onError);
  return app;
}

/**
 * Runs Express handlers one after another, stopping at the first that answers.
 * @param {import("express").RequestHandler[]} handlers
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {import("express").NextFunction} done
 */
function runAll(handlers, req, res, done) {
  const [first, ...rest] = handlers;
  if (!first) return done();
  void first(req, res, (/** @type {unknown} */ error) => (error ? done(error) : runAll(rest, req, res, done)));
}

/** @param {string} path */
function decodePath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
