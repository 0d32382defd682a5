// Load helpers for the lead benchmark: form posts on connections of their own, and counts.
import { request } from "node:http";
import { DatabaseSync } from "node:sqlite";

const servedTimes = new Map<string, Promise<string>>();

/**
 * Settings for the bench's bursts, whose posts all carry one page's signed time from one address
 * (a load test, not visitors): no rate limit, and a time that serves them all (each post is still
 * counted against it, so the count's cost is measured).
 */
export const BURST_ENV = {
  RATE_LIMIT_MAX: "1000000",
  FORM_TIME_MAX_POSTS: "1000000",
  FORM_TIME_MAX_POSTS_PER_CLIENT: "1000000",
};

/** The signed time a page of the server carries in its forms, from the server's sign-up page. */
export async function pageTime(origin: string) {
  const html = await (await fetch(`${origin}/newsletter`)).text();
  const value = /name="served_at" value="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error(`${origin}/newsletter has no signed time in its form`);
  return value;
}

/**
 * A signed page time old enough for a person's post (FORM_MIN_FILL_MS, 1.5 s by default): one
 * page per server, then every post of the bench carries it, as a visitor's form would.
 */
export function servedAt(origin: string) {
  let time = servedTimes.get(origin);
  if (!time) {
    time = pageTime(origin).then(async (value) => {
      await new Promise((done) => setTimeout(done, 1600));
      return value;
    });
    servedTimes.set(origin, time);
  }
  return time;
}

/**
 * One form post on a connection of its own, with a person's page time (unless the fields give
 * one); resolves with the status or the socket error.
 */
export async function post(
  origin: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<number | string> {
  const body = new URLSearchParams({ served_at: await servedAt(origin), ...fields }).toString();
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
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

export const lead = (i: number | string) => ({
  name: `Bench Visitor ${i}`,
  email: `bench${i}@example.org`,
  company: "Example Health",
  message: "We would like to talk about outbound for our healthcare SaaS.",
  consent: "on",
});

export async function until(condition: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!condition() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 20));
  return condition();
}

/** @returns e.g. "120x 200, 3x 429" */
export function tally(answers: Array<number | string>) {
  const counts = new Map<number | string, number>();
  for (const answer of answers) counts.set(answer, (counts.get(answer) ?? 0) + 1);
  return [...counts].map(([answer, n]) => `${n}x ${answer}`).join(", ");
}

/** The `n` of a query's first row (SELECT count(*) AS n ...). */
export function count(path: string, sql: string) {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return Number(db.prepare(sql).get()?.n);
  } finally {
    db.close();
  }
}

/** A form post from a given local address; resolves with the status, or the socket error. */
export function postFrom(
  origin: string,
  path: string,
  body: string,
  { localAddress, headers = {} }: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<number | string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path,
        method: "POST",
        agent: false,
        localAddress,
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
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(body);
  });
}
