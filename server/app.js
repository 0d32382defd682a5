import { join } from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { loadPrerenderedPages } from "./pages.js";
import { reactRouterHandler } from "./react-router.js";
import { securityHeaders } from "./security.js";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The production app: prerendered pages from memory, hashed assets with a
 * one-year cache, everything else through the React Router server build.
 * @param {{ buildDir: string; config: import("./config.js").ServerConfig; log?: (line: string) => void }} options
 */
export async function createApp({ buildDir, config, log = console.log }) {
  const clientDir = join(buildDir, "client");
  /** @type {import("react-router").ServerBuild} */
  const build = await import(pathToFileURL(join(buildDir, "server", "index.js")).href);
  const mapsEnabled = config.GOOGLE_MAPS_API_KEY !== "";
  const pages = loadPrerenderedPages(clientDir, { mapsEnabled });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  if (config.LOG_REQUESTS) {
    app.use((req, res, next) => {
      const started = process.hrtime.bigint();
      res.on("finish", () => {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        log(`${req.method} ${req.originalUrl} ${res.statusCode} ${ms.toFixed(1)}ms`);
      });
      next();
    });
  }

  app.use(securityHeaders);
  app.use(compression());

  // One canonical URL per page: "/blog/" answers a single 301 to "/blog".
  app.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith("/") && (req.method === "GET" || req.method === "HEAD")) {
      const query = req.originalUrl.slice(
        req.originalUrl.indexOf("?") === -1 ? req.originalUrl.length : req.originalUrl.indexOf("?"),
      );
      res.redirect(301, req.path.replace(/\/+$/, "") + query);
      return;
    }
    next();
  });

  app.use(
    "/assets",
    express.static(join(clientDir, "assets"), {
      index: false,
      redirect: false,
      setHeaders: (res) => res.setHeader("Cache-Control", IMMUTABLE),
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = pages.get(decodePath(req.path));
    if (!page) return next();
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("ETag", page.etag);
    if (req.headers["if-none-match"] === page.etag) {
      res.status(304).end();
      return;
    }
    res.status(200).end(req.method === "HEAD" ? undefined : page.html);
  });

  app.use(
    express.static(clientDir, {
      index: false,
      redirect: false,
      dotfiles: "ignore",
      setHeaders: (res, path) => {
        res.setHeader("Cache-Control", path.endsWith(".data") ? "no-cache" : "public, max-age=3600");
      },
    }),
  );

  app.use(reactRouterHandler(build, { mode: config.NODE_ENV, mapsEnabled }));

  /** @type {import("express").ErrorRequestHandler} */
  const onError = (error, _req, res, _next) => {
    console.error(error);
    if (res.headersSent) return;
    res.status(500).type("text/plain").send("Something went wrong on our side. Please try again in a moment.");
  };
  app.use(onError);
  return app;
}

/** @param {string} path */
function decodePath(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
