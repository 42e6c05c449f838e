// The planner screen: planning form → loading → the plan streaming in, which then opens at
// its own address (/plan/:id, plan-screen.tsx). Without JavaScript the form posts and the server
// redirects there. Beside the form, the same screen offers the chat planner (chat-panel.tsx), which fills
// the same request.
import type { SubmissionResult } from "@conform-to/react";
import { useLocation } from "@remix-run/react";
import { Suspense, useEffect, useRef, useState } from "react";
import { usePreloadTranslations, useTranslation } from "~/i18n/translations";
import { LimitNotice } from "~/components/usage/limit-notice";
import { useUsage } from "~/components/usage/usage-context";
import { RefusalNotice } from "~/components/refusal-notice";
import { flaggedByServer } from "~/moderation/client";
import { lazyComponent } from "~/utils/lazy-component";
import { whenIdle } from "~/utils/when-idle";
import type { ExplainedRefusal } from "~/moderation/refusal";
import type { Coverage } from "~/wire/coverage";
import type { PlanRequest } from "~/planning/request";
import { CoverageLine } from "./form/coverage-line";
import { LoadingScreen } from "./loading-screen";
import { PlanDialogs } from "./actions/plan-dialogs";
import { PlanForm } from "./form/plan-form";
import type { RequestPatch } from "~/planning/request";
import type { NewPlanState } from "./plan-screen";
import { PlannerModeSwitch, PLANNER_MODE_KEY, type ChatState, type PlannerMode } from "./planner-mode";
import { useGeolocation } from "./form/use-geolocation";
import { usePlanActions } from "./actions/use-plan-actions";
import { ChatPanel } from "./chat/chat-panel";

/** The namespaces the itinerary's cards speak in beyond the planner's own. */
const ITINERARY_NAMESPACES = ["places", "notices", "sharing"];
// The itinerary is a chunk of its own (the chat's too: chat-itinerary.tsx): the form on `/` paints without it.
const LiveItinerary = lazyComponent(() =>
  import("./itinerary/live-itinerary").then((m) => ({ default: m.LiveItinerary })),
);

export type PlannerData = {
  isGuest: boolean;
  /** False when today's (or this month's) plans are used up: the form says so and will not submit. */
  canCreatePlan: boolean;
  maxDuration: number;
  /** Today's and tomorrow's dates as the form shows them, in the reader's language. */
  dayHints: { today: string; tomorrow: string };
  /** Form or chat, as remembered (cookie); a reopened conversation comes with it. */
  mode?: PlannerMode;
  chat?: ChatState | null;
  /** Where Amble plans, said under the intro (services/coverage.server.ts). */
  coverage?: Coverage;
};

/** The town the no-JavaScript form posted, so a refusal about it shows beside it. */
const postedLocation = (result: SubmissionResult<string[]> | null | undefined): string => {
  const value = result?.initialValue?.location;
  return typeof value === "string" ? value : "";
};

/** The choices "New plan" brought from a plan page, to start from. */
const draftOf = (state: unknown): RequestPatch | null =>
  typeof state === "object" && state !== null ? ((state as Partial<NewPlanState>).draft ?? null) : null;

