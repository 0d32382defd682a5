import { Readable } from "node:stream";
import { createRequestHandler } from "react-router";
import { finishPage } from "./pages.js";
import { sendMethodNotAllowed } from "./plain-page.js";

/**
 * Hands a request to the React Router server build (not-found pages, data
 * requests, form actions) and sends its answer with a CSP for its inline scripts.
 * @param {import("react-router").ServerBuild} build
 * @param {{ mode: string; mapsEnabled: boolean }} options
 * @returns {import("express").RequestHandler}
 */
export function reactRouterHandler(build, { mode, mapsEnabled }) {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res));
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
        const { html, csp } = finishPage(await response.text(), { mapsEnabled, page: req.path });
        res.setHeader("Cache-Control", "no-cache");
        res.setHeader("Content-Security-Policy", csp);
        res.send(html);
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
