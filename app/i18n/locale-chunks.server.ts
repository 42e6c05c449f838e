// The browser chunks of the locale files, as the build recorded them (scripts/vite-locale-chunks.ts). In
// development there is no such file and pages simply list no preloads: the browser asks for its strings
// when the entry script runs, as it always may.
import fs from "node:fs";
import { CLIENT_BUILD } from "~/utils/build-assets.server";

const FILE = `${CLIENT_BUILD}/locale-chunks.json`;
let chunks: Record<string, Record<string, string>> | undefined;

function recorded() {
  if (!chunks) {
    try {
      chunks = JSON.parse(fs.readFileSync(FILE, "utf8")) as Record<string, Record<string, string>>;
    } catch {
      chunks = {};
    }
  }
  return chunks;
}

/** The module preload links for a page's namespaces in its language. */
export function localePreloads(language: string, namespaces: Iterable<string>): string {
  const files = recorded()[language] ?? {};
  return [...namespaces]
    .flatMap((namespace) => (files[namespace] ? [`<link rel="modulepreload" href="${files[namespace]}"/>`] : []))
    .join("");
}
