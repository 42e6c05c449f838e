// The rendered language's strings for every component: the server provides them from the bundled locale
// files and notes which namespaces the page used; the browser loads just those before hydrating and
// fetches any other namespace the first time a component asks for it (a dialog, the chat), so `/` does
// not download every namespace up front. `t` keeps its identity per namespace, so hooks may depend on it.
import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { DEFAULT_NAMESPACE, FALLBACK_LANGUAGE } from "./config";
import { createT, type Strings, type TFunction, type TOptions } from "./translate";

type Translations = {
  language: string;
  t: (namespace: string) => TFunction;
  /** Starts fetching namespaces a coming screen needs (the browser; a no-op on the server). */
  preload: (namespaces: readonly string[]) => void;
};

const TranslationsContext = createContext<Translations>({
  language: FALLBACK_LANGUAGE,
  t: (namespace) => createT(FALLBACK_LANGUAGE, {}, namespace),
  preload: () => {},
});

/** A namespace still on its way renders nothing for a moment rather than its keys. */
const pending = ((_key: string, given: TOptions | string = {}) => {
  const options = typeof given === "string" ? { defaultValue: given } : given;
  return options.returnObjects ? [] : (options.defaultValue ?? "");
}) as TFunction;

export function TranslationsProvider({
  language,
  strings,
  load,
  used,
  children,
}: {
  language: string;
  strings: Strings;
  /** The browser's loader for a namespace not yet in `strings`. */
  load?: (namespace: string) => Promise<Record<string, unknown>>;
  /** The server's record of the namespaces the page rendered with. */
  used?: Set<string>;
  children: ReactNode;
}) {
  const [loaded, setLoaded] = useState(strings);
  const requested = useRef(new Set<string>());
  const value = useMemo<Translations>(() => {
    const made = new Map<string, TFunction>();
    const fetchNamespace = (namespace: string) => {
      if (loaded[namespace] || !load || requested.current.has(namespace)) return;
      requested.current.add(namespace);
      void load(namespace).then((tree) => setLoaded((before) => ({ ...before, [namespace]: tree })));
    };
    const t = (namespace: string) => {
      used?.add(namespace);
      if (!loaded[namespace] && load) {
        fetchNamespace(namespace);
        return pending;
      }
      if (!made.has(namespace)) made.set(namespace, createT(language, loaded, namespace));
      return made.get(namespace)!;
    };
    return { language, t, preload: (namespaces) => namespaces.forEach(fetchNamespace) };
  }, [language, loaded, load, used]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** Fetches the strings of a screen about to open (a plan streaming in) before it renders. */
export function usePreloadTranslations() {
  return useContext(TranslationsContext).preload;
}

/** `t` for a namespace (common by default) and the language, as react-i18next's hook gives them. */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE) {
  const { language, t } = useContext(TranslationsContext);
  return { t: t(namespace), i18n: { language } };
}
