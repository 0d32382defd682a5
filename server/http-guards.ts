import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { MAX_BODY_BYTES, TOO_LARGE } from "./forms.ts";
import { METHOD_NOT_ALLOWED, plainAnswer, sendMethodNotAllowed, sendPlainPage } from "./plain-page.ts";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

// A host name (underscores too: proxies pass container names), an IPv4 or a bracketed
// IPv6 address, each with an optional port.
const hostShape = /^(?:[\w.-]+|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/**
 * A Host (or X-Forwarded-Host) the app can build its URLs on: the right shape, a port up to
 * 65535, and a name the URL parser takes ("256.0.0.1" is not an IPv4 address).
 */
export function isValidHost(host: string) {
  return hostShape.test(host) && URL.canParse(`http://${host}/`);
}

/** @param rawHeaders name, value, name, value... as received */
function hostHeaders(rawHeaders: string[]) {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]?.toLowerCase() === "host") count += 1;
  return count;
}

const BAD_TARGET = {
  status: 400,
  title: "We could not read that request",
  message: "The address asked for is not one we can read. Please check it and try again.",
};

const BAD_HOST = {
  status: 400,
  title: "We could not read that request",
  message: "The request named a host we cannot read. Please check the address and try again.",
};

/**
 * A request target the app can answer: a path ("/blog"), or a whole URL (absolute form, which
 * servers must accept), whose path decodes.
 */
function readableTarget(req: Request) {
  if (!req.originalUrl.startsWith("/") && !/^https?:\/\//i.test(req.originalUrl)) return false;
  try {
    decodeURIComponent(req.path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses what no page or form here can answer, before anything reads a body:
 * other methods than GET, HEAD and POST (405 with `Allow`), a malformed, out-of-range or
 * repeated Host or X-Forwarded-Host, or a target that is not a path or does not decode (400), and
 * a GET or HEAD that declares a body over the form limit (413; a post's limit is the form guards',
 * server/forms.ts). A refused request's body is never read: the connection closes after the
 * answer. Nothing is logged but the request line.
 */
export function requestGuards(req: Request, res: Response, next: NextFunction) {
  if (!ALLOWED_METHODS.includes(req.method)) {
    sendMethodNotAllowed(res, ALLOWED_METHODS);
    return;
  }
  const host = req.get("host");
  const forwarded = req.host;
  if (
    hostHeaders(req.rawHeaders) > 1 ||
    (host !== undefined && !isValidHost(host)) ||
    (forwarded !== undefined && !isValidHost(forwarded))
  ) {
    sendPlainPage(res, BAD_HOST, { Connection: "close" });
    return;
  }
  if (!readableTarget(req)) {
    sendPlainPage(res, BAD_TARGET, { Connection: "close" });
    return;
  }
  if (req.method !== "POST" && Number(req.get("content-length") ?? 0) > MAX_BODY_BYTES) {
    sendPlainPage(res, TOO_LARGE, { Connection: "close" });
    return;
  }
  next();
}

/**
 * One canonical URL per page: "/blog/", the raw build path "/blog/index.html" and "/BLOG" (a
 * path typed or linked in other case, `pages` maps lower case to the page's path) answer a single
 * 301 to "/blog" (the raw file would go out without the page's CSP and cache policy). Only a
 * page's path changes case: files such as /assets/ keep theirs. A path that starts with "//" or
 * holds a backslash is never a redirect target: browsers read "//evil.example" and
 * "/\evil.example" as another site.
 */
export function canonicalRedirects(pages: ReadonlyMap<string, string> = new Map()) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const path = req.path;
    if (path.startsWith("//") || path.includes("\\")) return next();
    const trimmed = canonicalPath(path);
    const canonical = pages.get(trimmed.toLowerCase()) ?? trimmed;
    if (canonical === path) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.redirect(301, canonical + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  };
}

/**
 * A path without a trailing slash or a raw build path's "/index.html" ("/blog/" is "/blog"); the
 * fast path (fast-path.ts) leaves a path this changes to the redirects above.
 */
export function canonicalPath(path: string) {
  return path.replace(/\/index\.html$/i, "/").replace(/(.)\/+$/, "$1");
}

/** The map `canonicalRedirects` takes: each page's path under its path in lower case. */
export function pagesByLowerCase(paths: Iterable<string>): Map<string, string> {
  return new Map([...paths].map((path) => [path.toLowerCase(), path]));
}

/**
 * CONNECT (a proxy tunnel) goes to the HTTP server's "connect" listeners, never to the app:
 * without one Node cuts the connection with no answer. This answers it 405 like any other method,
 * with the security headers.
 */
export function answerConnect(_req: IncomingMessage, socket: Duplex) {
  socket.end(plainAnswer(METHOD_NOT_ALLOWED, { Allow: ALLOWED_METHODS.join(", ") }));
}
