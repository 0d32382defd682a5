import { STATUS_CODES } from "node:http";
import type { Response } from "express";
import { SECURITY_HEADERS } from "./security.ts";

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A short answer: its status, a title and a sentence that says what to do. */
export type PlainPage = { status: number; title: string; message: string };

/**
 * A small, self-contained page for answers the app cannot render itself
 * (too many requests, request too large, refused). No scripts, inline styles only; no site
 * name in the title, so it needs no settings.
 */
export function plainPage({ title, message, status }: PlainPage) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#eef1ff;color:#0f172a}
main{max-width:32rem;padding:2rem;text-align:center}p.code{color:#4338ca;font-weight:700;letter-spacing:.1em}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:999px;background:#4338ca;color:#fff;text-decoration:none;font-weight:600}</style>
</head><body><main><p class="code">ERROR ${status}</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">Back to the home page</a></main></body></html>`;
}

/** The CSP for plain pages: no scripts at all, only their inline style. */
export const PLAIN_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/**
 * The headers of a plain page sent outside Express (connections.ts, http-guards.ts): the security
 * headers, which Express's middleware sets on every other answer, and the page's own.
 */
export function plainHeaders(body: string): Record<string, string> {
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": PLAIN_PAGE_CSP,
    "Cache-Control": "no-store",
    "Content-Type": "text/html; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(body)),
  };
}

/**
 * A whole HTTP answer with a plain page, written to a socket no response object owns (what
 * Node's parser refused, CONNECT); the connection closes after it.
 */
export function plainAnswer(page: PlainPage, headers: Record<string, string> = {}) {
  const body = plainPage(page);
  const fields = { ...plainHeaders(body), ...headers, Connection: "close" };
  const lines = Object.entries(fields).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${page.status} ${STATUS_CODES[page.status] ?? ""}\r\n${lines.join("\r\n")}\r\n\r\n${body}`;
}

/** Answers with a plain page (the security headers are already on the response). */
export function sendPlainPage(res: Response, page: PlainPage, headers: Record<string, string> = {}) {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.status(page.status).setHeader("Content-Security-Policy", PLAIN_PAGE_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.type("html").send(plainPage(page));
}

/**
 * 405 for a method the address does not take, with the ones it does. The connection closes
 * after it, so a body sent along is never read.
 */
export function sendMethodNotAllowed(res: Response, allowed: string[]) {
  sendPlainPage(res, METHOD_NOT_ALLOWED, { Allow: allowed.join(", "), Connection: "close" });
}

export const METHOD_NOT_ALLOWED: PlainPage = {
  status: 405,
  title: "Method not allowed",
  message: "This address can only be opened, or sent the form on its page. Please go back and try again.",
};
