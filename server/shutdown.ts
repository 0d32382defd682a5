import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { setImmediate as afterIo, setTimeout as sleep } from "node:timers/promises";

// A timer's callbacks run once per turn of the event loop at most, and every turn polls the
// sockets: a socket with bytes waiting has them read within a turn or two.
const SILENT_SWEEPS = 4;

/**
 * Graceful stop for an HTTP server under load.
 *
 * Closing the listening socket at once resets every connection still waiting in the
 * kernel's accept queue, and Node's `server.close()` also drops accepted connections
 * whose request has not been read yet: under a burst (or while the event loop is busy),
 * those are requests the clients have already sent. So draining answers every request
 * with `Connection: close`, keeps accepting until no request is in flight and a turn of the event
 * loop accepts no new connection and none came, nor any answer went out, for `quietMs` (the queue is empty, and
 * no client told to close has a next request to send on a new connection), then stops
 * listening but keeps the accepted connections until they are read and answered.
 *
 * A kept-alive connection between two requests is never cut: its client may have sent the next
 * one already, and a socket closed with a request unread resets it. Its next request is answered
 * with `Connection: close`, or Node's keep-alive timeout closes it (5 s, the time the server told
 * the client it may wait). A connection that has sent no
 * byte `silentMs` after it was accepted and after the last request in flight was answered, while
 * the event loop read every socket several times, is closed: a browser opens such sockets ahead of a request it may never send (Chrome's preconnect),
 * and one held the server for the whole `limitMs` (25 s) in the end-to-end tests. Time alone does
 * not tell one apart from a request the loop has not read yet: under a burst a turn of the loop
 * can take seconds.
 */
export function drainable(server: Server) {
  let draining = false;
  let lastConnection = 0;
  // Requests read and not yet answered, on every connection.
  let inFlight = 0;
  // Turns of the event loop seen by the sweep below (each turn polls every socket once), and the
  // time and turn the server was last seen answering (silent connections are judged from then).
  let sweeps = 0;
  let busyAt = { time: 0, sweeps: 0 };
  const sockets = new Map<Socket, { served: boolean; active: number; accepted: number; sweeps: number }>();
  server.on("connection", (socket) => {
    lastConnection = Date.now();
    sockets.set(socket, { served: false, active: 0, accepted: lastConnection, sweeps });
    socket.once("close", () => sockets.delete(socket));
  });
  server.prependListener("request", (req, res) => {
    const state = sockets.get(req.socket);
    if (state) {
      state.active += 1;
      inFlight += 1;
      res.once("close", () => {
        state.active -= 1;
        inFlight -= 1;
        state.served = true;
        // A client told to close may send its next request on a new connection.
        if (draining) lastConnection = Date.now();
      });
    }
    if (draining) res.setHeader("Connection", "close");
  });
  // Connections that have sent no byte `silentMs` after they were accepted and after the server
  // last had a request in flight, and over SILENT_SWEEPS turns of the loop since both. While the
  // server is answering, a connection's first bytes may be waiting on a client as starved of CPU
  // as the server (a burst on a loaded machine, a proxy beside the server): one cut then resets a
  // request that was sent. A preconnect is only ever what holds the stop once all else is answered.
  const closeSilent = (silentMs: number) => {
    sweeps += 1;
    const now = Date.now();
    if (inFlight > 0) {
      busyAt = { time: now, sweeps };
      return;
    }
    for (const [socket, state] of sockets) {
      if (state.active > 0 || state.served || socket.bytesRead > 0) continue;
      const since = Math.max(state.accepted, busyAt.time);
      const turns = sweeps - Math.max(state.sweeps, busyAt.sweeps);
      if (now - since >= silentMs && turns >= SILENT_SWEEPS) socket.destroy();
    }
  };

  return {
    /**
     * Resolves true when every connection has closed, false when `limitMs` ran out and the
     * remaining connections were cut.
     */
    async drain({
      quietMs = 300,
      // Connections keep coming while a proxy forwards what visitors sent before the stop, at the
      // pace of a busy server (about 50 a second through nginx on 2 loaded cores): each is taken
      // until 5 s before the limit, left to answer the last ones.
      quietLimitMs = 20_000,
      limitMs = 25_000,
      silentMs = 2_000,
    }: { quietMs?: number; quietLimitMs?: number; limitMs?: number; silentMs?: number } = {}) {
      draining = true;
      const started = Date.now();
      do {
        await sleep(quietMs);
        // Timers run before the poll phase: let one poll accept what is queued before judging.
        await afterIo();
        // A request in flight keeps the port open whatever the clock says: a loop stalled by a burst
        // can pass `quietMs` in one turn, while the clients answered are about to send their next.
      } while ((inFlight > 0 || Date.now() - lastConnection < quietMs) && Date.now() - started < quietLimitMs);

      const closed = new Promise<boolean>((resolve) => {
        // net.Server's close stops listening and keeps open connections; http.Server's would
        // also drop the ones accepted in the last turn, before their request is read.
        NetServer.prototype.close.call(server, () => resolve(true));
      });
      const sweep = setInterval(() => closeSilent(silentMs), Math.min(250, silentMs));
      let timer: NodeJS.Timeout | undefined;
      const cut = new Promise<boolean>((resolve) => {
        timer = setTimeout(
          () => {
            server.closeAllConnections();
            resolve(false);
          },
          Math.max(0, limitMs - (Date.now() - started)),
        );
      });
      const clean = await Promise.race([closed, cut]);
      clearTimeout(timer);
      clearInterval(sweep);
      return clean;
    },
  };
}

/**
 * Listens, or rejects with the server's error (a port in use: EADDRINUSE). The accept
 * queue holds a burst of a few thousand connections (Node's default is 511; the kernel caps
 * it at net.core.somaxconn): past it, a client's connection waits for SYN retries.
 */
export function listen(server: Server, port: number, host: string) {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port, host, backlog: 4096 }, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
