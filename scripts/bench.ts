// `npm run bench`: performance figures (budgets live here, not in timed tests). First the built-in
// planner in-process, then the production server over loopback under autocannon.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import autocannon from "autocannon";
import { RULES } from "~/planning/engine/rules";
import { meets } from "~/planning/engine/rules/wishes";
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { planRuleContext, planViolations, senseViolations } from "~/planning/invariants";
import { createPlan, NoPlacesError, type PlanDraft } from "~/planning/planner";
import { isValidOpeningHours } from "~/planning/hours";
import { toEuro } from "~/planning/money";
import { BUDGET_BANDS } from "~/planning/request";
import { sampleRequests } from "~/planning/sample-requests";
import { reportJavaScript } from "./js-budget";
import { startServer } from "./local-server";

const source = new CatalogSource();
const byId = new Map(
  catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" }).map((p) => [
    p.sourceId,
    p,
  ]),
);

/** The plans breaking each rule of a good outing, and what became of every wish. */
type Sense = {
  breaking: Record<string, number>;
  met: number;
  explained: number;
  unfit: number;
  neither: number;
  kept: number;
};

function senseOf(plan: PlanDraft, sense: Sense) {
  const lookup = (id: string) => byId.get(id);
  const broken = new Set(senseViolations(plan, lookup).map((v) => v.rule));
  for (const rule of broken) sense.breaking[rule]++;
  const ctx = planRuleContext(plan);
  const places = plan.activities.map((a) => byId.get(a.sourceId)!).filter(Boolean);
  for (const wish of ctx.wishes) {
    const met = places.some((p) => meets(wish, p));
    if (wish.negated) sense.kept += met || wish.soft ? 0 : 1;
    else if (met) sense.met++;
    else {
      const notice = plan.notices.find((n) => n.wish === wish.intent.id);
      if (!notice) sense.neither++;
      else if (notice.kind === "wish-unfit") sense.unfit++;
      else sense.explained++;
    }
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function planner() {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  // Warm-up: parse every place's opening hours once, as a running server has.
  for (const place of byId.values()) if (place.openingHours) isValidOpeningHours(place.openingHours, place.country);
  for (const request of sampleRequests(100, 7, today))
    await createPlan({ request, now, seed: 1, source }).catch(() => null);

  const requests = sampleRequests(1000, 2026, today);
  const times: number[] = [];
  let broken = 0;
  let noPlaces = 0;
  let underBudget = 0;
  let underUnsaid = 0;
  let cheapByNature = 0;
  let stops = 0;
  const sense: Sense = {
    // Variety is a preference with nothing to break; every other rule is counted.
    breaking: Object.fromEntries(RULES.filter((r) => r.name !== "variety").map((r) => [r.name, 0])),
    met: 0,
    explained: 0,
    unfit: 0,
    neither: 0,
    kept: 0,
  };
  for (const [i, request] of requests.entries()) {
    const t0 = performance.now();
    try {
      const plan = await createPlan({ request, now, seed: i, source });
      times.push(performance.now() - t0);
      stops += plan.activities.length;
      // Bands are in euro; a plan spends in its place's currency.
      const euro = toEuro(plan.totalSpend, plan.currency);
      if (euro < BUDGET_BANDS[request.budget].min) underBudget++;
      const said = plan.notices.some((n) => n.kind === "budget-under");
      if (euro < BUDGET_BANDS[request.budget].min * 0.8 && !said) {
        if (request.budget === "moderate" && (request.withKids || request.timeSlot === "morning")) cheapByNature++;
        else underUnsaid++;
      }
      senseOf(plan, sense);
      const violations = planViolations(plan, (id) => byId.get(id));
      if (violations.length) {
        broken++;
        if (broken <= 5) console.log("  broken:", request.location, violations);
      }
    } catch (error) {
      times.push(performance.now() - t0);
      if (error instanceof NoPlacesError) noPlaces++;
      else throw error;
    }
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => n.toFixed(2).padStart(7);
  console.log("Built-in planner, 1000 varied requests in-process (budget: p95 ≤ 15 ms, 0 broken, 0 senseless)");
  console.log(
    `  p50 ${fmt(percentile(times, 50))} ms   p95 ${fmt(percentile(times, 95))} ms   max ${fmt(times.at(-1)!)} ms`,
  );
  console.log(`  broken invariants: ${broken}   no plan possible: ${noPlaces}`);
  console.log(
    `  quality: ${(stops / (1000 - noPlaces)).toFixed(2)} stops per plan, ${underBudget} plans below their budget band`,
  );
  console.log(
    `  money: ${underUnsaid} plans clearly (>20 %) below their band without a notice (target 0); ${cheapByNature} moderate mornings or outings with children cheaper by nature, not told`,
  );
  const breaking = Object.entries(sense.breaking);
  console.log(`  sense: plans breaking ${breaking.map(([rule, n]) => `${rule} ${n}`).join(", ")} (target 0 each)`);
  console.log(
    `  wishes: ${sense.met} met, ${sense.explained + sense.unfit} explained by a notice (${sense.unfit} of them "no place fitted"), ${sense.neither} neither (target 0); ${sense.kept} negations kept`,
  );
  const senseless = breaking.reduce((n, [, count]) => n + count, 0) + sense.neither;
  return { p95: percentile(times, 95), broken: broken + senseless };
}

type Load = { rps: number; p50: number; p95: number; p99: number; errors: number };

/** autocannon reports no p95, so every response time is kept and the percentiles computed here. */
async function load(
  url: string,
  connections: number,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  duration = 5,
): Promise<Load> {
  const times: number[] = [];
  const run = autocannon({ url, connections, duration, ...init });
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function overLoopback(): Promise<boolean> {
  if (!fs.existsSync("build/server/index.js")) {
    console.log("\n(no build/: building once with `npm run build`)");
    if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
  }
  // Its own server with its own data; its secrets shared with this process to sign a session.
  const { base, env, stop } = await startServer("bench", { RATE_LIMIT_PER_MINUTE: "100000000" });
  try {
    // A signed-in Premium user, so plan limits do not cut the run short.
    Object.assign(process.env, {
      DATA_DIR: env.DATA_DIR,
      SESSION_SECRET: env.SESSION_SECRET,
      CODE_SECRET: env.CODE_SECRET,
    });
    delete process.env.DATABASE_URL;
    const { db } = await import("~/db/client.server");
    const { createUserSession } = await import("~/auth/session.server");
    const user = await db.user.create({
      data: { email: "bench@example.test", subscription: { create: { tier: "premium", status: "active" } } },
    });
    const cookie = (await createUserSession(user.id)).split(";")[0];
    const plannedDate = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const plan = {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ location: "Berlin", timeSlot: "evening", duration: 3, plannedDate }),
    };

    const fmt = (n: number) => n.toFixed(1).padStart(7);
    const line = (name: string, c: number, r: Load) =>
      console.log(
        `  ${name.padEnd(22)} c=${String(c).padEnd(4)} ${fmt(r.rps)} req/s   p50 ${fmt(r.p50)} ms   p95 ${fmt(r.p95)} ms   p99 ${fmt(r.p99)} ms   errors ${r.errors}`,
      );
    console.log(
      "\nProduction server over loopback, 5 s per run (budgets: 0 errors; plan creation p95 ≤ 100 ms at c=20)",
    );
    // Warm-up, so the figures are the steady state: every worker compiles its hot code and fills its
    // caches (parsed opening hours, time-zone offsets) on its first requests.
    for (const [url, init] of [
      [`${base}/`, {}],
      [`${base}/healthcheck`, {}],
      [`${base}/api/date-plans`, plan],
    ] as const)
      await load(url, 20, init, 3);
    const results: Record<string, Load> = {};
    for (const c of [20, 100]) {
      results[`home${c}`] = await load(`${base}/`, c);
      line("GET /", c, results[`home${c}`]);
      results[`health${c}`] = await load(`${base}/healthcheck`, c);
      line("GET /healthcheck", c, results[`health${c}`]);
      results[`plan${c}`] = await load(`${base}/api/date-plans`, c, plan);
      line("POST /api/date-plans", c, results[`plan${c}`]);
    }
    for (const c of [20, 100])
      console.log(
        `  GET / throughput is ${((100 * results[`home${c}`].rps) / results[`health${c}`].rps).toFixed(0)}% of GET /healthcheck at c=${c}`,
      );

    // Reported, not enforced here: `npm run js-budget` lists the files and fails over budget.
    await reportJavaScript(base);
    await db.$disconnect();
    const errors = Object.values(results).reduce((n, r) => n + r.errors, 0);
    return errors === 0 && results.plan20.p95 <= 100;
  } finally {
    await stop();
  }
}

const result = await planner();
let withinBudget = result.p95 <= 15 && result.broken === 0;
if (process.env.BENCH_SKIP_SERVER !== "1") withinBudget = (await overLoopback()) && withinBudget;
if (!withinBudget) {
  console.log("OVER BUDGET");
  process.exitCode = 1;
}
