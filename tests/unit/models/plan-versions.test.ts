// A new version of a plan keeps the user's swaps undoable: each swapped-out place is stored again at the
// new version's time and the swap history follows it. The version's activities are written in one
// statement, and the places the swaps replaced are not read back one by one.
import { describe, expect, it, vi } from "vitest";
import { getViewer } from "~/auth/viewer.server";
import { db, sqliteConnection } from "~/db/client.server";
import { addDays, localDate } from "~/planning/time";
import { action as createPlan } from "~/routes/api.date-plans";
import { action as swap } from "~/routes/api.date-plans.$planId.activities.$activityId.swap";
import { action as undo } from "~/routes/api.date-plans.$planId.activities.$activityId.undo";
import { revisePlan } from "~/services/revise-plan.server";
import { call } from "../../helpers/routes";
import { premiumUserCookie } from "../../helpers/users";
import { pinToday } from "../../helpers/today";

pinToday();

type Activity = { id: string; sourceId: string; startsAt: string; swappedFromId: string | null };

/** The SQL Prisma runs on SQLite while `run` runs (none on PostgreSQL, where this is not counted). */
async function statementsOf<T>(run: () => Promise<T>): Promise<{ result: T; sql: string[] | null }> {
  const connection = sqliteConnection();
  if (!connection) return { result: await run(), sql: null };
  const sql: string[] = [];
  const prepare = connection.prepare.bind(connection);
  const spy = vi.spyOn(connection, "prepare").mockImplementation((source: string) => {
    sql.push(source);
    return prepare(source);
  });
  try {
    return { result: await run(), sql };
  } finally {
    spy.mockRestore();
  }
}

describe("a plan's new version", () => {
  it("keeps two swaps undoable, writing its activities at once", async () => {
    const cookie = await premiumUserCookie();
    const plannedDate = addDays(localDate(new Date(), "Europe/Berlin"), 7);
    const made = await call(createPlan, "/api/date-plans", {
      body: { location: "Berlin", duration: 4, timeSlot: "evening", plannedDate },
      cookie,
    });
    expect(made.status).toBe(201);
    const planId = made.body.id as string;
    const originals = made.body.activities as Activity[];
    for (const position of [0, 2]) {
      const current = (await db.activity.findMany({ where: { planId, active: true }, orderBy: { position: "asc" } }))[
        position
      ];
      const swapped = await call(swap, "/swap", { method: "POST", cookie, params: { planId, activityId: current.id } });
      expect(swapped.status).toBe(200);
    }

    const viewer = await getViewer(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    const { result, sql } = await statementsOf(() => revisePlan(viewer, planId, { language: "de" }));
    expect(result.keptSwaps).toHaveLength(2);
    expect(result.droppedSwaps).toEqual([]);

    const rows = await db.activity.findMany({ where: { planId } });
    const history = await db.swapHistory.findMany({ where: { planId } });
    expect(history).toHaveLength(2);
    // Where the kept swaps sit in the version is the engine's choice; find them by what they replaced.
    const shownSwaps = (result.plan.activities as unknown as Activity[])
      .map((shown, index) => ({ shown, index, replaced: rows.find((r) => r.id === shown.swappedFromId) }))
      .filter((s) => s.shown.swappedFromId);
    // A kept swap stays undoable unless its original would be closed at the version's new time for it.
    expect(shownSwaps.length).toBeGreaterThanOrEqual(1);
    expect(shownSwaps.length).toBeLessThanOrEqual(2);
    const swappedOut = [originals[0].sourceId, originals[2].sourceId];
    for (const { shown, replaced } of shownSwaps) {
      // The place swapped out, stored again inactive at the version's time, and the history points at it.
      expect(replaced).toMatchObject({ active: false });
      expect(swappedOut).toContain(replaced!.sourceId);
      expect(replaced!.startsAt.toISOString()).toBe(new Date(shown.startsAt).toISOString());
      expect(history.map((h) => h.activityId)).toContain(replaced!.id);
    }
    if (sql) {
      const activity = (verb: string) => new RegExp(`^${verb} [^(]*\\bActivity\\b`);
      expect(sql.filter((s) => activity("INSERT INTO").test(s))).toHaveLength(1);
      // Activities are read by plan only, never by their ids.
      expect(sql.filter((s) => activity("SELECT").test(s) && /\bActivity\W+id\W+(=|IN)\W/.test(s))).toEqual([]);
    }

    // Both swaps can still be undone, each bringing its original place back where it was shown.
    for (const { shown, index, replaced } of shownSwaps) {
      const undone = await call(undo, "/undo", { method: "POST", cookie, params: { planId, activityId: shown.id } });
      expect(undone.status).toBe(200);
      expect(undone.body.plan.activities[index].sourceId).toBe(replaced!.sourceId);
    }
  });
});
