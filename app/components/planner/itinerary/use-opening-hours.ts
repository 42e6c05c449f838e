// Checks every activity's opening hours for its visit when a plan loads or changes, and
// again on request.
import { startTransition, useCallback, useEffect, useState } from "react";
import type { HoursStatus } from "./hours-badge";
import type { CardActivity } from "../types";

const keyOf = (a: CardActivity, i: number) => a.id ?? `draft-${i}`;

async function verify(activity: CardActivity, plannedDate: string): Promise<HoursStatus> {
  try {
    const response = await fetch("/api/verify-opening-hours", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        activity: {
          name: activity.name,
          sourceId: activity.sourceId,
          openingHours: activity.openingHours,
          time: activity.time,
          startsAt: activity.startsAt,
          endsAt: activity.endsAt,
          coordinates: activity.coordinates,
        },
        plannedDate,
        activityDurationHours: 2,
      }),
    });
    if (!response.ok) return { state: "failed" };
    const result = (await response.json()) as {
      isVerified: boolean;
      status: "verified" | "closed" | "unknown";
      reason: string;
    };
    return { state: result.status, reason: result.reason };
  } catch {
    return { state: "failed" };
  }
}

export function useOpeningHours(activities: CardActivity[], plannedDate: string | null, live: boolean) {
  const [statuses, setStatuses] = useState<Record<string, HoursStatus>>({});
  const signature = activities.map(keyOf).join("|");

  const check = useCallback(
    async (activity: CardActivity, index: number, onLoad = false) => {
      if (!plannedDate) return;
      const key = keyOf(activity, index);
      // "Check again" shows at once. The check as a plan loads is a transition: the cards re-render in
      // short slices rather than in one long task per answer while the page is first used.
      const update = onLoad ? startTransition : (change: () => void) => change();
      update(() => setStatuses((s) => ({ ...s, [key]: { state: "verifying" } })));
      const status = await verify(activity, plannedDate);
      update(() => setStatuses((s) => ({ ...s, [key]: status })));
    },
    [plannedDate],
  );

  useEffect(() => {
    if (!live) return;
    activities.forEach((a, i) => void check(a, i, true));
    // Re-run only when the set of activities changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature, live, check]);

  const statusOf = (activity: CardActivity, index: number): HoursStatus =>
    statuses[keyOf(activity, index)] ?? {
      state: activity.verification as HoursStatus["state"],
      reason: activity.verificationReason,
    };

  return { statusOf, recheck: check };
}
