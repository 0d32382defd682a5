import { Readable } from "node:stream";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { ownOrigin, requestOrigin } from "./origin.js";
import { finishPage } from "./pages.js";

/**
 * @typedef {import("react-router").ServerBuild | (() => Promise<import("react-router").ServerBuild>)} BuildSource
 */

/**
 * Hands a request to the React Router server build (not-found pages, data
 * requests, form actions) with the server's services in its load context, and sends its
 * answer with a CSP for its inline scripts and the time it was served signed into its forms
 * (`signForms`). A form post the guards refused (server/forms.js) carries its refusal in the
 * context instead: the form's action answers it on its page. In development (`finish: false`) the build is loaded per request from Vite and
 * pages go out as React Router renders them, forms signed.
 * @param {BuildSource} build
 * @param {{
 *   mode: string;
 *   siteUrl: string;
 *   mapsEnabled: boolean;
 *   services: import("../app/lib/load-context.ts").Services;
 *   signForms: (html: string) => Promise<string>;
 *   finish?: boolean;
 * }} options
 * @returns {import("express").RequestHandler}
 */
export function reactRouterHandler(build, { mode, siteUrl, mapsEnabled, services, signForms, finish = true }) {
  const handle = createRequestHandler(build, mode);
  const siteOrigin = new URL(siteUrl).origin;
  return async (req, res, next) => {
    try {
      const keys = contextKeys(typeof build === "function" ? await build() : build);
      const context = new RouterContextProvider();
      context.set(keys.services, services);
      context.set(keys.refusal, res.locals.refusal ?? null);
      const response = await handle(toFetchRequest(req, res, siteOrigin), context);
      const type = response.headers.get("content-type") ?? "";
      // A post to an address without a form (its page says so, server/app.js).
      if (response.status === 405) res.setHeader("Allow", "GET, HEAD");
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
 * The request as React Router sees it, at the origin the browser is at (server/origin.js): its
 * own check of a post's Origin then holds behind a proxy too. A refused post goes without its
 * Origin (another site's, maybe), so React Router lets its action answer the refusal; a post that
 * is only answered with a page (too large, or to an address without a form) goes without its body.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string} siteOrigin
 * @returns {Request}
 */
function toFetchRequest(req, res, siteOrigin) {
  const refused = res.locals.refusal !== undefined;
  const origin = refused ? ownOrigin(req, undefined) : requestOrigin(req, siteOrigin);
  // Joined as text, not resolved: "//evil.example/" is a path here, never another host. A target
  // in absolute form ("http://host/path", server/http-guards.js) gives its path.
  const target = req.originalUrl.startsWith("/")
    ? req.originalUrl
    : req.originalUrl.replace(/^https?:\/\/[^/?#]*/i, "");
  const url = new URL(`${origin}${target.startsWith("/") ? target : `/${target}`}`);
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (refused && name === "origin")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (res.locals.withoutBody) {
    headers.delete("content-length");
    headers.delete("transfer-encoding");
  } else if (req.method !== "GET" && req.method !== "HEAD") {
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
 * The load context's keys as the build's routes know them (exported by app/entry.server.tsx).
 * @param {import("react-router").ServerBuild} build
 */
function contextKeys(build) {
  const entry =
    /** @type {{ servicesContext?: import("react-router").RouterContext<import("../app/lib/load-context.ts").Services>; refusalContext?: import("react-router").RouterContext<import("../app/lib/post-refusal.ts").PostRefusal | null> }} */ (
      build.entry.module
    );
  if (!entry.servicesContext || !entry.refusalContext)
    throw new Error(
      "The server build's entry (app/entry.server.tsx) does not export servicesContext and refusalContext.",
    );
  return { services: entry.servicesContext, refusal: entry.refusalContext };
}
