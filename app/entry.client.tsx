import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { FALLBACK_LANGUAGE, isLanguage } from "./i18n/config";
import type { Strings } from "./i18n/translate";
import { TranslationsProvider } from "./i18n/translations";

// Only the rendered language's strings are fetched, as their own small chunks.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

async function loadLanguage(language: string): Promise<Strings> {
  const entries = Object.entries(localeFiles).filter(([file]) => file.includes(`/locales/${language}/`));
  const loaded = await Promise.all(
    entries.map(async ([file, load]) => [/([^/]+)\.json$/.exec(file)![1], (await load()).default] as const),
  );
  return Object.fromEntries(loaded);
}

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const language = isLanguage(htmlLang) ? htmlLang : FALLBACK_LANGUAGE;
  const strings = await loadLanguage(language);

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider language={language} strings={strings}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationsProvider>,
    );
  });
}

void hydrate();
