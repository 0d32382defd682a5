import { Readable } from "node:stream";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { finishPage } from "./pages.js";
import { sendMethodNotAllowed } from "./plain-page.js";

/**
 * @typedef {import("react-router").ServerBuild | (() => Promise<import("react-router").ServerBuild>)} BuildSource
 */

/**
 * Hands a request to the React Router server build (not-found pages, data
 * requests, form actions) with the server's services in its load context, and sends its
 * answer with a CSP for its inline scripts and the time it was served signed into its forms
 * (`signForms`). In development (`finish: false`) the build is loaded per request from Vite and
 * pages go out as React Router renders them, forms signed.
 * @param {BuildSource} build
 * @param {{
 *   mode: string;
 *   mapsEnabled: boolean;
 *   services: import("../app/lib/load-context.ts").Services;
 *   signForms: (html: string) => Promise<string>;
 *   finish?: boolean;
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function reactRouterHandler(build, { mode, mapsEnabled, services, signForms, finish = true }) {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const context = new RouterContextProvider();
      context.set(servicesContext(typeof build === "function" ? await build() : build), services);
      const response = await handle(toFetchRequest(req, res), context);
      const type = response.headers.get("content-type") ?? "";
      // A post to a page without a form: the plain page, not the app's "Something went wrong".
      if (response.status === 405 && type.startsWith("text/html")) {
        await response.body?.cancel();
        sendMethodNotAllowed(res, ["GET", "HEAD"]);
        return;
      }
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name.toLowerCase() === "set-cookie") continue;
        res.setHeader(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);

      if (type.startsWith("text/html")) {
        let html = await response.text();
        if (finish) {
          const page = finishPage(html, { mapsEnabled, page: req.path });
          html = page.html;
          res.setHeader("Cache-Control", "no-cache");
          res.setHeader("Content-Security-Policy", page.csp);
        }
        res.send(await signForms(html));
        return;
      }
      if (!response.body || req.method === "HEAD") {
        res.end();
        return;
      }
      Readable.fromWeb(/** @type {import("node:stream/web").ReadableStream} */ (response.body)).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @returns {Request}
 */
function toFetchRequest(req, res) {
  // Joined as text, not resolved: "//evil.example/" is a path here, never another host.
  const url = new URL(`${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    // Form posts arrive already read (and size-checked) by the form guards.
    if (Buffer.isBuffer(req.body)) {
      init.body = new Uint8Array(req.body);
    } else {
      init.body = /** @type {ReadableStream} */ (Readable.toWeb(req));
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

/**
 * The load context's key as the build's routes know it (exported by app/entry.server.tsx).
 * @param {import("react-router").ServerBuild} build
 * @returns {import("react-router").RouterContext<import("../app/lib/load-context.ts").Services>}
 */
function servicesContext(build) {
  const key = /** @type {{ servicesContext?: import("react-router").RouterContext<never> }} */ (build.entry.module)
    .servicesContext;
  if (!key) throw new Error("The server build's entry (app/entry.server.tsx) does not export servicesContext.");
  return key;
}
