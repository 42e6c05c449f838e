import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { FALLBACK_LANGUAGE, isLanguage, PAGE_NAMESPACES } from "./i18n/config";
import type { Strings } from "./i18n/translate";
import { TranslationsProvider } from "./i18n/translations";

// Each namespace of each language is its own small chunk; only the rendered language's are ever fetched.
const localeFiles = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

function loader(language: string) {
  return async (namespace: string) => {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    return load ? (await load()).default : {};
  };
}

const allNamespaces = () => [...new Set(Object.keys(localeFiles).map((file) => /([^/]+)\.json$/.exec(file)![1]))];

async function hydrate() {
  const htmlLang = document.documentElement.lang;
  const language = isLanguage(htmlLang) ? htmlLang : FALLBACK_LANGUAGE;
  const load = loader(language);
  // The namespaces the server rendered with (entry.server.tsx) before hydrating; the others on first use.
  // A page served without the list (a render cut short) gets every namespace, as hydration must match.
  const rendered = (window as unknown as Record<string, string[] | undefined>)[PAGE_NAMESPACES] ?? allNamespaces();
  const strings: Strings = Object.fromEntries(
    await Promise.all(rendered.map(async (namespace) => [namespace, await load(namespace)] as const)),
  );

  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationsProvider language={language} strings={strings} load={load}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationsProvider>,
    );
  });
}

void hydrate();
