// Liveness and readiness in one: answers 200 only when the database answers.
import { db } from "~/db/client.server";
import { logger } from "~/utils/logger.server";

export async function loader() {
  try {
    await db.$queryRaw`SELECT 1`;
    return new Response("OK", { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "healthcheck failed");
    return new Response("Database unavailable", { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
