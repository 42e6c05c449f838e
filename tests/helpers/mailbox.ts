// For a test file whose mail goes out: a real SMTP server on loopback for the file's tests, with Amble's
// SMTP_URL pointed at it. `mails` fills as the app sends.
import { afterAll, beforeAll } from "vitest";
import { startSmtpServer, type CapturedMail } from "../fakes/smtp";

export function mailboxForFile(): { mails: CapturedMail[] } {
  const box = { mails: [] as CapturedMail[] };
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    box.mails = smtp.mails;
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp.close();
  });
  return box;
}
