// Every page loads the root route, so whatever root.tsx imports statically is needed on every page. Rollup
// does not know that (each route is an independent entry to it) and splits those modules into a dozen small
// shared chunks by which routes also import them: a first visit fetched ~15 files under 2 KB each. This puts
// them in one chunk, which adds no byte to any page (docs/decisions/0009).
import type { Plugin } from "vite";

const ROOT_ROUTE = /\/app\/root\.tsx$/;
// Only source modules: styles, assets and Vite's virtual modules keep Rollup's placement.
const SCRIPT = /\.(?:[cm]?[jt]sx?)$/;

type ModuleGraph = {
  getModuleIds: () => IterableIterator<string>;
  getModuleInfo: (id: string) => { importedIds: readonly string[] } | null;
};

export function shellChunk(name = "shell"): Plugin {
  let browser = false;
  let shell: Set<string> | undefined;
  const reachableFromRoot = (graph: ModuleGraph) => {
    const root = [...graph.getModuleIds()].find((id) => ROOT_ROUTE.test(id));
    const seen = new Set<string>();
    const stack = root ? [root] : [];
    for (let id = stack.pop(); id; id = stack.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return {
    name: "amble-shell-chunk",
    apply: "build",
    configResolved(config) {
      browser = !config.build.ssr;
    },
    outputOptions(options) {
      if (!browser) return null;
      return {
        ...options,
        manualChunks(id, graph) {
          shell ??= reachableFromRoot(graph);
          return shell.has(id) && SCRIPT.test(id.split("?")[0] ?? id) ? name : null;
        },
      };
    },
  };
}
