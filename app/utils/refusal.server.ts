// Refusals answered by Express before Remix sees the request (a malformed path, a body over its limit),
// or after it failed to answer (utils/last-resort.server.ts):
// JSON {error, message} under /api and /auth and for a page's data requests (`?_data=`, `.data`), like
// every API failure; a small page in the reader's language everywhere else.
import type { ErrorCode } from "./errors";
import type { Request, Response } from "express";
import deCommon from "../../locales/de/common.json";
import enCommon from "../../locales/en/common.json";
import { isLanguage, type Language } from "../i18n/config";
import { languageCookie } from "../i18n/language-cookie.server";

type PageText = "badRequest" | "tooLarge" | "crossSite" | "methodNotAllowed" | "generic";
const STRINGS = { en: enCommon, de: deCommon };

/** /api and /auth, and the data requests Remix's client makes for a page's loaders and actions. */
const answersInJson = (req: Request) =>
  /^\/(api|auth)(\/|$)/i.test(req.path) || /\.data$/.test(req.path) || req.query._data !== undefined;

/**
 * How long a refused upload may go on being received (and discarded) after the answer was sent, so the
 * client reads the answer instead of a connection reset; then the connection is closed.
 */
const LINGER_MS = 1000;

export function refuse(
  req: Request,
  res: Response,
  status: number,
  error: ErrorCode,
  message: string,
  page: PageText,
): void {
  // Most refusals come before the body is read. No "Connection: close": Node would close the socket the
  // moment the answer is written, and a client still sending would get a reset that can swallow the
  // answer. Node discards the rest of the body instead; an upload that goes on past LINGER_MS is cut off.
  res.once("finish", () => {
    if (req.complete) return;
    req.resume();
    setTimeout(() => {
      if (!req.complete) req.socket.destroy();
    }, LINGER_MS).unref();
  });
  if (answersInJson(req)) {
    res.status(status).json({ error, message });
    return;
  }
  void pageLanguage(req)
    .catch((): Language => "en")
    .then((language) => refusalPage(res, status, page, language));
}

function refusalPage(res: Response, status: number, page: PageText, language: Language) {
  const strings = STRINGS[language];
  const title = strings.errors[`${page}Title`];
  const text = strings.errors[`${page}Text`];
  res
    .status(status)
    .type("html")
    .send(
      `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – Amble</title>` +
        `</head><body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>` +
        `<p><a href="/">${escape(strings.nav.backHome)}</a></p></main></body></html>`,
    );
}

/** The language cookie (as pages read it), else the first supported language the browser asks for. */
async function pageLanguage(req: Request): Promise<Language> {
  const chosen: unknown = await languageCookie.parse(req.headers.cookie ?? null);
  if (typeof chosen === "string" && isLanguage(chosen)) return chosen;
  const wanted = (req.headers["accept-language"] ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(";");
      const q = Number(/q=([\d.]+)/.exec(params.join(";"))?.[1] ?? 1);
      return { language: tag.split("-")[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((w) => w.q > 0 && (w.language === "en" || w.language === "de"))
    .sort((a, b) => b.q - a.q);
  return (wanted[0]?.language as Language | undefined) ?? "en";
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
