// What can be done to a plan, on the planner and on the plan page alike: make one (streamed), regenerate
// it, swap an activity or undo a swap. Every success refreshes the usage counters; a new plan opens at its
// own address. Failures become the right dialog or a toast.
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";
import { useRefreshUsage } from "~/components/usage/usage-context";
import type { ModerationResult } from "~/moderation/result";
import type { PlanRequest } from "~/planning/request";
import { requestFieldsOf } from "~/planning/request-options";
import { deviceFingerprint } from "./fingerprint";
import { usePlanDialogs } from "./plan-dialogs";
import { isLocationProblem, planErrorText, type PlanFailure } from "./plan-errors";
import type { PlanView } from "../types";
import { usePlanStream } from "./use-plan-stream";
import { useShowPlan } from "./use-show-plan";

/** What the itinerary's swap buttons may do, given only where the plan is the viewer's to change. */
export type SwapControls = {
  canSwap: boolean;
  busyId: string | null;
  onSwap: (activityId: string) => void;
  onUndo: (activityId: string) => void;
};

type Failure = PlanFailure & { recentlySuggested?: string[]; moderation?: ModerationResult };

export function usePlanActions({
  initial,
  isGuest,
  onLocationProblem,
}: {
  initial: PlanView | null;
  isGuest: boolean;
  /** Where the planner shows a place it cannot plan in; without it, a toast. */
  onLocationProblem?: (text: string) => void;
}) {
  const { t } = useTranslation("planner");
  const toast = useToast();
  const dialogs = usePlanDialogs();
  const refreshUsage = useRefreshUsage();
  const showPlan = useShowPlan();
  const { state: stream, start, reset } = usePlanStream();
  const [plan, setPlan] = useState<PlanView | null>(initial);
  const [swapBusy, setSwapBusy] = useState<string | null>(null);
  const { setGuestPrompt, setModeration, setNoPlaces } = dialogs;

  const fail = useCallback(
    (failure: Failure, title?: string) => {
      if (failure.error === "inappropriate-content") {
        // The plan endpoints' own check; without its details (the stream drops them) the generic message.
        setModeration(
          failure.moderation ?? {
            isInappropriate: true,
            severity: "medium",
            categories: [],
            reason: failure.message,
            suggestedAction: "revise",
          },
        );
      } else if (failure.error === "no-places-available") {
        setNoPlaces(failure.recentlySuggested ?? []);
      } else if (failure.error === "guest-limit-reached") {
        setGuestPrompt(true);
      } else if (onLocationProblem && isLocationProblem(failure.error)) {
        onLocationProblem(planErrorText(t, failure, isGuest).description);
      } else {
        const text = planErrorText(t, failure, isGuest);
        // A swap, undo or new plan that failed for a reason without its own words: try again.
        const unexplained = text.description === t("errors.generic");
        toast({
          title: title ?? text.title,
          description: title && unexplained ? t("errors.tryAgain") : text.description,
          variant: "destructive",
        });
      }
      // A refused plan may have met a limit the counters on screen did not show yet.
      if (failure.status === 403 || failure.status === 429) void refreshUsage();
    },
    [t, toast, isGuest, setModeration, setNoPlaces, setGuestPrompt, refreshUsage, onLocationProblem],
  );

  /** Streams a plan; once saved it opens at /plan/:id. */
  const run = useCallback(
    async (body: Record<string, unknown>, failTitle?: string) => {
      const result = await start(isGuest ? { ...body, fingerprint: deviceFingerprint() } : body);
      if (result.phase === "done") {
        setPlan(result.plan);
        void refreshUsage();
        showPlan(result.plan.id);
      } else if (result.phase === "error") {
        fail(result.error, failTitle);
      }
      reset();
    },
    [start, reset, fail, refreshUsage, showPlan, isGuest],
  );

  /** Guests (and guest plans) may not change a plan: they are invited to sign in instead. */
  const guestOnly = isGuest || Boolean(plan?.isGuestPlan);

  const regenerate = (request?: PlanRequest | null) => {
    if (!plan) return;
    if (guestOnly) return setGuestPrompt(true);
    const body = request ?? requestFieldsOf(plan);
    void run({ ...body, plannedDate: plan.plannedDate, previousPlanId: plan.id }, t("errors.regenerateTitle"));
  };

  const changeActivity = async (kind: "swap" | "undo", activityId: string) => {
    if (!plan) return;
    if (guestOnly) return setGuestPrompt(true);
    const title = kind === "swap" ? t("errors.swapTitle") : t("errors.undoTitle");
    setSwapBusy(activityId);
    try {
      const response = await fetch(`/api/date-plans/${plan.id}/activities/${activityId}/${kind}`, { method: "POST" });
      const body = (await response.json()) as { plan?: PlanView } & Failure;
      if (response.ok && body.plan) {
        setPlan(body.plan);
        void refreshUsage();
      } else fail({ ...body, status: response.status }, title);
    } catch {
      fail({ status: 0, error: "network", message: "" }, title);
    } finally {
      setSwapBusy(null);
    }
  };

  const swap: SwapControls | null =
    plan && !guestOnly
      ? {
          canSwap: plan.swapUsed !== 1,
          busyId: swapBusy,
          onSwap: (id) => void changeActivity("swap", id),
          onUndo: (id) => void changeActivity("undo", id),
        }
      : null;

  return { plan, setPlan, stream, run, reset, regenerate, swap, dialogs, guestOnly };
}

export type PlanActions = ReturnType<typeof usePlanActions>;