export function PlannerPage({
  data,
  lastResult,
  serverChat,
  refusal,
  locationProblem: servedLocationProblem = null,
}: {
  data: PlannerData;
  lastResult?: SubmissionResult<string[]> | null;
  /** The no-JavaScript chat's answer. */
  serverChat?: ChatState | null;
  /** The no-JavaScript form's special request, refused as self-harm (crisis lines) or harm to others. */
  refusal?: ExplainedRefusal | null;
  /** The no-JavaScript form's refusal of the place itself ("Amble doesn't have places for …"). */
  locationProblem?: string | null;
}) {
  const { t } = useTranslation("planner");
  const { t: tc } = useTranslation();
  const navigationState = useLocation().state;
  const preloadTranslations = usePreloadTranslations();
  // A place Amble cannot plan in is said under the field and stays there until the field changes.
  const [locationProblem, setLocationProblem] = useState<string | null>(servedLocationProblem);
  const actions = usePlanActions({ initial: null, isGuest: data.isGuest, onLocationProblem: setLocationProblem });
  const { plan, stream, dialogs } = actions;
  const usage = useUsage();
  const [brought] = useState(() => draftOf(navigationState));
  const [request, setRequest] = useState<PlanRequest | null>(null);
  const [location, setLocationText] = useState(brought?.location ?? postedLocation(lastResult));
  const setLocation = (next: string) => {
    setLocationText(next);
    setLocationProblem(null);
  };
  const itineraryRef = useRef<HTMLDivElement>(null);
  const geo = useGeolocation(setLocation);
  const [mode, setMode] = useState<PlannerMode>(serverChat ? "chat" : (data.mode ?? "form"));
  // What the chat filled in; the form shows it when the user switches over.
  const [chatDraft, setChatDraft] = useState<RequestPatch>(brought ?? {});
  const [chatShown, setChatShown] = useState(mode === "chat");
  if (mode === "chat" && !chatShown) setChatShown(true);
  const [chat] = useState<ChatState>(() => serverChat ?? data.chat ?? { id: "", messages: [], request: {} });

  // localStorage remembers the mode where the cookie is gone (cleared, or another device's server); read
  // when the browser is idle, as the first touch of storage waits on the browser's own process.
  useEffect(
    () =>
      whenIdle(() => {
        if (document.cookie.includes(`${PLANNER_MODE_KEY}=`)) return;
        const stored = localStorage.getItem(PLANNER_MODE_KEY);
        if (stored === "chat" || stored === "form") setMode(stored);
      }),
    [],
  );

  const onPlan = async (next: PlanRequest) => {
    const flagged = await flaggedByServer(next.specialRequests); // null on failure: fail open
    if (flagged) {
      dialogs.setModeration(flagged);
      return;
    }
    // The plan's code and words are fetched while it is made.
    void import("./itinerary/live-itinerary");
    preloadTranslations(ITINERARY_NAMESPACES);
    setRequest(next);
    void actions.run(next);
  };

  // The counters as last read (after every plan, swap or undo), else as the page was served.
  const canCreatePlan = usage.status?.canCreatePlan ?? data.canCreatePlan;
  const loading = stream.phase === "loading";
  const showItinerary = Boolean(plan) || (loading && stream.activities.some(Boolean));

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
          {data.coverage ? <CoverageLine coverage={data.coverage} /> : null}
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

      {mode === "form" && loading && !showItinerary && stream.phase === "loading" ? (
        <LoadingScreen percent={stream.percent} stage={stream.stage} />
      ) : null}

      {mode === "form" && showItinerary ? (
        <div ref={itineraryRef} className="[&_h2]:outline-none">
          <h1 className="sr-only">{tc("planner.title")}</h1>
          {/* Streaming in: stopping it brings the form back; the saved plan then opens at its address. */}
          <Suspense fallback={null}>
            <LiveItinerary
              actions={actions}
              request={request}
              onNewPlan={() => {
                actions.reset();
                actions.setPlan(null);
                window.scrollTo({ top: 0 });
              }}
            />
          </Suspense>
        </div>
      ) : null}

      <div hidden={showItinerary || loading || mode === "chat"}>
        {refusal ? (
          <div className="mb-6">
            <RefusalNotice refusal={refusal} />
          </div>
        ) : null}
        <PlanForm
          key={mode === "chat" ? JSON.stringify(chatDraft) : "form"}
          lastResult={lastResult}
          maxDuration={data.maxDuration}
          isGuest={data.isGuest}
          dayHints={data.dayHints}
          busy={loading}
          limitNotice={
            canCreatePlan ? null : (
              <LimitNotice isGuest={data.isGuest} status={usage.status} onSignIn={dialogs.signIn} />
            )
          }
          initial={request ?? chatDraft}
          onPlan={(next) => void onPlan(next)}
          onInappropriate={dialogs.setModeration}
          onGuestOverLimit={() => dialogs.setUpsell(true)}
          onUseMyLocation={geo.locate}
          locating={geo.locating}
          location={location}
          onLocationChange={setLocation}
          locationProblem={locationProblem}
        />
      </div>

      <PlanDialogs dialogs={dialogs} location={location} />
    </div>
  );
}
