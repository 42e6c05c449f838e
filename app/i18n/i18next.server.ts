// Picks the language for a request: the cookie first, then Accept-Language, then English.
import { RemixI18Next } from "remix-i18next/server";
import { FALLBACK_LANGUAGE, LANGUAGES, i18nextOptions, isLanguage, type Language } from "./config";
import { languageCookie } from "./language-cookie.server";
import { resources } from "./resources";

export { languageCookie };

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
