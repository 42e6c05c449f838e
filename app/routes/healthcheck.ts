// Liveness and readiness in one: answers 200 only when the database answers.
import { db } from "~/db/client.server";

export async function loader() {
  try {
    await db.$queryRaw`SELECT 1`;
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("[amble] healthcheck failed", error);
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
