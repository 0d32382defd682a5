import { Server as NetServer } from "node:net";
import { setImmediate as afterIo, setTimeout as sleep } from "node:timers/promises";

/**
 * Graceful stop for an HTTP server under load.
 *
 * Closing the listening socket at once resets every connection still waiting in the
 * kernel's accept queue, and Node's `server.close()` also drops accepted connections
 * whose request has not been read yet: under a burst (or while the event loop is busy),
 * those are requests the clients have already sent. So draining answers every request
 * with `Connection: close`, keeps accepting until a turn of the event loop accepts no
 * new connection and none came for `quietMs` (the queue is empty), then stops listening
 * but keeps the accepted connections until they are read and answered. Keep-alive
 * connections left idle close after the server's keep-alive timeout (5 s).
 * @param {import("node:http").Server} server
 */
export function drainable(server) {
  let draining = false;
  let lastConnection = 0;
  server.on("connection", () => (lastConnection = Date.now()));
  server.prependListener("request", (_req, res) => {
    if (draining) res.setHeader("Connection", "close");
  });

  return {
    /**
     * Resolves true when every connection has closed, false when `limitMs` ran out and the
     * remaining connections were cut.
     * @param {{ quietMs?: number; quietLimitMs?: number; limitMs?: number }} [options]
     */
    async drain({ quietMs = 300, quietLimitMs = 10_000, limitMs = 25_000 } = {}) {
      draining = true;
      const started = Date.now();
      do {
        await sleep(quietMs);
        // Timers run before the poll phase: let one poll accept what is queued before judging.
        await afterIo();
      } while (Date.now() - lastConnection < quietMs && Date.now() - started < quietLimitMs);

      /** @type {Promise<boolean>} */
      const closed = new Promise((resolve) => {
        // net.Server's close stops listening and keeps open connections; http.Server's would
        // also drop the ones accepted in the last turn, before their request is read.
        NetServer.prototype.close.call(server, () => resolve(true));
      });
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const cut = new Promise((resolve) => {
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
      return /** @type {boolean} */ (clean);
    },
  };
}

/**
 * Listens, or rejects with the server's error (a port in use: EADDRINUSE).
 * @param {import("node:http").Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<void>}
 */
export function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}
