import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import { expect, test } from "vitest";
import type { TestContext } from "vitest";
import { CONNECTION_LIMITS, guardConnections, serverOptions, uncappedPeers } from "./connections.ts";
import { SECURITY_HEADERS } from "./security.ts";

// Short limits, so the tests wait for them in well under a second.
const limits = {
  ...CONNECTION_LIMITS,
  headersTimeoutMs: 300,
  requestTimeoutMs: 600,
  checkIntervalMs: 50,
  perClient: 3,
};

/** A server with the guards (every peer capped, loopback too) that answers "ok". */
async function guarded(context: TestContext) {
  const lines: string[] = [];
  const server = createServer(serverOptions(limits), (_req, res) => res.end("ok"));
  guardConnections(server, { uncapped: () => false, limits, log: (line) => void lines.push(line) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  context.onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, lines };
}

/** Everything the server sends on a new connection until it closes it. */
function exchange(port: number, write: (socket: Socket) => void) {
  return new Promise<{ text: string }>((resolve) => {
    let text = "";
    const socket = connect(port, "127.0.0.1", () => write(socket));
    socket.on("data", (chunk) => (text += String(chunk)));
    socket.on("error", () => {});
    socket.on("close", () => resolve({ text }));
  });
}

function expectSecurityHeaders(text: string) {
  const head = text.split("\r\n\r\n")[0] ?? "";
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(head).toContain(`${name}: ${value}`);
  expect(head).toContain("Content-Security-Policy: default-src 'none'");
}

test("headers sent slowly are answered 408 in the site's words once the headers' time is up", async (context) => {
  const { port } = await guarded(context);
  const answer = await exchange(port, (socket) => {
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    // One header byte now and then: never the end of the headers.
    const drip = setInterval(() => socket.writable && socket.write("X"), 50);
    socket.once("close", () => clearInterval(drip));
  });
  expect(answer.text).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(answer.text).toContain("That request took too long");
  expectSecurityHeaders(answer.text);
});

test("a connection that sends nothing is answered 408 and closed once the headers' time is up", async (context) => {
  const { port } = await guarded(context);
  // Node's defaults held it 60 s or more: far past this test's time.
  expect((await exchange(port, () => {})).text).toMatch(/^HTTP\/1\.1 408 /);
});

test("Node's own 400, 431 and 417 carry the security headers and a short page", async (context) => {
  const { port } = await guarded(context);
  const unknownMethod = await exchange(port, (socket) => socket.write("BREW / HTTP/1.1\r\nHost: localhost\r\n\r\n"));
  expect(unknownMethod.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  expect(unknownMethod.text).toContain("We could not read that request");
  expectSecurityHeaders(unknownMethod.text);
  const huge = await exchange(port, (socket) =>
    socket.write(`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`),
  );
  expect(huge.text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
  expectSecurityHeaders(huge.text);
  const expectation = await exchange(port, (socket) =>
    socket.write("GET / HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\nConnection: close\r\n\r\n"),
  );
  expect(expectation.text).toMatch(/^HTTP\/1\.1 417 Expectation Failed\r\n/);
  expectSecurityHeaders(expectation.text);
});

test("one client holds at most its share of connections; the next are closed at once, told once in the log", async (context) => {
  const { port, lines } = await guarded(context);
  const held: Socket[] = [];
  context.onTestFinished(() => held.forEach((socket) => socket.destroy()));
  for (let i = 0; i < limits.perClient; i += 1) {
    held.push(
      await new Promise<Socket>((resolve) => {
        const socket: Socket = connect(port, "127.0.0.1", () => resolve(socket));
      }),
    );
  }
  // Closed without a word: a connection the server kept would be answered 408 when its time ran out.
  const refused = await Promise.all([exchange(port, () => {}), exchange(port, () => {})]);
  expect(refused.map((answer) => answer.text)).toEqual(["", ""]);
  expect(lines).toEqual([expect.stringMatching(/^connections: 127\.0\.0\.1 holds 3 open connections, .*TRUST_PROXY/)]);
  // A connection closed gives its place back.
  held.pop()?.destroy();
  await expect
    .poll(async () => (await exchange(port, (socket) => socket.end("GET / HTTP/1.1\r\nHost: x\r\n\r\n"))).text)
    .toMatch(/^HTTP\/1\.1 200 OK/);
});

test("loopback and the proxies TRUST_PROXY names are never capped", () => {
  const count = uncappedPeers(1);
  expect(["127.0.0.1", "::1", "::ffff:127.0.0.5"].map(count)).toEqual([true, true, true]);
  expect(count("10.0.0.5")).toBe(false);
  const named = uncappedPeers(["uniquelocal", "203.0.113.7", "2001:db8::/32"]);
  expect(["10.1.2.3", "::ffff:192.168.1.9", "fd00::2", "203.0.113.7", "2001:db8:5::1", "127.0.0.1"].map(named)).toEqual(
    [true, true, true, true, true, true],
  );
  expect(["203.0.113.8", "8.8.8.8", "2001:db9::1", "172.32.0.1"].map(named)).toEqual([false, false, false, false]);
});
