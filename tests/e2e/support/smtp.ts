export { startSmtp } from "../../../scripts/audit/leads-receivers.ts";

/** A received e-mail: the envelope's recipients (comma-joined) and the raw message. */
export type Mail = { to: string; body: string };

/** A message's headers and text with quoted-printable soft breaks and folded headers undone. */
export function unfold(body: string): string {
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
}
