import { isUtf8 } from "node:buffer";
import express, { type Request, type RequestHandler, type Response } from "express";
import { CLIENT_HEADER, RECEIVED_AT_HEADER } from "./leads/form-time.ts";
import { loggedUrl } from "./log-privacy.ts";
import { type RateLimiter, clientKey } from "./leads/rate-limit.ts";
import { originVerdict, throughTrustedProxy } from "./origin.ts";

export const MAX_BODY_BYTES = 64 * 1024;

// Links from e-mails, not forms: their 256-bit token is the protection, and a mail
// provider's one-click unsubscribes all come from a few addresses.
const TOKEN_LINKS = new Set(["/newsletter/confirm", "/newsletter/unsubscribe"]);

/**
 * Why a form post was not taken, as the visitor reads it on the form's page (the route's action
 * answers it with what they typed, app/lib/load-context.ts), with the HTTP status.
 */
export type Refusal = { status: number; title: string; message: string };

export const TOO_LARGE: Refusal = {
  status: 413,
  title: "That was too much text",
  message: "The form you sent is larger than we accept (64 KB). Please shorten your message and try again.",
};

/** A post to a page without a form: its error page says so (app/lib/load-context.ts). */
export const NO_FORM_HERE = {
  status: 405,
  title: "This page takes no form",
  message: "The address you sent a form to can only be opened. Please go back and send the form from its own page.",
};

/** A body declared in another character set than UTF-8: refused, never read as mojibake. */
export const OTHER_CHARSET: Refusal = {
  status: 415,
  title: "We could not read that form",
  message:
    "The form arrived in a character encoding we do not read (we read UTF-8). Please send it again from the form on our site.",
};

/** A body whose bytes are not UTF-8 (a Latin-1 "é" sent as %E9): refused, never stored with a replacement character. */
export const NOT_UTF8: Refusal = {
  status: 400,
  title: "We could not read that form",
  message: "Some characters in the form could not be read. Please send it again from the form on our site.",
};

const OTHER_SITE = {
  status: 403,
  title: "Request refused",
  message: "This form can only be sent from our own website. Please open the page on our site and send it from there.",
};

/** The form a post is for: "/contact" for "/contact" and "/Contact/". */
export function formName(path: string) {
  return path.replace(/\/+$/, "").toLowerCase() || "/";
}

/**
 * An RFC 8058 one-click unsubscribe: a mail provider posts to the List-Unsubscribe link itself,
 * from its own origin. The link's token is the authority (the action refuses an unknown one),
 * so the same-origin check does not apply.
 */
function isOneClickUnsubscribe(req: Request) {
  const token = typeof req.query.token === "string" ? req.query.token : "";
  return formName(req.path) === "/newsletter/unsubscribe" && /^[\w-]{20,100}$/.test(token);
}

/** Writes why a request was refused: one line with the cause and the setting that fixes it. */
export type RefusalLog = (res: Response, cause: string) => void;

export const logRefusal: RefusalLog = (res, cause) =>
  console.error(`${res.req.method} ${loggedUrl(res.req.path)} refused (${res.statusCode}): ${cause}`);

/**
 * Guards for every form post: at most 64 KB, same origin, a rate limit per form and client, text
 * in UTF-8.
 * A post they refuse is not answered here: it goes on to its route with the refusal
 * (`res.locals.refusal`), whose action answers it on the form's page with what the visitor typed
 * instead of storing it; `refused` writes the cause and the setting that fixes it to the log.
 */
