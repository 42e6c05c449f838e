// Every locale file under locales/<language>/<namespace>.json, bundled for the server.
import type { Strings } from "./translate";

const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

export const resources: Record<string, Strings> = {};
for (const [file, module] of Object.entries(files)) {
  const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  if (!language || !namespace) continue;
  (resources[language] ??= {})[namespace] = module.default;
}
export const namespaces = [...new Set(Object.values(resources).flatMap((r) => Object.keys(r)))];
