// The planner screen (SPEC §2 Home): planning form → loading → itinerary, with the guest dialogs,
// swaps, regeneration and toasts. Without JavaScript the form posts and the server renders the plan.
// Beside the form, the same screen offers the chat planner (chat-panel.tsx), which fills the same request.
import type { SubmissionResult } from "@conform-to/react";
import { useRevalidator } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useOpenSignIn } from "~/components/auth/sign-in-dialog";
import { ModerationDialog } from "~/components/moderation-dialog";
import { useToast } from "~/components/ui/toast";
import type { ModerationResult } from "~/moderation/result";
import { flaggedByServer } from "~/moderation/client";
import type { PlanRequest } from "~/planning/request";
import { requestFieldsOf } from "~/planning/request-options";
import { ChatPanel } from "./chat-panel";
import { PlannerModeSwitch, PLANNER_MODE_KEY, type ChatState, type PlannerMode } from "./planner-mode";
import { DurationUpsell, GuestPrompt, NoPlacesDialog } from "./dialogs";
import { Itinerary } from "./itinerary";
import { LoadingScreen } from "./loading-screen";
import { planErrorText, type PlanFailure } from "./plan-errors";
import { PlanForm, type PlanFormValues } from "./plan-form";
import type { CardActivity, PlanView } from "./types";
import { deviceFingerprint } from "./fingerprint";
import { useGeolocation } from "./use-geolocation";
import { useOpeningHours } from "./use-opening-hours";
import { usePlanStream } from "./use-plan-stream";

export const GUEST_PROMPT_DELAY_MS = 1000;
export const SIGN_IN_DELAY_MS = 300;

export type PlannerData = {
  isGuest: boolean;
  /** False when today's (or this month's) plans are used up: the form says so and will not submit. */
  canCreatePlan: boolean;
  maxDuration: number;
  canSwap: boolean;
  swapsAllowed: number | null;
  /** Today's and tomorrow's dates as the form shows them, in the reader's language. */
  dayHints: { today: string; tomorrow: string };
  /** Form or chat, as remembered (cookie); a reopened conversation comes with it. */
  mode?: PlannerMode;
  chat?: ChatState | null;
};