export function formGuards({
  rateLimit,
  siteUrl,
  log = console.error,
  refused = logRefusal,
}: {
  rateLimit: RateLimiter;
  siteUrl: string;
  log?: (line: string) => void;
  refused?: RefusalLog;
}): RequestHandler[] {
  const siteOrigin = new URL(siteUrl).origin;
  const refuse = (res: Response, refusal: Refusal, cause: string) => {
    res.locals.refusal = refusal;
    res.status(refusal.status);
    refused(res, cause);
  };

  const declaredSize: RequestHandler = (req, res, next) => {
    const declared = Number(req.get("content-length") ?? 0);
    // The body is never read: the connection closes after the answer.
    if (declared > MAX_BODY_BYTES) {
      res.setHeader("Connection", "close");
      res.locals.withoutBody = true;
      refuse(res, TOO_LARGE, `a body of ${declared} bytes, over the forms' limit of ${MAX_BODY_BYTES}`);
    }
    return next();
  };

  const sameOrigin: RequestHandler = (req, res, next) => {
    if (res.locals.refusal) return next();
    if (isOneClickUnsubscribe(req)) {
      // React Router refuses an action whose Origin is another site's: the token has decided.
      delete req.headers.origin;
      return next();
    }
    const verdict = originVerdict(req, siteOrigin);
    if (!verdict.accepted) {
      refuse(
        res,
        OTHER_SITE,
        `${verdict.reason}. If visitors reach the site at that address, set SITE_URL to it; behind a proxy that rewrites Host, set TRUST_PROXY and have the proxy send X-Forwarded-Host and X-Forwarded-Proto.`,
      );
    }
    return next();
  };

  // Each form has its own budget, counted in the database so every server shares it; a post
  // that comes back with errors to correct (400) is given back, so a person fixing a typo never
  // runs out. When the database cannot count, the post goes ahead: the form then says whether
  // it could be stored, and the visitor keeps what they typed.
  const limit: RequestHandler = async (req, res, next) => {
    const form = formName(req.path);
    if (res.locals.refusal || TOKEN_LINKS.has(form)) return next();
    const key = `${form} ${clientKey(req.ip ?? "unknown")}`;
    let verdict;
    try {
      verdict = await rateLimit.hit(key);
    } catch (error) {
      log(`rate limit: could not count a post: ${error instanceof Error ? error.message : String(error)}`);
      return next();
    }
    if (verdict.allowed) {
      res.on("finish", () => {
        if (res.statusCode === 400) void rateLimit.refund(key).catch(() => {});
      });
      return next();
    }
    res.setHeader("Retry-After", String(verdict.retryAfterSeconds));
    const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
    // An untrusted proxy's X-Forwarded-For is not believed: every visitor is the proxy's address.
    const proxied =
      req.get("x-forwarded-for") !== undefined && !throughTrustedProxy(req)
        ? ` The request came through a proxy that is not trusted, so every visitor counts as its address (${req.ip}): set TRUST_PROXY (e.g. 1).`
        : "";
    refuse(
      res,
      {
        status: 429,
        title: "Too many requests",
        message: `You have sent this form several times in a short time. Please wait ${minutes} minute(s) and try again.`,
      },
      `over RATE_LIMIT_MAX posts from ${clientKey(req.ip ?? "unknown")} within RATE_LIMIT_WINDOW_MS.${proxied}`,
    );
    return next();
  };

  // Read also when the post is refused: the visitor's values go back to the form.
  const readBody = express.raw({ type: () => true, limit: MAX_BODY_BYTES });
  const body: RequestHandler = (req, res, next) => {
    if (res.locals.withoutBody) return next();
    readBody(req, res, (error: unknown) => {
      if (!isTooLarge(error)) return next(error);
      res.setHeader("Connection", "close");
      res.locals.withoutBody = true;
      refuse(res, TOO_LARGE, `a body over the forms' limit of ${MAX_BODY_BYTES} bytes`);
      return next();
    });
  };

  // Forms are read as UTF-8 (the pages are, so browsers send them so): anything else is refused
  // with the reason, before a wrong decoding could be stored.
  const encoding: RequestHandler = (req, res, next) => {
    if (res.locals.refusal || res.locals.withoutBody || !Buffer.isBuffer(req.body)) return next();
    const problem = encodingProblem(req.get("content-type") ?? "", req.body);
    if (problem) refuse(res, problem.refusal, problem.cause);
    return next();
  };

  // When the post arrived, for its fill time (form-time.ts): before any wait for the database. And
  // who sent it, for its signed time's posts per client (form-time-uses.ts).
  const stamp: RequestHandler = (req, _res, next) => {
    req.headers[RECEIVED_AT_HEADER] = String(Date.now());
    req.headers[CLIENT_HEADER] = clientKey(req.ip ?? "unknown");
    return next();
  };

  return [stamp, declaredSize, sameOrigin, limit, body, encoding];
}

/**
 * Why a form body cannot be read as UTF-8, or null: a charset other than UTF-8 declared in its
 * Content-Type, or bytes that are not UTF-8 (in a urlencoded body, once its %XX escapes are decoded).
 */
export function encodingProblem(contentType: string, body: Buffer): { refusal: Refusal; cause: string } | null {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType)?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== "utf-8" && charset !== "utf8") {
    return {
      refusal: OTHER_CHARSET,
      cause: `a form declared as charset ${JSON.stringify(charset.slice(0, 40))}; forms are read as UTF-8`,
    };
  }
  const urlencoded = /^\s*application\/x-www-form-urlencoded\b/i.test(contentType);
  if (!isUtf8(urlencoded ? percentDecoded(body) : body)) {
    return { refusal: NOT_UTF8, cause: "a form whose text is not UTF-8 (no charset declared)" };
  }
  return null;
}

/** The bytes a urlencoded body stands for: each %XX escape decoded, every other byte as it is. */
function percentDecoded(body: Buffer): Buffer {
  const bytes = Buffer.alloc(body.length);
  let length = 0;
  for (let i = 0; i < body.length; i += 1) {
    const hex = body[i] === 0x25 ? body.toString("latin1", i + 1, i + 3) : "";
    if (/^[\da-f]{2}$/i.test(hex)) {
      bytes[length++] = Number.parseInt(hex, 16);
      i += 2;
    } else {
      bytes[length++] = body[i] ?? 0;
    }
  }
  return bytes.subarray(0, length);
}

function isTooLarge(error: unknown) {
  return typeof error === "object" && error !== null && "status" in error && error.status === 413;
}
