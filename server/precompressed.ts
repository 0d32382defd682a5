import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip as gzipAsync } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzip = promisify(gzipAsync);

// Below this size compression saves less than the headers it costs (the compression
// middleware uses the same threshold).
const MIN_COMPRESS_BYTES = 1024;

/**
 * A response body held in memory with its compressed copies, made at build time
 * (server/static-files.ts) instead of per request.
 */
export type Copies = { gzip?: Buffer; br?: Buffer };
export type Entity = { body: Buffer; etag: string } & Copies;

type Encoding = "br" | "gzip" | "identity";
// Brotli first: it wins a tie.
const COMPRESSED: Array<"br" | "gzip"> = ["br", "gzip"];

// What sendEntity uses of a request and a response: Express's, node:http's or a test's stand-in.
type EntityRequest = Pick<IncomingMessage, "method" | "headers">;
type EntityResponse = {
  statusCode: number;
  setHeader(name: string, value: string): unknown;
  end(body?: Buffer): unknown;
};

export function createEntity(body: Buffer, copies: Copies = {}): Entity {
  return { body, etag: etagOf(body), ...copies };
}

export function etagOf(body: Buffer) {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/**
 * How hard `compressCopies` works, as gzip level and brotli quality. `build`: the build's copies
 * (seconds of CPU for the whole site). `signed`: a page with a form, signed once per time slot
 * (signed-pages.ts), compressed before the slot's first answer goes out: brotli 10 takes about 27 ms
 * for an 86 kB page on a quiet host (77-247 ms on a loaded one, delaying the slot's first byte by as
 * much) and sends about 1.4 kB less than quality 5 (1-7 ms), which keeps every first visit within its
 * 50 kB budget (npm run budgets: two articles measured 50.2 and 50.8 kB at quality 5; decision 011). `quick`: a server whose build has no
 * copies compresses every file at start-up (about 10% larger than `build`).
 */
const EFFORT = {
  build: { gzip: 9, brotli: constants.BROTLI_MAX_QUALITY },
  signed: { gzip: 6, brotli: 10 },
  quick: { gzip: 6, brotli: 5 },
} as const;

/**
 * The gzip and brotli copies of a body, each kept only when smaller than the body. On zlib's
 * thread pool, so compressing many bodies at once uses every core.
 */
export async function compressCopies(body: Buffer, { effort }: { effort: keyof typeof EFFORT }): Promise<Copies> {
  if (body.length < MIN_COMPRESS_BYTES) return {};
  const levels = EFFORT[effort];
  const [gzipped, br] = await Promise.all([
    gzip(body, { level: levels.gzip }),
    brotli(body, brotliOptions(body, levels.brotli)),
  ]);
  const copies: Copies = {};
  if (gzipped.length < body.length) copies.gzip = gzipped;
  if (br.length < body.length) copies.br = br;
  return copies;
}

/**
 * The best encoding both sides have: the client's highest q-value wins, brotli on a tie.
 * @param header Accept-Encoding
 */
export function chooseEncoding(header: string | undefined, available: { br?: unknown; gzip?: unknown }): Encoding {
  return pickEncoding(header ? acceptedWeights(header) : undefined, available);
}

/** The q-value an Accept-Encoding gives brotli and gzip (0: not accepted). */
export type AcceptedWeights = { br: number; gzip: number };

/** @param header Accept-Encoding, read once per distinct value by the fast path (fast-path.ts) */
export function acceptedWeights(header: string): AcceptedWeights {
  const weights = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  return { br: weight("br"), gzip: weight("gzip") };
}

/** chooseEncoding on weights already read; no weights (no Accept-Encoding): identity. */
export function pickEncoding(
  weights: AcceptedWeights | undefined,
  available: { br?: unknown; gzip?: unknown },
): Encoding {
  if (!weights) return "identity";
  let best: { name: Encoding; q: number } = { name: "identity", q: 0 };
  for (const name of COMPRESSED) {
    const q = weights[name];
    if (available[name] && q > best.q) best = { name, q };
  }
  return best.name;
}

/**
 * Sends an in-memory entity in the best encoding the client accepts, with its own ETag per
 * encoding, a 304 when the client's copy is current, and no body for HEAD. The caller sets
 * Content-Type and Cache-Control.
 */
export function sendEntity(req: EntityRequest, res: EntityResponse, entity: Entity) {
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

/** @param header If-None-Match */
export function etagMatches(header: string | undefined, etag: string) {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}

function brotliOptions(body: Buffer, quality: number) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
}
