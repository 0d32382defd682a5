import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { canonicalPath, isValidHost } from "./http-guards.ts";
import { loggedUrl } from "./log-privacy.ts";
import { type AcceptedWeights, type Entity, acceptedWeights, etagMatches, pickEncoding } from "./precompressed.ts";
import { NO_VARY_SEARCH, isFrameworkPath } from "./route-table.ts";
import { HSTS, SECURITY_HEADERS } from "./security.ts";
import type { StaticFile } from "./static-files.ts";

/**
 * The prerendered pages and files of the build answered from memory ahead of Express, with every
 * header computed once per file, encoding and scheme. Express cost about six times the bytes'
 * own cost per request (issue 37: 0.14-0.17x a bare `http` server on the same bytes).
 *
 * It answers only a GET or HEAD that the app would answer with the file itself, exactly as the
 * app does (app.ts: security headers, the file's headers, sendEntity's ETag, Vary and 304); every
 * request it cannot vouch for goes to the app unchanged: another method, a missing, repeated or
 * unreadable Host or X-Forwarded-Host, an absolute-form or undecodable target, a declared body,
 * a path the canonical redirects or React Router's own addresses take, a page whose route reads
 * its query asked for with one, anything not in memory.
 */
export function fastPath({
  files,
  queryPages,
  signedCopy,
  trustsProxy,
  log,
  fallback,
}: {
  files: Map<string, StaticFile>;
  /** The prerendered pages whose route reads the query (rendered per request when they get one). */
  queryPages: Set<string>;
  /** A page that holds a form: the current slot's signed copy (signed-pages.ts); other files: undefined. */
  signedCopy: (path: string, file: StaticFile) => Entity | Promise<Entity> | undefined;
  /** Whether X-Forwarded-* headers from this peer are believed (Express's `trust proxy fn`). */
  trustsProxy: (address: string | undefined, hop: number) => boolean;
  /** The request log (LOG_REQUESTS); undefined when off. */
  log?: (line: string) => void;
  /** The app, for every other request. */
  fallback: RequestListener;
}): RequestListener {
  const hosts = boundedCache<string, boolean>(256);
  const acceptEncodings = boundedCache<string, AcceptedWeights>(256);
  const prepared = new WeakMap<Entity, Prepared>();

  /** The headers of an entity sent for a file, made on first use. */
  const prepare = (file: StaticFile, entity: Entity, readsQuery: boolean) => {
    let ready = prepared.get(entity);
    if (!ready) {
      ready = prepareEntity(file, entity, readsQuery);
      prepared.set(entity, ready);
    }
    return ready;
  };

  return (req, res) => {
    if (!answer(req, res)) fallback(req, res);
  };

  /** Answers the request and returns true, or returns false for the app to answer it. */
  function answer(req: IncomingMessage, res: ServerResponse): boolean {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const url = req.url ?? "";
    // An absolute-form target, and anything Express's URL parser reads another way than a split at
    // "?" (parseurl's fast path leaves these to url.parse).
    if (url.charCodeAt(0) !== 0x2f || UNUSUAL_TARGET.test(url)) return false;
    const headers = req.headers;
    if (headers["content-length"] !== undefined || headers["transfer-encoding"] !== undefined) return false;
    if (!knownGoodHost(headers.host, hosts) || !singleHost(req.rawHeaders)) return false;
    // Express reads the first of them when the peer is a trusted proxy: it must be good too.
    const forwardedHost = headers["x-forwarded-host"];
    if (typeof forwardedHost === "object") return false;
    if (forwardedHost && !knownGoodHost(firstValue(forwardedHost).trimEnd(), hosts)) return false;
    const forwardedProto = headers["x-forwarded-proto"];
    if (typeof forwardedProto === "object") return false;

    const queryAt = url.indexOf("?");
    const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
    if (rawPath.startsWith("//") || rawPath.includes("\\")) return false;
    if (canonicalPath(rawPath) !== rawPath || isFrameworkPath(rawPath)) return false;
    let path = rawPath;
    if (rawPath.includes("%")) {
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        return false;
      }
    }
    const file = files.get(path);
    if (!file) return false;
    const readsQuery = queryPages.has(path);
    if (readsQuery && queryAt !== -1) return false;

    const secure = isSecure(req, forwardedProto, trustsProxy);
    const started = log ? process.hrtime.bigint() : 0n;
    const accept = headers["accept-encoding"];
    let weights = accept ? acceptEncodings.get(accept) : undefined;
    if (accept && !weights) {
      weights = acceptedWeights(accept);
      acceptEncodings.set(accept, weights);
    }
    const send = (entity: Entity) => {
      if (log) {
        res.once("finish", () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          log(`${method} ${loggedUrl(url)} ${res.statusCode} ${ms.toFixed(1)}ms`);
        });
      }
      const variants = prepare(file, entity, readsQuery);
      const variant = variants[pickEncoding(weights, entity)] ?? variants.identity;
      if (etagMatches(headers["if-none-match"], variant.etag)) {
        res.writeHead(304, secure ? variant.notModifiedSecure : variant.notModified);
        res.end();
        return;
      }
      res.writeHead(200, secure ? variant.okSecure : variant.ok);
      if (method === "HEAD") res.end();
      else res.end(variant.body);
    };
    const signed = file.csp === undefined ? undefined : signedCopy(path, file);
    if (!signed) send(file);
    else if (!(signed instanceof Promise)) send(signed);
    // A page that could not be signed (its secret unreadable): the app tries again, and answers
    // with its error page as before.
    else signed.then(send, () => fallback(req, res));
    return true;
  }
}

