import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";
import type { Email } from "./messages.ts";
import { linksIn } from "../log-privacy.ts";

export type Mailer = {
  send: (email: Email) => Promise<"delivered" | "logged">;
  close: () => void;
};

/**
 * E-mail over SMTP when SMTP_URL is set. Without it each message is reported as "logged", not
 * delivered (nobody received it), and the log gets one line with its id and its links (the
 * newsletter's confirmation link: the whole flow works on a laptop), never its recipient, name or
 * text: personal data in a log outlives `npm run leads:erase`.
 */
export function createMailer({
  smtpUrl,
  from,
  timeoutMs,
  connections,
  log = console.log,
}: {
  smtpUrl: string;
  from: string;
  timeoutMs: number;
  connections: number;
  log?: (line: string) => void;
}): Mailer {
  if (!smtpUrl) {
    return {
      async send(email) {
        const links = linksIn(email.text);
        log(
          `mail (no SMTP_URL set, not sent): ${email.messageId}${links.length > 0 ? `; its links: ${links.join(" ")}` : ""}`,
        );
        return "logged";
      },
      close() {},
    };
  }
  // nodemailer waits up to an hour on a silent server by default; a stuck server must
  // free its delivery slot as quickly as a stuck webhook does. The pool keeps one
  // connection per delivery slot instead of a new SMTP session per message.
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    pool: true,
    maxConnections: connections,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        headers: email.headers,
        // The same for every attempt, so a mailbox shows a message sent twice once.
        messageId: email.messageId,
      });
      return "delivered";
    },
    close() {
      transport.close();
    },
  };
}
