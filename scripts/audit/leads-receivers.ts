// Local stand-ins for the owner's CRM (a webhook receiver) and mail server, for the lead
// benchmark and the end-to-end tests.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";
import { signBody } from "../../server/leads/outbox.ts";

/**
 * A webhook receiver that counts deliveries per Idempotency-Key, keeps each body as it came and
 * checks signatures; with `hang`, it never answers (a stuck CRM); with `delayMs`, it answers that
 * long after it has counted the delivery (a slow CRM: a sender that dies meanwhile never learns it arrived).
 */
export async function startReceiver(
  port: number,
  secret: string,
  { hang = false, delayMs = 0 }: { hang?: boolean; delayMs?: number } = {},
) {
  const keys = new Map<string, number>();
  const state = { keys, bodies: [] as string[], badSignatures: 0 };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (hang) return;
      const key = String(req.headers["idempotency-key"]);
      if (req.headers["x-mamut-signature"] !== signBody(body, secret)) state.badSignatures += 1;
      keys.set(key, (keys.get(key) ?? 0) + 1);
      state.bodies.push(body);
      if (delayMs > 0) setTimeout(() => res.writeHead(204).end(), delayMs);
      else res.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", () => done()));
  return Object.assign(state, {
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
}

/**
 * A local SMTP server that keeps every message: the envelope's recipients (comma-joined)
 * and the raw message.
 */
export async function startSmtp(port: number) {
  const inbox: Array<{ to: string; body: string }> = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += String(chunk)));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((done) => smtp.listen(port, "127.0.0.1", () => done()));
  return { inbox, close: () => new Promise<void>((done) => smtp.close(() => done())) };
}
