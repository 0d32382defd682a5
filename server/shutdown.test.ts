import { Agent, type Server, createServer, request } from "node:http";
import { type Socket, connect } from "node:net";
import { expect, test } from "vitest";
import { drainable, listen } from "./shutdown.ts";

/** The port a server listening on 127.0.0.1 was given. */
async function listening(server: Server) {
  await listen(server, 0, "127.0.0.1");
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

function get(port: number, agent: Agent | false) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("draining answers requests that arrive meanwhile, and a kept-alive connection's next request with Connection: close, then stops", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  const drain = drainable(server);
  const port = await listening(server);
  // One connection, reused: a request on another would be refused once the server stops listening.
  const keepAlive = new Agent({ keepAlive: true, maxSockets: 1 });
  expect(await get(port, keepAlive)).toEqual({ status: 200, connection: "keep-alive" });

  const drained = drain.drain({ quietMs: 100, silentMs: 100 });
  // Sent after SIGTERM, before the accept queue was judged empty: answered, and told to close.
  expect(await get(port, false)).toEqual({ status: 200, connection: "close" });
  // The kept-alive connection, idle since its answer, is not cut: its client may be sending on it.
  await until(() => !server.listening);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await get(port, keepAlive)).toEqual({ status: 200, connection: "close" });
  expect(await drained).toBe(true);
  keepAlive.destroy();
});

test("an idle kept-alive connection holds the stop no longer than the keep-alive timeout", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  server.keepAliveTimeout = 500;
  const drain = drainable(server);
  const port = await listening(server);
  const keepAlive = new Agent({ keepAlive: true });
  expect(await get(port, keepAlive)).toEqual({ status: 200, connection: "keep-alive" });
  // Closed by its keep-alive timeout, not cut: every connection closes (true) well before the
  // drain's limit would cut them (false).
  expect(await drain.drain({ quietMs: 100, limitMs: 20_000 })).toBe(true);
  expect(server.listening).toBe(false);
  keepAlive.destroy();
});

test("draining closes a connection that sent nothing (a browser's preconnect) and answers one whose request is arriving", async () => {
  const server = createServer((_req, res) => res.end("ok"));
  const drain = drainable(server);
  const port = await listening(server);
  const open = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => resolve(socket));
      socket.on("error", reject);
    });
  const preconnect = await open(port);
  const slow = await open(port);
  let answer = "";
  slow.on("data", (chunk) => (answer += chunk));
  const slowClosed = new Promise((resolve) => slow.on("close", resolve));
  slow.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n");
  const preconnectClosed = new Promise((resolve) => preconnect.on("close", resolve));

  // Closed as silent, or every connection would be cut at the limit (false) instead of closing (true).
  const drained = drain.drain({ quietMs: 100, silentMs: 300, limitMs: 20_000 });
  // The rest of the request comes after the silent one was closed: its first bytes came before.
  await preconnectClosed;
  slow.end("\r\n");
  expect(await drained).toBe(true);
  await slowClosed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
});

test("draining keeps a silent connection open while a request is in flight: its client may be as starved as the server", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrived = false;
  const server = createServer((_req, res) => {
    arrived = true;
    void held.then(() => res.end("ok"));
  });
  const drain = drainable(server);
  const port = await listening(server);
  const answered = get(port, false);
  await until(() => arrived);
  const silent = await new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => resolve(socket));
    socket.on("error", reject);
  });
  let silentClosed = false;
  silent.on("close", () => (silentClosed = true));

  const drained = drain.drain({ quietMs: 50, silentMs: 100, limitMs: 20_000 });
  // Four sweeps of 100 ms and more: a silent connection of an idle server is closed by then.
  await new Promise((resolve) => setTimeout(resolve, 800));
  expect(silentClosed).toBe(false);
  expect(server.listening).toBe(true);
  // Its client sends after all: answered, not reset.
  let answer = "";
  silent.on("data", (chunk) => (answer += chunk));
  silent.write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
  release();
  expect(await answered).toEqual({ status: 200, connection: "close" });
  expect(await drained).toBe(true);
  expect(answer).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*Connection: close[\s\S]*ok$/);
});

test("a port in use rejects with EADDRINUSE instead of listening", async () => {
  const first = createServer();
  await listen(first, 0, "127.0.0.1");
  const address = first.address();
  const port = typeof address === "object" && address ? address.port : 0;
  await expect(listen(createServer(), port, "127.0.0.1")).rejects.toMatchObject({ code: "EADDRINUSE" });
  first.close();
});
