import express from "express";
import { PLAIN_PAGE_CSP, plainPage } from "./plain-page.js";

export const MAX_BODY_BYTES = 64 * 1024;

/**
 * @param {import("express").Response} res
 * @param {{ status: number; title: string; message: string }} page
 */
export function sendPlainPage(res, page) {
  res.status(page.status).setHeader("Content-Security-Policy", PLAIN_PAGE_CSP);
  res.setHeader("Cache-Control", "no-store");
  res.type("html").send(plainPage(page));
}

/**
 * Guards for every form post: same origin, a per-IP rate limit and a 64 KB body limit.
 * @param {{ rateLimit: import("./leads/rate-limit.js").RateLimiter }} deps
 * @returns {import("express").RequestHandler[]}
 */
export function formGuards({ rateLimit }) {
  /** @type {import("express").RequestHandler} */
  const sameOrigin = (req, res, next) => {
    const origin = req.get("origin");
    const site = req.get("sec-fetch-site");
    const expected = `${req.protocol}://${req.get("host")}`;
    if ((origin && origin !== expected) || (!origin && site && site !== "same-origin" && site !== "none")) {
      sendPlainPage(res, {
        status: 403,
        title: "Request refused",
        message: "This form can only be sent from our own website. Please open the page on our site and try again.",
      });
      return;
    }
    next();
  };

  /** @type {import("express").RequestHandler} */
  const limit = (req, res, next) => {
    const { allowed, retryAfterSeconds } = rateLimit.hit(req.ip ?? "unknown");
    if (allowed) return next();
    res.setHeader("Retry-After", String(retryAfterSeconds));
    sendPlainPage(res, {
      status: 429,
      title: "Too many requests",
      message: `You have sent several forms in a short time. Please wait ${Math.ceil(retryAfterSeconds / 60)} minute(s) and try again, or write to us by e-mail.`,
    });
  };

  return [sameOrigin, limit, express.raw({ type: () => true, limit: MAX_BODY_BYTES })];
}
