// A real SMTP server on loopback (smtp-server) that captures messages, standing in for a mail provider.
import { SMTPServer } from "smtp-server";

export type CapturedMail = { to: string[]; raw: string };

export async function startSmtpServer(options: { port?: number; onMail?: (mail: CapturedMail) => void } = {}) {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") };
        mails.push(mail);
        options.onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The 6-digit code in a captured sign-in mail. */
export function codeIn(raw: string): string | null {
  return /(?:^|\s)(\d{6})(?:\s|$)/m.exec(raw.replace(/=\r?\n/g, ""))?.[1] ?? null;
}

/** The sign-in link in a captured mail's plain-text part (quoted-printable undone). */
export function linkIn(raw: string): string | null {
  const text = raw.replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
  return /https?:\/\/[^\s"<>]+\/auth\/magic\?[^\s"<>]+/.exec(text)?.[0]?.replace(/&amp;/g, "&") ?? null;
}
