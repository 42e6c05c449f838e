// `npm run -s plan`: one PlanRequest JSON per line on stdin, one plan JSON per line on stdout.
// The same engine and output shape as POST /api/date-plans, without a server or a database.
import crypto from "node:crypto";
import readline from "node:readline";
import { CatalogSource } from "~/planning/places/catalog";
import { createPlan, LocationError, NoPlacesError } from "~/planning/planner";
import { parsePlanRequest } from "~/planning/request";
import { PlanWindowError } from "~/planning/engine/window";

const source = new CatalogSource();
const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
let failures = 0;

for await (const line of lines) {
  if (!line.trim()) continue;
  let output: unknown;
  try {
    const parsed = parsePlanRequest(JSON.parse(line));
    if (!parsed.ok) {
      output = { error: parsed.error, message: parsed.message, fields: parsed.fields };
    } else {
      const seed = Number(process.env.PLAN_SEED) || crypto.randomInt(1, 2 ** 31 - 1);
      const plan = await createPlan({ request: parsed.request, now: new Date(), seed, source });
      output = {
        ...plan,
        withKids: plan.request.withKids ? 1 : 0,
        swapUsed: 0,
        isGuestPlan: false,
        activities: plan.activities.map(({ lat, lng, ...a }) => ({ ...a, coordinates: { lat, lng } })),
      };
    }
  } catch (error) {
    if (error instanceof SyntaxError) output = { error: "invalid-json", message: "Each line must be one JSON object." };
    else if (error instanceof NoPlacesError) output = { error: error.code, message: error.message };
    else if (error instanceof LocationError || error instanceof PlanWindowError)
      output = { error: error.code, message: error.message };
    else throw error;
  }
  if (output && typeof output === "object" && "error" in output) failures++;
  process.stdout.write(`${JSON.stringify(output)}\n`);
}
process.exitCode = failures ? 1 : 0;
