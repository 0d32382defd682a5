import type { IncomingMessage, Server, ServerOptions, ServerResponse } from "node:http";
import { BlockList, type Socket, isIPv4 } from "node:net";
import type { Duplex } from "node:stream";
import { clientKey } from "./leads/rate-limit.ts";
import { type PlainPage, plainAnswer, plainHeaders, plainPage } from "./plain-page.ts";

/*
 * What a client may hold of the server before it has sent a request, and what Node answers by
 * itself. Node's defaults let a connection send its headers for 60 s (checked every 30 s, so a
 * slow-header connection was held up to 120 s), its request for 300 s, and any number of such
 * connections from one address; and its own answers (400 for what its parser cannot read, 431 for
 * headers too large, 408, 417) carried none of the site's security headers.
 */

/** The time limits, and the open connections one client may hold. */
export const CONNECTION_LIMITS = {
  // A request line and headers (at most 16 KB) go out in one round trip from any browser.
  headersTimeoutMs: 10_000,
  // The whole request, a form's 64 KB body included, from a slow phone.
  requestTimeoutMs: 30_000,
  // A kept-alive connection between two requests (Node's default).
  keepAliveTimeoutMs: 5_000,
  // How often Node checks the two limits above (its default, 30 s, doubled the wait).
  checkIntervalMs: 1_000,
  // A browser opens at most 6 connections to a site; an office behind one address, a few browsers.
  perClient: 64,
};

export type ConnectionLimits = typeof CONNECTION_LIMITS;

/** The limits as `http.createServer` takes them (the check interval can only be given there). */
export function serverOptions(limits: ConnectionLimits = CONNECTION_LIMITS): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkIntervalMs,
  };
}

const NODE_ERRORS: Record<string, PlainPage> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    title: "That request was too large",
    message:
      "The address or the headers of the request were longer than we accept. Please check the address and try again.",
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    title: "That request was too large",
    message: "The request was larger than we accept. Please go back and try again.",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    title: "That request took too long",
    message: "The request did not arrive in time. Please try again.",
  },
};

const UNREADABLE: PlainPage = {
  status: 400,
  title: "We could not read that request",
  message: "Please go back and try again.",
};

const EXPECTATION: PlainPage = {
  status: 417,
  title: "We could not read that request",
  message: "The request asked for something this site does not offer. Please go back and try again.",
};

/**
 * Guards an HTTP server's connections: at most `limits.perClient` open connections per client
 * (IPv4 address or IPv6 /64, as the rate limit counts them), except from the peers `uncapped`
 * names; and Node's own answers in the site's words with the security headers. The time limits
 * are `serverOptions`'.
 * @param uncapped whether a peer address may hold any number of connections (`uncappedPeers`)
 */
export function guardConnections(
  server: Server,
  {
    uncapped,
    limits = CONNECTION_LIMITS,
    log = console.error,
  }: { uncapped: (address: string) => boolean; limits?: ConnectionLimits; log?: (line: string) => void },
) {
  const open = new Map<string, number>();
  // Clients told about in the log, until their connections have all closed: one line per flood.
  const reported = new Set<string>();

  server.on("connection", (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || uncapped(address)) return;
    const client = clientKey(address);
    const held = open.get(client) ?? 0;
    if (held >= limits.perClient) {
      if (!reported.has(client)) {
        reported.add(client);
        log(
          `connections: ${client} holds ${held} open connections, the most one client may; its next ones are closed at once ` +
            "(a proxy at that address? name it in TRUST_PROXY)",
        );
      }
      socket.destroy();
      return;
    }
    open.set(client, held + 1);
    socket.once("close", () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) return void open.set(client, left);
      open.delete(client);
      reported.delete(client);
    });
  });

  // What Node's HTTP parser refuses, and its time limits: the answer Node would give, in the
  // site's words and with the security headers; nothing when a response is already on its way.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own handler checks the same: an answer in flight must not be cut into (`_httpMessage` is Node's).
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
      socket.write(plainAnswer(NODE_ERRORS[error.code ?? ""] ?? UNREADABLE));
    }
    socket.destroy();
  });

  // An Expect header other than 100-continue.
  server.on("checkExpectation", (_req: IncomingMessage, res: ServerResponse) => {
    const body = plainPage(EXPECTATION);
    res.writeHead(EXPECTATION.status, { ...plainHeaders(body), Connection: "close" });
    res.end(body);
  });

  return {
    /** Open connections per client (uncapped peers are not counted). */
    openConnections: () => new Map(open),
  };
}

// Express's names for the ranges a proxy may sit in (server/config.ts accepts them in TRUST_PROXY).
const NAMED_RANGES: Record<string, Array<[string, number]>> = {
  loopback: [
    ["127.0.0.0", 8],
    ["::1", 128],
  ],
  linklocal: [
    ["169.254.0.0", 16],
    ["fe80::", 10],
  ],
  uniquelocal: [
    ["10.0.0.0", 8],
    ["172.16.0.0", 12],
    ["192.168.0.0", 16],
    ["fc00::", 7],
  ],
};

/**
 * The peers the per-client cap leaves alone: loopback (a proxy on this machine, the owner's
 * tools) and the proxies TRUST_PROXY names (addresses, ranges, Express's named ranges), through
 * which every visitor comes. A count names no address: the server then listens on loopback only
 * (server/config.ts).
 * @param trustProxy TRUST_PROXY as server/config.ts parsed it
 */
export function uncappedPeers(trustProxy: number | string[]): (address: string) => boolean {
  const list = new BlockList();
  const add = (address: string, prefix?: number) => {
    const type = isIPv4(address) ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, prefix, type);
  };
  const entries = ["loopback", ...(typeof trustProxy === "number" ? [] : trustProxy)];
  for (const entry of entries) {
    const named = NAMED_RANGES[entry];
    if (named) for (const [address, prefix] of named) add(address, prefix);
    else {
      const [address = "", prefix] = entry.split("/");
      add(address, prefix === undefined ? undefined : Number(prefix));
    }
  }
  return (peer) => {
    const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
    return list.check(address, isIPv4(address) ? "ipv4" : "ipv6");
  };
}
