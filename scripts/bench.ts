// `npm run bench`: performance figures (budgets live here, not in timed tests).
import { CatalogSource, catalogCandidates } from "~/planning/places/catalog";
import { planViolations } from "~/planning/invariants";
import { createPlan, NoPlacesError } from "~/planning/planner";
import { BUDGET_BANDS } from "~/planning/request";
import { sampleRequests } from "~/planning/sample-requests";

const source = new CatalogSource();
const byId = new Map(
  catalogCandidates({ center: { lat: 0, lng: 0 }, radiusKm: 1e6, timeZone: "UTC", country: "" }).map((p) => [
    p.sourceId,
    p,
  ]),
);

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function planner() {
  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  // Warm-up: parse every place's opening hours once, as a running server has.
  for (const request of sampleRequests(100, 7, today))
    await createPlan({ request, now, seed: 1, source }).catch(() => null);

  const requests = sampleRequests(1000, 2026, today);
  const times: number[] = [];
  let broken = 0;
  let noPlaces = 0;
  let underBudget = 0;
  let stops = 0;
  for (const [i, request] of requests.entries()) {
    const t0 = performance.now();
    try {
      const plan = await createPlan({ request, now, seed: i, source });
      times.push(performance.now() - t0);
      stops += plan.activities.length;
      if (plan.totalSpend < BUDGET_BANDS[request.budget].min) underBudget++;
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
  console.log("Built-in planner, 1000 varied requests in-process (budget: p95 ≤ 15 ms, 0 broken)");
  console.log(
    `  p50 ${fmt(percentile(times, 50))} ms   p95 ${fmt(percentile(times, 95))} ms   max ${fmt(times.at(-1)!)} ms`,
  );
  console.log(`  broken invariants: ${broken}   no plan possible: ${noPlaces}`);
  console.log(
    `  quality: ${(stops / (1000 - noPlaces)).toFixed(2)} stops per plan, ${underBudget} plans below their budget band`,
  );
  return { p95: percentile(times, 95), broken };
}

const result = await planner();
if (result.p95 > 15 || result.broken > 0) {
  console.log("OVER BUDGET");
  process.exitCode = 1;
}
