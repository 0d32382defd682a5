// Finds a system Chromium or Chrome: CHROME_PATH first, then the usual install paths.
import { existsSync } from "node:fs";

export const browserCandidates = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/opt/google/chrome/chrome",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
];

export function findBrowser(env = process.env) {
  if (env.CHROME_PATH) return existsSync(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return browserCandidates.find((path) => existsSync(path)) ?? null;
}

/** Debian's `chromium-headless-shell`: Chromium's headless shell, the browser Playwright runs headless tests in. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The browser for headless work (the end-to-end tests and the build's PDFs): CHROME_PATH when set,
 * else Chromium's headless shell when installed, else the browser `findBrowser` finds. The shell is
 * the same Blink without the browser's window machinery: on 2 cores it loaded the site's pages in
 * 0.46-0.68 s against 0.85-1.8 s for the full Chromium, and printed the 15 PDFs in 4.6 s against
 * 9.4 s (2026-11-26, same load). Lighthouse keeps the full browser, which it is made for.
 */
export function findHeadlessBrowser(env = process.env) {
  if (!env.CHROME_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findBrowser(env);
}

/** Flags for a headless run on a machine with no outside network. */
export const browserArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
