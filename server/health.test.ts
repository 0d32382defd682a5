import express from "express";
import { expect, test } from "vitest";
import { healthCheck } from "./health.ts";

/** Serves the check on a free port; its answers to GET /healthz. */
async function probe(options: { store: { ping: () => Promise<void> }; stopping?: () => boolean }) {
  const lines: string[] = [];
  const app = express().get("/healthz", healthCheck({ log: (line) => lines.push(line), timeoutMs: 100, ...options }));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const get = async () => {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return { status: response.status, cache: response.headers.get("cache-control"), body: await response.json() };
  };
  return { get, lines, close: () => new Promise((resolve) => server.close(resolve)) };
}

test("a database that answers is healthy: 200 with a tiny JSON body, never cached", async () => {
  const check = await probe({ store: { ping: async () => {} } });
  expect(await check.get()).toEqual({ status: 200, cache: "no-store", body: { status: "ok" } });
  expect(check.lines).toEqual([]);
  await check.close();
});

test("a database that fails or hangs is 503, logged once when the state changes and once when it recovers", async () => {
  let state = "down";
  const store = {
    ping: () =>
      state === "down"
        ? Promise.reject(new Error("connect ECONNREFUSED"))
        : state === "hung"
          ? new Promise<void>(() => {})
          : Promise.resolve(),
  };
  const check = await probe({ store });
  expect(await check.get()).toEqual({ status: 503, cache: "no-store", body: { status: "unavailable" } });
  state = "hung";
  expect((await check.get()).status).toBe(503);
  state = "up";
  expect((await check.get()).status).toBe(200);
  expect(await check.get()).toMatchObject({ status: 200 });
  expect(check.lines).toEqual([
    "health: unavailable (the database does not answer: connect ECONNREFUSED)",
    "health: ok again",
  ]);
  await check.close();
});

test("a stopping server answers 503 so the proxy sends its traffic elsewhere", async () => {
  const check = await probe({ store: { ping: async () => {} }, stopping: () => true });
  expect(await check.get()).toMatchObject({ status: 503, body: { status: "unavailable" } });
  await check.close();
});
