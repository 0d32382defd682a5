// One contact form post on a connection the caller chooses, for the bursts that stop a server
// mid-way (bench:leads -- --sigterm and the end-to-end stop tests): fetch would retry or pool
// connections on its own, and a reset must come back as its error code, not be thrown.
import { type Agent, request } from "node:http";

export type ContactAnswer = { status: number | string; connection?: string };

/**
 * Posts `fields` to `origin`'s /contact with `agent` (false: a connection of its own) and resolves
 * with the answer's status and Connection header, or the error's code (ECONNRESET) as the status.
 * `onAnswer` runs when an answer has been read whole, before the promise resolves.
 */
export function postContact(
  origin: string,
  fields: Record<string, string>,
  { agent = false, onAnswer }: { agent?: Agent | false; onAnswer?: () => void } = {},
): Promise<ContactAnswer> {
  const body = new URLSearchParams(fields).toString();
  const { hostname, port } = new URL(origin);
  return new Promise((resolve) => {
    const req = request(
      {
        host: hostname,
        port,
        path: "/contact",
        method: "POST",
        agent,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Origin: origin,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          onAnswer?.();
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection });
        });
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? error.message }));
    req.end(body);
  });
}
