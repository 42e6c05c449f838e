// Which browser chunk holds each locale file (build/client/locale-chunks.json): the server lists a page's
// string files as module preloads in its HTML, so the browser fetches them with the page's other scripts
// instead of a round trip later, once the entry script has run and asked for them (app/i18n/locale-chunks.server.ts).
import type { Plugin } from "vite";

const LOCALE_CHUNKS_FILE = "locale-chunks.json";
const LOCALE_FILE = /\/locales\/([\w-]+)\/([\w-]+)\.json$/;

export function localeChunks(): Plugin {
  let browser = false;
  let base = "/";
  return {
    name: "amble-locale-chunks",
    apply: "build",
    configResolved(config) {
      browser = !config.build.ssr;
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (!browser) return;
      const chunks: Record<string, Record<string, string>> = {};
      for (const output of Object.values(bundle)) {
        const [, language, namespace] =
          (output.type === "chunk" && LOCALE_FILE.exec(output.facadeModuleId ?? "")) || [];
        if (language && namespace) (chunks[language] ??= {})[namespace] = base + output.fileName;
      }
      this.emitFile({ type: "asset", fileName: LOCALE_CHUNKS_FILE, source: JSON.stringify(chunks) });
    },
  };
}
