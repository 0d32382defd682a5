import { type Server, createServer } from "node:http";
import express from "express";
import { expect, test } from "vitest";
import { postQueue } from "./post-queue.ts";
import { listen } from "./shutdown.ts";

/** A server whose posts go through `queue`, each held until the test releases it. */
async function queuedServer(concurrency: number) {
  const queue = postQueue({ concurrency });
  const started: number[] = [];
  const releases: Array<() => void> = [];
  const app = express();
  app.post("/form/:n", queue.take, (req, res) => {
    started.push(Number(req.params.n));
    releases.push(() => res.send(`answered ${req.params.n}`));
  });
  const server: Server = createServer(app);
  await listen(server, 0, "127.0.0.1");
  const address = server.address();
  const origin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return { queue, started, releases, server, origin };
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
}

test("takes at most `concurrency` posts at once, the others in the order they came, each when one is answered", async () => {
  const { queue, started, releases, server, origin } = await queuedServer(2);
  const send = (n: number) => fetch(`${origin}/form/${n}`, { method: "POST" }).then((r) => r.text());
  const answers = [send(1), send(2)];
  await until(() => started.length === 2);
  answers.push(send(3));
  await until(() => queue.waiting() === 1);
  answers.push(send(4));
  await until(() => queue.waiting() === 2);
  expect(started).toHaveLength(2);
  releases.shift()?.();
  await until(() => started.length === 3);
  expect(started[2]).toBe(3);
  expect(queue.waiting()).toBe(1);
  releases.shift()?.();
  await until(() => started.length === 4);
  for (const release of releases.splice(0)) release();
  expect(await Promise.all(answers)).toEqual(["answered 1", "answered 2", "answered 3", "answered 4"]);
  server.close();
});

test("shed answers every waiting post 503 with Connection: close and finishes the ones started", async () => {
  const { queue, started, releases, server, origin } = await queuedServer(1);
  const first = fetch(`${origin}/form/1`, { method: "POST" });
  await until(() => started.length === 1);
  const second = fetch(`${origin}/form/2`, { method: "POST" });
  await until(() => queue.waiting() === 1);
  queue.shed();
  const refused = await second;
  expect(refused.status).toBe(503);
  expect(refused.headers.get("connection")).toBe("close");
  expect(refused.headers.get("retry-after")).toBe("5");
  expect(await refused.text()).toContain("your form was not sent");
  // One that comes after the shed is refused at once too.
  expect((await fetch(`${origin}/form/3`, { method: "POST" })).status).toBe(503);
  releases.shift()?.();
  expect(await (await first).text()).toBe("answered 1");
  expect(started).toEqual([1]);
  server.close();
});

test("a waiting post whose client gave up is dropped from the queue", async () => {
  const { queue, started, releases, server, origin } = await queuedServer(1);
  const first = fetch(`${origin}/form/1`, { method: "POST" });
  await until(() => started.length === 1);
  const controller = new AbortController();
  const gaveUp = fetch(`${origin}/form/2`, { method: "POST", signal: controller.signal }).catch(() => "aborted");
  await until(() => queue.waiting() === 1);
  controller.abort();
  expect(await gaveUp).toBe("aborted");
  await until(() => queue.waiting() === 0);
  releases.shift()?.();
  await first;
  expect(started).toEqual([1]);
  server.close();
});
