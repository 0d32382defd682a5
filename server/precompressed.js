import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Below this size compression saves less than the headers it costs (the compression
// middleware uses the same threshold).
const MIN_COMPRESS_BYTES = 1024;

/**
 * A response body held in memory with its compressed copies, made once instead of per request.
 * @typedef {{ body: Buffer; etag: string; gzip?: Buffer; br?: Buffer }} Entity
 */

/**
 * @param {Buffer} body
 * @param {{ compressible: boolean }} options
 * @returns {Entity}
 */
export function createEntity(body, { compressible }) {
  /** @type {Entity} */
  const entity = { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  if (!compressible || body.length < MIN_COMPRESS_BYTES) return entity;
  const gzip = gzipSync(body, { level: 9 });
  // A quick brotli pass keeps start-up fast; upgradeBrotli() replaces it with the smallest one.
  const br = brotliCompressSync(body, brotliOptions(body, 5));
  if (gzip.length < body.length) entity.gzip = gzip;
  if (br.length < body.length) entity.br = br;
  return entity;
}

/** Logged once every brotli copy has its smallest size (the audit scripts wait for it). */
export const BROTLI_READY_MESSAGE = "brotli copies at best quality";

/**
 * Recompresses the brotli copies at the highest quality (about 10% smaller) after start-up,
 * one file per turn of the event loop, so the server answers at once meanwhile. It runs on
 * the main thread on purpose: zlib's thread pool would leave an allocator arena of tens of
 * MB resident in each pool thread.
 * @param {Iterable<Entity>} entities
 */
export async function upgradeBrotli(entities) {
  for (const entity of entities) {
    if (!entity.br) continue;
    await new Promise((resolve) => setImmediate(resolve));
    const best = brotliCompressSync(entity.body, brotliOptions(entity.body, constants.BROTLI_MAX_QUALITY));
    if (best.length < entity.br.length) entity.br = best;
  }
}

/**
 * The best encoding both sides have: the client's highest q-value wins, brotli on a tie.
 * @param {string | undefined} header Accept-Encoding
 * @param {{ br?: unknown; gzip?: unknown }} available
 * @returns {"br" | "gzip" | "identity"}
 */
export function chooseEncoding(header, available) {
  if (!header) return "identity";
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  /** @param {string} name */
  const weight = (name) => weights.get(name) ?? weights.get("*") ?? 0;
  /** @type {{ name: "br" | "gzip" | "identity"; q: number }} */
  let best = { name: "identity", q: 0 };
  for (const name of /** @type {const} */ (["br", "gzip"])) {
    const q = weight(name);
    if (available[name] && q > best.q) best = { name, q };
  }
  return best.name;
}

/**
 * Sends an in-memory entity in the best encoding the client accepts, with its own ETag per
 * encoding, a 304 when the client's copy is current, and no body for HEAD. The caller sets
 * Content-Type and Cache-Control.
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {Entity} entity
 */
export function sendEntity(req, res, entity) {
  const encoding = chooseEncoding(req.headers["accept-encoding"], entity);
  const body = encoding === "br" ? entity.br : encoding === "gzip" ? entity.gzip : entity.body;
  const etag = encoding === "identity" ? entity.etag : `${entity.etag.slice(0, -1)}-${encoding}"`;
  if (entity.br || entity.gzip) res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", etag);
  if (etagMatches(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", String(body?.length ?? 0));
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * @param {string | undefined} header If-None-Match
 * @param {string} etag
 */
function etagMatches(header, etag) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

/**
 * @param {Buffer} body
 * @param {number} quality
 */
function brotliOptions(body, quality) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}
