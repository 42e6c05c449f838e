// Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise the message is printed to
// the server log and kept in a small in-memory outbox that development shows at /dev/outbox.
import nodemailer, { type Transporter } from "nodemailer";
import { config } from "~/config.server";

export type Mail = { to: string; subject: string; text: string; html: string };

const OUTBOX_SIZE = 20;
const outbox: Array<Mail & { sentAt: string }> = [];
let transport: Transporter | null | undefined;

function smtp(): Transporter | null {
  if (transport === undefined) {
    const url = config().smtpUrl;
    transport = url ? nodemailer.createTransport(url) : null;
  }
  return transport;
}

export async function sendMail(mail: Mail): Promise<void> {
  const transporter = smtp();
  if (transporter) {
    await transporter.sendMail({ from: config().mailFrom, ...mail });
    return;
  }
  outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
  outbox.length = Math.min(outbox.length, OUTBOX_SIZE);
  console.info(`[amble] e-mail to ${mail.to} (no SMTP_URL set, so it is printed here):\n${mail.subject}\n${mail.text}`);
}

/** The development outbox; production never serves it (app/routes/dev.outbox.tsx). */
export function recentMail(): ReadonlyArray<Mail & { sentAt: string }> {
  return outbox;
}
