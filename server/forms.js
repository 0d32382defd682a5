import express from "express";
import { sendPlainPage } from "./plain-page.js";
import { RECEIVED_AT_HEADER } from "./leads/form-time.js";
import { clientKey } from "./leads/rate-limit.js";

export const MAX_BODY_BYTES = 64 * 1024;

// Links from e-mails, not forms: their 256-bit token is the protection, and a mail
// provider's one-click unsubscribes all come from a few addresses.
const TOKEN_LINKS = new Set(["/newsletter/confirm", "/newsletter/unsubscribe"]);

/**
 * The form a post is for: "/contact" for both "/contact" and React Router's "/contact.data".
 * @param {string} path
 */
export function formName(path) {
  return (
    path
      .replace(/\.data$/, "")
      .replace(/\/+$/, "")
      .toLowerCase() || "/"
  );
}

/**
 * An RFC 8058 one-click unsubscribe: a mail provider posts to the List-Unsubscribe link itself,
 * from its own origin. The link's token is the authority (the action refuses an unknown one),
 * so the same-origin check does not apply.
 * @param {import("express").Request} req
 */
function isOneClickUnsubscribe(req) {
  const token = typeof req.query.token === "string" ? req.query.token : "";
  return formName(req.path) === "/newsletter/unsubscribe" && /^[\w-]{20,100}$/.test(token);
}

/**
 * Guards for every form post: same origin, a rate limit per form and client, and a 64 KB
 * body limit.
 * @param {{ rateLimit: import("./leads/rate-limit.js").RateLimiter; siteUrl: string; log?: (line: string) => void }} deps
 * @returns {import("express").RequestHandler[]}
 */
export function formGuards({ rateLimit, siteUrl, log = console.error }) {
  const siteOrigin = new URL(siteUrl).origin;

  // `req.host` is X-Forwarded-Host when the proxy is trusted (TRUST_PROXY), else Host.
  /** @type {import("express").RequestHandler} */
  const sameOrigin = (req, res, next) => {
    if (isOneClickUnsubscribe(req)) {
      // React Router refuses an action whose Origin is another site's: the token has decided.
      delete req.headers.origin;
      return next();
    }
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const allowed = origin === `${req.protocol}://${req.host}` || origin === siteOrigin;
    if ((origin && !allowed) || (!origin && site && site !== "same-origin" && site !== "none")) {
      sendPlainPage(res, {
        status: 403,
        title: "Request refused",
        message: "This form can only be sent from our own website. Please open the page on our site and try again.",
      });
      return;
    }
    next();
  };

  // Each form has its own budget, counted in the database so every server shares it; a post
  // that comes back with errors to correct (400) is given back, so a person fixing a typo never
  // runs out. When the database cannot count, the post goes ahead: the form then says whether
  // it could be stored, and the visitor keeps what they typed.
  /** @type {import("express").RequestHandler} */
  const limit = async (req, res, next) => {
    const form = formName(req.path);
    if (TOKEN_LINKS.has(form)) return next();
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
    sendPlainPage(res, {
      status: 429,
      title: "Too many requests",
      message: `You have sent this form several times in a short time. Please wait ${Math.ceil(verdict.retryAfterSeconds / 60)} minute(s) and try again, or write to us by e-mail.`,
    });
  };

  // When the post arrived, for its fill time (form-time.js): before any wait for the database.
  /** @type {import("express").RequestHandler} */
  const stamp = (req, _res, next) => {
    req.headers[RECEIVED_AT_HEADER] = String(Date.now());
    return next();
  };

  return [stamp, sameOrigin, limit, express.raw({ type: () => true, limit: MAX_BODY_BYTES })];
}