/** Raw header lists (name, value, ...) per encoding, for 200 and 304, over http and https. */
type Variant = {
  body: Buffer;
  etag: string;
  ok: string[];
  okSecure: string[];
  notModified: string[];
  notModifiedSecure: string[];
};
type Prepared = { identity: Variant; br?: Variant; gzip?: Variant };

// parseurl hands a target holding one of these to url.parse, which may read its path otherwise.
const UNUSUAL_TARGET = /[\t\n\f\r #\u00a0\ufeff]/;

function prepareEntity(file: StaticFile, entity: Entity, readsQuery: boolean): Prepared {
  const variant = (encoding: "br" | "gzip" | "identity"): Variant => {
    const body = (encoding === "identity" ? entity.body : entity[encoding]) ?? entity.body;
    const etag = encoding === "identity" ? entity.etag : `${entity.etag.slice(0, -1)}-${encoding}"`;
    // In the order app.ts sets them: security headers, the file's, then sendEntity's.
    const common: string[] = [];
    const secureOnly = ["Strict-Transport-Security", HSTS];
    const tail: string[] = ["Content-Type", file.type, "Cache-Control", file.cacheControl];
    if (file.csp !== undefined) {
      tail.push("Content-Security-Policy", file.csp);
      if (!readsQuery) tail.push("No-Vary-Search", NO_VARY_SEARCH);
    }
    if (entity.br || entity.gzip) tail.push("Vary", "Accept-Encoding");
    tail.push("ETag", etag);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) common.push(name, value);
    const full = [
      ...(encoding === "identity" ? [] : ["Content-Encoding", encoding]),
      "Content-Length",
      `${body.length}`,
    ];
    return {
      body,
      etag,
      ok: [...common, ...tail, ...full],
      okSecure: [...common, ...secureOnly, ...tail, ...full],
      notModified: [...common, ...tail],
      notModifiedSecure: [...common, ...secureOnly, ...tail],
    };
  };
  return {
    identity: variant("identity"),
    ...(entity.br ? { br: variant("br") } : {}),
    ...(entity.gzip ? { gzip: variant("gzip") } : {}),
  };
}

/** Express's `req.secure`: the socket's scheme, or X-Forwarded-Proto's first value from a trusted proxy. */
function isSecure(
  req: IncomingMessage,
  forwarded: string | undefined,
  trustsProxy: (address: string | undefined, hop: number) => boolean,
) {
  const encrypted = "encrypted" in req.socket && req.socket.encrypted === true;
  if (!forwarded || !trustsProxy(req.socket.remoteAddress, 0)) return encrypted;
  return firstValue(forwarded).trim() === "https";
}

function firstValue(header: string) {
  const comma = header.indexOf(",");
  return comma === -1 ? header : header.slice(0, comma);
}

/** A Host the guards would pass (http-guards.ts isValidHost), remembered per value. */
function knownGoodHost(host: string | undefined, cache: ReturnType<typeof boundedCache<string, boolean>>) {
  if (!host) return false;
  let good = cache.get(host);
  if (good === undefined) {
    good = isValidHost(host);
    cache.set(host, good);
  }
  return good;
}

/** @param rawHeaders name, value, name, value... as received */
function singleHost(rawHeaders: string[]) {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i];
    if (name !== undefined && name.length === 4 && name.toLowerCase() === "host") count += 1;
  }
  return count === 1;
}

/** A map that forgets everything when full: a client sending a new value each time costs one check each. */
function boundedCache<K, V>(max: number) {
  const map = new Map<K, V>();
  return {
    get: (key: K) => map.get(key),
    set(key: K, value: V) {
      if (map.size >= max) map.clear();
      map.set(key, value);
    },
  };
}
