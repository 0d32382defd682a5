// bench:leads' SIGTERM scenarios: a burst of contact posts, the server told to stop as soon as the
// first is answered, on fresh connections and on kept-alive ones, directly and through nginx
// (README's proxy configuration). Every post a client sent must be answered and stored; a post not
// sent yet when the server stopped listening is refused a connection (ECONNREFUSED, never sent), a
// reset (ECONNRESET, "socket hang up", EPIPE) or nginx's 502 is a request lost.
import { Agent } from "node:http";
import { postContact } from "./contact-post.ts";
import { findNginx, proxyLocation, startNginx } from "../nginx.ts";
import { BURST_ENV, count, lead, servedAt, tally } from "./leads-load.ts";
import { freePort, startServer } from "./server.ts";

type Variant = { label: string; keepAlive: boolean; proxy: boolean };

const VARIANTS: Variant[] = [
  { label: "fresh connections", keepAlive: false, proxy: false },
  { label: "50 kept-alive connections", keepAlive: true, proxy: false },
  { label: "fresh connections through nginx", keepAlive: false, proxy: true },
  { label: "50 kept-alive connections through nginx", keepAlive: true, proxy: true },
];

/** What one variant measured. */
export type SigtermResult = { answers: Array<number | string>; stored: number; exitCode: number | null; exitS: number };

/** Runs each variant with `burst` posts and records its figures; returns them by label. */
export async function benchSigterm({
  burst,
  record,
  only,
}: {
  burst: number;
  record: (defect: string, figure: string) => void;
  only?: (variant: Variant) => boolean;
}) {
  const results = new Map<string, SigtermResult>();
  for (const variant of VARIANTS.filter(only ?? (() => true))) {
    if (variant.proxy && !findNginx()) {
      record(`SIGTERM during ${burst} posts, ${variant.label}`, "skipped: nginx is not installed");
      continue;
    }
    const result = await sigtermDuringBurst(burst, variant);
    results.set(variant.label, result);
    const lost = result.answers.filter((answer) => answer !== 200 && answer !== "ECONNREFUSED").length;
    record(
      `SIGTERM after the first of ${burst} posts, ${variant.label}`,
      `${tally(result.answers)}; ${lost} lost; ${result.stored} stored; exit ${result.exitCode} ${result.exitS.toFixed(1)} s after SIGTERM`,
    );
  }
  return results;
}

async function sigtermDuringBurst(burst: number, { keepAlive, proxy }: Variant): Promise<SigtermResult> {
  const server = await startServer({ env: { ...BURST_ENV, ...(proxy ? { TRUST_PROXY: "loopback" } : {}) } });
  const nginxPort = proxy ? await freePort() : 0;
  const nginx = proxy
    ? await startNginx({
        port: nginxPort,
        servers: `server {\n    listen 127.0.0.1:${nginxPort};\n    ${proxyLocation(server.origin)}\n  }`,
        // A connection from the client and one to the server per post in flight.
        workerConnections: 4 * burst + 64,
      })
    : undefined;
  const origin = proxy ? `http://127.0.0.1:${nginxPort}` : server.origin;
  const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 50 }) : false;
  try {
    const time = await servedAt(server.origin);
    let signalled = 0;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        postContact(origin, { served_at: time, ...lead(`term${i}`) }, { agent }).then(({ status: answer }) => {
          if (!signalled) {
            signalled = performance.now();
            server.child.kill("SIGTERM");
          }
          return answer;
        }),
      ),
    );
    const exitCode = await server.exited;
    const exitS = (performance.now() - signalled) / 1000;
    const stored = count(server.databasePath, "SELECT count(*) AS n FROM contact_submissions");
    return { answers, stored, exitCode, exitS };
  } finally {
    if (agent) agent.destroy();
    await nginx?.stop();
    await server.stop();
  }
}
