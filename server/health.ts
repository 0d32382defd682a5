import type { RequestHandler } from "express";
import type { LeadStore } from "./leads/store.ts";

/**
 * `GET /healthz`, for a load balancer and the container's HEALTHCHECK: 200 `{"status":"ok"}`
 * while the lead database answers, 503 `{"status":"unavailable"}` when it does not or the
 * server is stopping (so a proxy stops sending it traffic during a hand-over). Never cached;
 * the request log leaves it out, and a change of state is logged once, not every probe.
 */
export function healthCheck({
  store,
  stopping = () => false,
  timeoutMs = 2000,
  log = console.error,
}: {
  store: Pick<LeadStore, "ping">;
  stopping?: () => boolean;
  timeoutMs?: number;
  log?: (line: string) => void;
}): RequestHandler {
  let healthy = true;
  return async (_req, res) => {
    let problem = stopping() ? "stopping" : null;
    if (!problem) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        await Promise.race([store.ping(), late]);
      } catch (error) {
        problem = `the database does not answer: ${error instanceof Error ? error.message : String(error)}`;
      } finally {
        clearTimeout(timer);
      }
    }
    if (healthy !== !problem) {
      healthy = !problem;
      log(problem ? `health: unavailable (${problem})` : "health: ok again");
    }
    res
      .status(problem ? 503 : 200)
      .set({ "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" })
      .json({ status: problem ? "unavailable" : "ok" });
  };
}