export function PlannerPage({
  data,
  serverPlan,
  lastResult,
  serverChat,
}: {
  data: PlannerData;
  serverPlan?: PlanView | null;
  lastResult?: SubmissionResult<string[]> | null;
  /** The no-JavaScript chat's answer. */
  serverChat?: ChatState | null;
}) {
  const { t } = useTranslation("planner");
  const { t: tc } = useTranslation();
  const toast = useToast();
  const openSignIn = useOpenSignIn();
  const revalidator = useRevalidator();
  const { state: stream, start, reset } = usePlanStream();
  const [plan, setPlan] = useState<PlanView | null>(serverPlan ?? null);
  const [request, setRequest] = useState<PlanRequest | null>(null);
  const [location, setLocation] = useState("");
  const [guestPrompt, setGuestPrompt] = useState(false);
  const [upsell, setUpsell] = useState(false);
  const [noPlaces, setNoPlaces] = useState<string[] | null>(null);
  const [moderation, setModeration] = useState<ModerationResult | null>(null);
  const [swapBusy, setSwapBusy] = useState<string | null>(null);
  const itineraryRef = useRef<HTMLDivElement>(null);
  const geo = useGeolocation(setLocation);
  const [mode, setMode] = useState<PlannerMode>(serverChat ? "chat" : (data.mode ?? "form"));
  // What the chat filled in; the form shows it when the user switches over.
  const [chatDraft, setChatDraft] = useState<PlanFormValues>({});
  const [chatShown, setChatShown] = useState(mode === "chat");
  if (mode === "chat" && !chatShown) setChatShown(true);
  const [chat] = useState<ChatState>(() => serverChat ?? data.chat ?? { id: "", messages: [], request: {} });

  // localStorage remembers the mode where the cookie is gone (cleared, or another device's server).
  useEffect(() => {
    const stored = localStorage.getItem(PLANNER_MODE_KEY);
    if (!document.cookie.includes(`${PLANNER_MODE_KEY}=`) && (stored === "chat" || stored === "form")) setMode(stored);
  }, []);

  const fail = useCallback(
    (failure: PlanFailure & { recentlySuggested?: string[] }, title?: string) => {
      if (failure.error === "inappropriate-content") {
        // The plan endpoints' own check; without its details (the stream drops them) the generic message.
        const detail = (failure as { moderation?: ModerationResult }).moderation;
        const generic: ModerationResult = {
          isInappropriate: true,
          severity: "medium",
          categories: [],
          reason: failure.message,
          suggestedAction: "revise",
        };
        setModeration(detail ?? generic);
        return;
      }
      if (failure.error === "no-places-available") {
        setNoPlaces(failure.recentlySuggested ?? []);
        return;
      }
      if (failure.error === "guest-limit-reached") {
        setGuestPrompt(true);
        return;
      }
      const text = planErrorText(t, failure, data.isGuest);
      toast({
        title: title ?? text.title,
        description: title ? failure.message || t("errors.tryAgain") : text.description,
        variant: "destructive",
      });
    },
    [t, toast, data.isGuest],
  );

  const run = useCallback(
    async (body: Record<string, unknown>, failTitle?: string) => {
      const result = await start(data.isGuest ? { ...body, fingerprint: deviceFingerprint() } : body);
      if (result.phase === "done") {
        setPlan(result.plan);
        revalidator.revalidate(); // usage and limits changed
      } else if (result.phase === "error") {
        fail(result.error, failTitle);
      }
      reset();
    },
    [start, reset, fail, revalidator, data.isGuest],
  );

  const onPlan = async (next: PlanRequest) => {
    const flagged = await flaggedByServer(next.specialRequests); // null on failure: fail open
    if (flagged) {
      setModeration(flagged);
      return;
    }
    setRequest(next);
    setPlan(null);
    void run(next);
  };

  // A signed-in user whose plans are used up hears so once, besides the blocked submit (SPEC §5, §8).
  const outOfPlans = !data.isGuest && !data.canCreatePlan;
  useEffect(() => {
    if (outOfPlans)
      toast({ title: t("errors.dailyLimitTitle"), description: t("errors.dailyLimit"), variant: "destructive" });
  }, [outOfPlans, t, toast]);

  // A guest's plan invites them to sign in, a second after it appears.
  useEffect(() => {
    if (!plan?.isGuestPlan || !data.isGuest) return;
    const timer = setTimeout(() => setGuestPrompt(true), GUEST_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [plan?.id, plan?.isGuestPlan, data.isGuest]);

  const signIn = () => {
    setGuestPrompt(false);
    setUpsell(false);
    window.scrollTo({ top: 0, behavior: "smooth" });
    setTimeout(openSignIn, SIGN_IN_DELAY_MS);
  };

  const regenerate = () => {
    if (!plan) return;
    if (data.isGuest || plan.isGuestPlan) {
      setGuestPrompt(true);
      return;
    }
    const body = request ?? requestFieldsOf(plan);
    void run({ ...body, plannedDate: plan.plannedDate, previousPlanId: plan.id }, t("errors.regenerateTitle"));
  };

  const changeActivity = async (kind: "swap" | "undo", activityId: string) => {
    if (!plan) return;
    if (data.isGuest || plan.isGuestPlan) {
      setGuestPrompt(true);
      return;
    }
    setSwapBusy(activityId);
    try {
      const response = await fetch(`/api/date-plans/${plan.id}/activities/${activityId}/${kind}`, { method: "POST" });
      const body = (await response.json()) as { plan?: PlanView } & PlanFailure & { recentlySuggested?: string[] };
      if (response.ok && body.plan) setPlan(body.plan);
      else fail({ ...body, status: response.status }, kind === "swap" ? t("errors.swapTitle") : t("errors.undoTitle"));
    } catch {
      fail(
        { status: 0, error: "network", message: "" },
        kind === "swap" ? t("errors.swapTitle") : t("errors.undoTitle"),
      );
    } finally {
      setSwapBusy(null);
    }
  };

  const loading = stream.phase === "loading";
  const streamed = loading ? stream.activities.filter(Boolean) : [];
  const activities: CardActivity[] = plan ? plan.activities : streamed;
  const hours = useOpeningHours(activities, plan?.plannedDate ?? null, Boolean(plan));
  const showItinerary = Boolean(plan) || streamed.length > 0;

  useEffect(() => {
    if (showItinerary) itineraryRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [showItinerary]);

  return (
    <div className="mx-auto max-w-2xl space-y-6 pt-2">
      {!showItinerary ? (
        <header className="text-center">
          <h1 className="text-3xl font-extrabold tracking-tight text-violet-950 sm:text-5xl">{tc("planner.title")}</h1>
          <p className="mt-3 text-lg text-violet-900/80">{tc("brand.tagline")}</p>
          <p className="mt-2 text-slate-700">{t("intro")}</p>
        </header>
      ) : null}

      <PlannerModeSwitch mode={mode} onChange={setMode} />

      {/* Once shown, the chat stays mounted (hidden in form mode) so switching keeps the conversation. */}
      {chatShown ? (
        <div hidden={mode !== "chat"}>
          <ChatPanel
            initial={chat}
            isGuest={data.isGuest}
            onRequest={(fields) => {
              setChatDraft(fields);
              if (fields.location) setLocation(fields.location);
            }}
          />
        </div>
      ) : null}

      {mode === "form" && loading && !streamed.length ? (
        <LoadingScreen percent={stream.percent} stage={stream.stage} />
      ) : null}

      {mode === "form" && showItinerary ? (
        <div ref={itineraryRef} className="[&_h2]:outline-none">
          <h1 className="sr-only">{tc("planner.title")}</h1>
          <Itinerary
            plan={
              plan ?? {
                title: t("loading.label"),
                location: request?.location ?? "",
                vibe: request?.vibe ?? "romantic",
                transportation: request?.transportation ?? "public_transport",
                timeSlot: request?.timeSlot ?? "evening",
                writer: "builtin",
                totalSpend: streamed.reduce((s, a) => s + a.spendEur, 0),
                specialRequests: request?.specialRequests ?? "",
              }
            }
            activities={activities}
            expected={loading && stream.phase === "loading" ? stream.total : null}
            hours={hours.statusOf}
            onRecheck={(a, i) => void hours.recheck(a, i)}
            swap={
              plan && !plan.isGuestPlan && !data.isGuest
                ? {
                    canSwap: plan.swapUsed !== 1,
                    busyId: swapBusy,
                    onSwap: (id) => void changeActivity("swap", id),
                    onUndo: (id) => void changeActivity("undo", id),
                  }
                : null
            }
            onRegenerate={regenerate}
            regenerating={loading}
            onNewPlan={() => {
              reset();
              setPlan(null);
              window.scrollTo({ top: 0 });
            }}
          />
        </div>
      ) : null}

      <div hidden={showItinerary || loading || mode === "chat"}>
        <PlanForm
          key={mode === "chat" ? JSON.stringify(chatDraft) : "form"}
          lastResult={lastResult}
          maxDuration={data.maxDuration}
          isGuest={data.isGuest}
          dayHints={data.dayHints}
          busy={loading}
          limitReached={
            !data.isGuest && !data.canCreatePlan ? `${t("errors.dailyLimitTitle")}: ${t("errors.dailyLimit")}` : null
          }
          initial={request ?? chatDraft}
          onPlan={(next) => void onPlan(next)}
          onInappropriate={setModeration}
          onGuestOverLimit={() => setUpsell(true)}
          onUseMyLocation={geo.locate}
          locating={geo.locating}
          location={location}
          onLocationChange={setLocation}
        />
      </div>

      <GuestPrompt open={guestPrompt} onOpenChange={setGuestPrompt} onSignIn={signIn} />
      <DurationUpsell open={upsell} onOpenChange={setUpsell} onSignUp={signIn} />
      <ModerationDialog
        result={moderation}
        onOpenChange={(open) => (open ? null : setModeration(null))}
        location={location}
      />
      <NoPlacesDialog
        open={noPlaces !== null}
        onOpenChange={(open) => (open ? null : setNoPlaces(null))}
        places={noPlaces ?? []}
      />
    </div>
  );
}
