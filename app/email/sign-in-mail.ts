// The sign-in e-mail, in the reader's language: plain text and simple HTML with the code and a link.
import type { TFunction } from "i18next";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function signInMail(t: TFunction<"auth">, code: string, link: string) {
  const subject = t("mail.subject", { code });
  const lines = [
    t("mail.greeting"),
    "",
    t("mail.codeIntro"),
    "",
    code,
    "",
    t("mail.linkIntro"),
    link,
    "",
    t("mail.expiry"),
    t("mail.ignore"),
  ];
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1e1b4b;max-width:480px;margin:auto">
<h1 style="color:#6d28d9">Amble</h1>
<p>${escape(t("mail.greeting"))}</p>
<p>${escape(t("mail.codeIntro"))}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${code}</p>
<p>${escape(t("mail.linkIntro"))}<br><a href="${escape(link)}">${escape(t("mail.linkLabel"))}</a></p>
<p style="color:#475569">${escape(t("mail.expiry"))} ${escape(t("mail.ignore"))}</p>
</body></html>`;
  return { subject, text: lines.join("\n"), html };
}
