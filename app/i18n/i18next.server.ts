// Picks the language for a request: the cookie first, then Accept-Language, then English.
import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { FALLBACK_LANGUAGE, LANGUAGE_COOKIE, LANGUAGES, i18nextOptions, isLanguage, type Language } from "./config";
import { resources } from "./resources";

export const languageCookie = createCookie(LANGUAGE_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["cookie", "header"],
  },
  i18next: { ...i18nextOptions, resources },
});

export async function getLanguage(request: Request): Promise<Language> {
  const locale = await i18next.getLocale(request);
  return isLanguage(locale) ? locale : FALLBACK_LANGUAGE;
}
