import { MAX_BODY_BYTES } from "./forms.js";
import { sendMethodNotAllowed, sendPlainPage } from "./plain-page.js";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

// A host name (underscores too: proxies pass container names), an IPv4 or a bracketed
// IPv6 address, each with an optional port.
const validHost = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

const BAD_HOST = {
  status: 400,
  title: "We could not read that request",
  message: "The request named a host we cannot read. Please check the address and try again.",
};

export const TOO_LARGE = {
  status: 413,
  title: "That was too much text",
  message: "The form you sent is larger than we accept (64 KB). Please shorten your message and try again.",
};

/**
 * Refuses what no page or form here can answer, before anything reads a body:
 * other methods than GET, HEAD and POST (405 with `Allow`), a malformed Host or
 * X-Forwarded-Host (400), and a declared body over the form limit, whatever the method (413).
 * A refused request's body is never read: the connection closes after the answer.
 * @type {import("express").RequestHandler}
 */
export function requestGuards(req, res, next) {
  if (!ALLOWED_METHODS.includes(req.method)) {
    sendMethodNotAllowed(res, ALLOWED_METHODS);
    return;
  }
  const host = req.get("host");
  const forwarded = req.host;
  if ((host !== undefined && !validHost.test(host)) || (forwarded !== undefined && !validHost.test(forwarded))) {
    sendPlainPage(res, BAD_HOST, { Connection: "close" });
    return;
  }
  if (Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    sendPlainPage(res, TOO_LARGE, { Connection: "close" });
    return;
  }
  next();
}

/**
 * One canonical URL per page: "/blog/" and the raw build path "/blog/index.html" answer a
 * single 301 to "/blog" (the raw file would go out without the page's CSP and cache
 * policy). A path that starts with "//" or holds a backslash is never a redirect target:
 * browsers read "//evil.example" and "/\evil.example" as another site.
 * @type {import("express").RequestHandler}
 */
export function canonicalRedirects(req, res, next) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path;
  if (path.startsWith("//") || path.includes("\\")) return next();
  const canonical = path.replace(/\/index\.html$/, "/").replace(/(.)\/+$/, "$1");
  if (canonical === path) return next();
  const queryAt = req.originalUrl.indexOf("?");
  res.redirect(301, canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
}

/**
 * A URL as it may be written to the log: the values of `token` parameters (newsletter
 * confirmation and unsubscribe links) are secrets and stay out.
 * @param {string} url
 */
export function redactTokens(url) {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}
