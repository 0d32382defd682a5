import nodemailer from "nodemailer";

/**
 * E-mail over SMTP when SMTP_URL is set; otherwise each message is written to the
 * log (with its links), so the whole flow works on a laptop.
 * @param {{ smtpUrl: string; from: string; log?: (line: string) => void }} options
 * @returns {import("./outbox.js").Mailer}
 */
export function createMailer({ smtpUrl, from, log = console.log }) {
  if (!smtpUrl) {
    return {
      async send(email) {
        log(`mail (no SMTP_URL set, not sent) to ${email.to}: ${email.subject}\n${email.text}`);
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(email) {
      await transport.sendMail({
        from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        headers: email.headers,
      });
    },
  };
}
