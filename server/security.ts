import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * sha256 sources for every inline script in an HTML document, so the CSP can
 * allow exactly those scripts and nothing else.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? "";
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy for one HTML document. */
export function contentSecurityPolicy({ scriptHashes, mapsEnabled }: { scriptHashes: string[]; mapsEnabled: boolean }) {
  const maps = mapsEnabled ? ["https://maps.googleapis.com", "https://maps.gstatic.com"] : [];
  const directives = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes, ...maps],
    // React and Radix set inline style attributes; no inline style elements are needed.
    "style-src": ["'self'", "'unsafe-inline'", ...(mapsEnabled ? ["https://fonts.googleapis.com"] : [])],
    "img-src": [
      "'self'",
      "data:",
      ...maps,
      ...(mapsEnabled ? ["https://*.googleapis.com", "https://*.gstatic.com"] : []),
    ],
    "font-src": ["'self'", ...(mapsEnabled ? ["https://fonts.gstatic.com"] : [])],
    "connect-src": ["'self'", ...(mapsEnabled ? ["https://maps.googleapis.com"] : [])],
    "frame-src": ["https://www.youtube-nocookie.com"],
    "media-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()";

/** Headers every response carries, here and on a static host (static-host.ts). */
export const SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": PERMISSIONS_POLICY,
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Sent over https only (a static host or CDN always is). */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Sets the security headers on every response. */
export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
  if (req.secure) res.setHeader("Strict-Transport-Security", HSTS);
  next();
}
