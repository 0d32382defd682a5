// Load helpers for the lead benchmark: form posts on connections of their own, and counts.
import { request } from "node:http";
import Database from "better-sqlite3";

/**
 * One form post on a connection of its own; resolves with the status or the socket error.
 * @param {string} origin @param {string} path @param {Record<string, string>} fields @param {Record<string, string>} [headers]
 * @returns {Promise<number | string>}
 */
export function post(origin, path, fields, headers = {}) {
  const body = new URLSearchParams({ fill_ms: "5000", ...fields }).toString();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", (/** @type {NodeJS.ErrnoException} */ error) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

/** @param {number | string} i */
export const lead = (i) => ({
  name: `Bench Visitor ${i}`,
  email: `bench${i}@example.org`,
  company: "Example Health",
  message: "We would like to talk about outbound for our healthcare SaaS.",
  consent: "on",
});

/** @param {() => boolean} condition @param {number} timeoutMs */
export async function until(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  return condition();
}

/** @param {Array<number | string>} answers "120x 200, 3x 429" */
export function tally(answers) {
  /** @type {Map<number | string, number>} */
  const counts = new Map();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return [...counts].map(([answer, n]) => `${n}x ${answer}`).join(", ");
}

/** @param {string} path @param {string} sql */
export function count(path, sql) {
  const db = new Database(path, { readonly: true });
  try {
    return /** @type {{ n: number }} */ (db.prepare(sql).get()).n;
  } finally {
    db.close();
  }
}
