// For the browser tests: an SMTP server on a fixed loopback port that writes each message to
// $E2E_MAIL_DIR/<recipient>.eml (the newest wins), so tests can read the code a user would get.
import fs from "node:fs";
import path from "node:path";
import { startSmtpServer } from "./smtp";

const dir = process.env.E2E_MAIL_DIR!;
fs.mkdirSync(dir, { recursive: true });
await startSmtpServer({
  port: Number(process.env.E2E_SMTP_PORT),
  onMail: (mail) => {
    for (const to of mail.to) fs.writeFileSync(path.join(dir, `${to}.eml`), mail.raw);
  },
});
console.log("fake SMTP server listening");
