import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { type RouterContext, RouterContextProvider, type ServerBuild, createRequestHandler } from "react-router";
import type { Services } from "../app/lib/load-context.ts";
import type { PostRefusal } from "../app/lib/post-refusal.ts";
import { ownOrigin, requestOrigin } from "./origin.ts";
import { finishPage } from "./pages.ts";

export type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/**
 * Hands a request to the React Router server build (not-found pages, data
 * requests, form actions) with the server's services in its load context, and sends its
 * answer with a CSP for its inline scripts and the time it was served signed into its forms
 * (`signForms`). A form post the guards refused (server/forms.ts) carries its refusal in the
 * context instead: the form's action answers it on its page. In development (`finish: false`) the build is loaded per request from Vite and
 * pages go out as React Router renders them, forms signed.
 */
export function reactRouterHandler(
  build: BuildSource,
  {
    mode,
    siteUrl,
    mapsEnabled,
    services,
    signForms,
    finish = true,
  }: {
    mode: string;
    siteUrl: string;
    mapsEnabled: boolean;
    services: Services;
    signForms: (html: string) => Promise<string>;
    finish?: boolean;
  },
): RequestHandler {
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
      // A post to an address without a form (its page says so, server/app.ts).
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
      // The DOM's and Node's web stream typings disagree; the object is the same.
      Readable.fromWeb(response.body as NodeReadableStream).pipe(res);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The request as React Router sees it, at the origin the browser is at (server/origin.ts): its
 * own check of a post's Origin then holds behind a proxy too. A refused post goes without its
 * Origin (another site's, maybe), so React Router lets its action answer the refusal; a post that
 * is only answered with a page (too large, or to an address without a form) goes without its body.
 */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse, siteOrigin: string): Request {
  const refused = res.locals.refusal !== undefined;
  const origin = refused ? ownOrigin(req, undefined) : requestOrigin(req, siteOrigin);
  // Joined as text, not resolved: "//evil.example/" is a path here, never another host. A target
  // in absolute form ("http://host/path", server/http-guards.ts) gives its path.
  const target = req.originalUrl.startsWith("/")
    ? req.originalUrl
    : req.originalUrl.replace(/^https?:\/\/[^/?#]*/i, "");
  const url = new URL(`${origin}${target.startsWith("/") ? target : `/${target}`}`);
  // A framework address (server/app.ts) asked for as a document: with a trailing slash React
  // Router no longer reads it as its data or manifest request, and no route has that path, so it
  // renders the not-found page for it (tests/e2e/build-files.spec.ts).
  if (res.locals.notAPage) url.pathname += "/";
  const controller = new AbortController();
  res.on("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (refused && name === "origin")) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = res.locals.notAPage ? "GET" : req.method;
  const init: RequestInit & { duplex?: "half" } = { method, headers, signal: controller.signal };
  if (res.locals.withoutBody) {
    headers.delete("content-length");
    headers.delete("transfer-encoding");
  } else if (req.method !== "GET" && req.method !== "HEAD") {
    // Form posts arrive already read (and size-checked) by the form guards.
    if (Buffer.isBuffer(req.body)) {
      init.body = new Uint8Array(req.body);
    } else {
      init.body = Readable.toWeb(req) as ReadableStream;
      init.duplex = "half";
    }
  }
  return new Request(url, init);
}

// What app/entry.server.tsx exports besides React Router's entry functions.
type EntryContexts = {
  servicesContext?: RouterContext<Services>;
  refusalContext?: RouterContext<PostRefusal | null>;
};

/** The load context's keys as the build's routes know them (exported by app/entry.server.tsx). */
function contextKeys(build: ServerBuild) {
  // React Router's type of the entry does not name these exports: they are checked below.
  const entry = build.entry.module as EntryContexts;
  if (!entry.servicesContext || !entry.refusalContext)
    throw new Error(
      "The server build's entry (app/entry.server.tsx) does not export servicesContext and refusalContext.",
    );
  return { services: entry.servicesContext, refusal: entry.refusalContext };
}
