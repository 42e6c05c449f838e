// Language settings shared by the server and the browser.
export const LANGUAGES = ["en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "en";
export const DEFAULT_NAMESPACE = "common";
/** localStorage key the choice is mirrored to. */
export const LANGUAGE_STORAGE_KEY = "amble-language";
export const LANGUAGE_COOKIE = "amble_lng";
/** Where the server lists the namespaces a page rendered with, for the browser to load before hydrating. */
export const PAGE_NAMESPACES = "__ambleNamespaces";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function missingKeyWarning(_lngs: readonly string[], ns: string, key: string): void {
  console.warn(`[i18n] missing translation: ${ns}:${key}`);
}

export const i18nextOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: DEFAULT_NAMESPACE,
  interpolation: { escapeValue: false },
  // A missing key renders as the key itself and warns.
  saveMissing: true,
  missingKeyHandler: missingKeyWarning,
};
