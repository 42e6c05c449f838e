import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { FALLBACK_LANGUAGE, i18nextOptions, isLanguage } from "./i18n/config";

// Only the rendered language's strings are fetched, as their own small chunks.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

async function loadLanguage(language: string) {
  const entries = Object.entries(localeFiles).filter(([file]) => file.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [/([^/]+)\.json$/.exec(file)![1], (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const language = isLanguage(htmlLang) ? htmlLang : FALLBACK_LANGUAGE;
  await i18next
    .use(initReactI18next)
    .init({ ...i18nextOptions, lng: language, resources: { [language]: await loadLanguage(language) } });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
