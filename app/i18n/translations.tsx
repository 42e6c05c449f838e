// The rendered language's strings for every component: the server provides them from the bundled locale
// files, the browser from the chunks it loaded before hydrating. `t` keeps its identity per namespace, so
// hooks may depend on it.
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE } from "./config";
import { createT, type Strings, type TFunction } from "./translate";

type Translations = { language: string; t: (namespace: string) => TFunction };

const TranslationsContext = createContext<Translations>({
  language: FALLBACK_LANGUAGE,
  t: (namespace) => createT(FALLBACK_LANGUAGE, {}, namespace),
});

export function TranslationsProvider({
  language,
  strings,
  children,
}: {
  language: string;
  strings: Strings;
  children: ReactNode;
}) {
  const value = useMemo<Translations>(() => {
    const made = new Map<string, TFunction>();
    const t = (namespace: string) => {
      if (!made.has(namespace)) made.set(namespace, createT(language, strings, namespace));
      return made.get(namespace)!;
    };
    return { language, t };
  }, [language, strings]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** `t` for a namespace (common by default) and the language, as react-i18next's hook gives them. */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE) {
  const { language, t } = useContext(TranslationsContext);
  return { t: t(namespace), i18n: { language } };
}
