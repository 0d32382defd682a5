/*
 * The origin a visitor's browser is at. The server speaks plain HTTP; in production a proxy in
 * front (a PaaS router, a load balancer, nginx) speaks HTTPS to the browser. Unless the proxy is
 * trusted (TRUST_PROXY), its X-Forwarded-Proto is not believed, so the scheme the browser used is
 * unknown here: "http" from `req.protocol` would be wrong for every HTTPS visitor.
 */

import type { Request } from "express";

/**
 * Whether the request came through a proxy whose X-Forwarded-* headers are believed
 * (TRUST_PROXY): then `req.protocol` and `req.host` are the browser's.
 */
export function throughTrustedProxy(req: Request) {
  // Express's compiled "trust proxy" setting.
  const trust: (address: string, hop: number) => boolean = req.app.get("trust proxy fn");
  return trust(req.socket.remoteAddress ?? "", 0);
}

/**
 * The request's own origin, as far as the server can know it. Through a trusted proxy it is
 * X-Forwarded-Proto and X-Forwarded-Host; otherwise the host is the Host header and the scheme
 * is unknown: the one the browser's Origin names is taken when its host is this one.
 * @param origin the request's Origin header
 */
export function ownOrigin(req: Request, origin: string | undefined) {
  const host = req.host ?? "localhost";
  if (throughTrustedProxy(req) || origin === undefined) return `${req.protocol}://${host}`;
  for (const scheme of ["https", "http"]) {
    if (origin === `${scheme}://${host}`) return origin;
  }
  return `${req.protocol}://${host}`;
}

/**
 * The verdict on a form post's Origin: accepted when it is SITE_URL's origin or the request's
 * own (whatever scheme an untrusted proxy spoke), with the origin the page is at; a post
 * without an Origin is judged by Sec-Fetch-Site (a browser that sends neither is an old one,
 * or not a browser: the form's other checks apply).
 * @param siteOrigin SITE_URL's origin
 */
export function originVerdict(
  req: Request,
  siteOrigin: string,
): { accepted: true; origin: string } | { accepted: false; reason: string } {
  const origin = req.get("origin");
  const own = ownOrigin(req, origin);
  if (origin === undefined) {
    const site = req.get("sec-fetch-site");
    if (site === undefined || site === "same-origin" || site === "none") return { accepted: true, origin: own };
    return { accepted: false, reason: `the browser says it was sent from another site (Sec-Fetch-Site: ${site})` };
  }
  if (origin === siteOrigin || origin === own) return { accepted: true, origin };
  return {
    accepted: false,
    reason: `its Origin ${JSON.stringify(origin.slice(0, 200))} is neither SITE_URL's (${siteOrigin}) nor the request's own (${own})`,
  };
}

/**
 * The origin to give React Router's request for a page or a form post: the origin the browser's
 * post came from when it was accepted (React Router compares the two, as a second CSRF check),
 * else the request's own.
 */
export function requestOrigin(req: Request, siteOrigin: string) {
  const verdict = originVerdict(req, siteOrigin);
  return verdict.accepted ? verdict.origin : ownOrigin(req, undefined);
}
