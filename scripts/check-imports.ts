// `npm run lint` runs this: Amble's layers only import downwards, and no module of app/ imports itself
// round a circle. Exits 1 and names every offending import when one is added.
//
// The layers, bottom first (a module may import its own layer and the ones below):
//   utils, i18n          helpers with no product knowledge
//   planning             the pure core: plans from data; no Remix, Prisma, AI SDK, HTTP or *.server.ts
//   wire                 the shapes the browser receives (plans, usage, the offer)
//   moderation, email    small domains beside the core
//   integrations         adapters behind the core's ports (places online, the language-model writer)
//   db, models           persistence
//   auth                 who is asking
//   ai, services         orchestration: plans, chat, payments
//   components           React
//   web, routes, root    the thin edge (web/: what routes share)
import fs from "node:fs";
import path from "node:path";

const APP = path.resolve("app");
const LAYERS: string[][] = [
  ["utils", "i18n", "config.server.ts"],
  ["planning"],
  ["wire", "moderation", "email", "understanding"],
  ["integrations"],
  ["db", "models", "generated"],
  ["auth"],
  ["ai", "services"],
  ["components"],
  ["web", "routes", "root.tsx", "entry.server.tsx", "entry.client.tsx", "tailwind.css"],
];
/** Packages the pure core may not use: frameworks, persistence, models, the network. */
const CORE_FORBIDDEN = [
  /^@remix-run\//,
  /^@prisma\//,
  /^prisma/,
  /^ai$/,
  /^@ai-sdk\//,
  /^react/,
  /^node:(http|https|net)$/,
];
const IGNORED = [/^app\/generated\//];

function layerOf(file: string): number {
  // Data outside app/ (locales, the seed) is below everything.
  if (!file.startsWith(APP + path.sep)) return -1;
  const top = path.relative(APP, file).split(path.sep)[0];
  const index = LAYERS.findIndex((names) => names.includes(top));
  return index === -1 ? LAYERS.length : index;
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("~/")) target = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

type Edge = { to: string; typeOnly: boolean };
const files = sources(APP).filter((f) => !IGNORED.some((re) => re.test(path.relative(".", f))));
const graph = new Map<string, Edge[]>();
const problems: string[] = [];
const rel = (f: string) => path.relative(".", f);

for (const file of files) {
  const text = fs.readFileSync(file, "utf8").replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, "");
  const edges: Edge[] = [];
  if (layerOf(file) === 1 && /\bfetch\(/.test(text)) problems.push(`${rel(file)}: the planning core does HTTP`);
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3];
    const typeOnly = Boolean(match[1]);
    const inCore = layerOf(file) === 1;
    if (inCore && CORE_FORBIDDEN.some((re) => re.test(specifier))) {
      problems.push(`${rel(file)}: the planning core imports "${specifier}"`);
    }
    const target = resolve(file, specifier);
    if (!target) continue;
    if (inCore && target.endsWith(".server.ts"))
      problems.push(`${rel(file)}: the planning core imports ${rel(target)}`);
    if (layerOf(target) > layerOf(file) && !typeOnly) {
      problems.push(`${rel(file)}: imports upwards from ${rel(target)}`);
    } else if (layerOf(target) > layerOf(file)) {
      problems.push(`${rel(file)}: imports a type upwards from ${rel(target)} (move the type down)`);
    }
    edges.push({ to: target, typeOnly });
  }
  graph.set(file, edges);
}

// Circles: strongly connected components of more than one file (Tarjan).
let counter = 0;
const index = new Map<string, number>();
const low = new Map<string, number>();
const stack: string[] = [];
const onStack = new Set<string>();
function visit(v: string) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const { to } of graph.get(v) ?? []) {
    if (!graph.has(to)) continue;
    if (!index.has(to)) {
      visit(to);
      low.set(v, Math.min(low.get(v)!, low.get(to)!));
    } else if (onStack.has(to)) low.set(v, Math.min(low.get(v)!, index.get(to)!));
  }
  if (low.get(v) === index.get(v)) {
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) problems.push(`import circle: ${component.map(rel).sort().join(" ↔ ")}`);
  }
}
for (const file of graph.keys()) if (!index.has(file)) visit(file);

// Known problems, each to be mended (scripts/import-baseline.txt): the check fails on any new one, and on
// a listed one that is gone, so the list only ever shrinks.
const BASELINE = path.resolve("scripts/import-baseline.txt");
const known = new Set(
  fs
    .readFileSync(BASELINE, "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);
const added = problems.filter((p) => !known.has(p));
const mended = [...known].filter((p) => !problems.includes(p));
if (added.length || mended.length) {
  if (added.length) console.error(`check-imports: new problem(s):\n${added.map((p) => `  ${p}`).join("\n")}`);
  if (mended.length) {
    console.error(
      `check-imports: mended, remove from ${path.relative(".", BASELINE)}:\n${mended.map((p) => `  ${p}`).join("\n")}`,
    );
  }
  process.exit(1);
}
console.log(
  `check-imports: ${files.length} modules; no new upward imports or circles (${known.size} known, listed to mend)`,
);
