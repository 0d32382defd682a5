import { SMTPServer } from "smtp-server";

/** A received e-mail: the envelope's recipients (comma-joined) and the raw message. */
export type Mail = { to: string; body: string };

/** A local SMTP server that keeps every message it is given, for tests of outgoing e-mail. */
export async function startSmtp(port: number) {
  const inbox: Mail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += String(chunk)));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  return { inbox, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

/** A message's headers and text with quoted-printable soft breaks and folded headers undone. */
export function unfold(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
}
