// A plan at its own address (/plan/:id), as its owner sees it: the itinerary with its actions (swap, undo,
// try a different plan, new plan, share), taking it along (calendar file, read-only link), the way back,
// the chat it came from, and for a guest's plan the invitation to sign in, a second after it appears.
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { ArrowLeft, MessageCircle } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { requestFieldsOf } from "~/planning/request-options";
import { LiveItinerary } from "./itinerary/live-itinerary";
import { PlanDialogs } from "./actions/plan-dialogs";
import type { RequestPatch } from "~/planning/request";
import type { PlanView } from "./types";
import { usePlanActions } from "./actions/use-plan-actions";
import { CreatedWithLove } from "~/components/plan/plan-card";
import { shownPlanOf } from "./actions/use-show-plan";
import { TakeItWithYou } from "./itinerary/take-it-with-you";

const GUEST_PROMPT_DELAY_MS = 1000;

/** The guest prompt opens once per plan on this device: a reload, a revisit or a language switch doesn't ask again. */
const askedKey = (planId: string) => `amble-guest-prompt:${planId}`;

// Storage may be off (private modes): then the prompt is simply asked again next time.
function asked(planId: string): boolean {
  try {
    return localStorage.getItem(askedKey(planId)) !== null;
  } catch {
    return false;
  }
}

function remember(planId: string) {
  try {
    localStorage.setItem(askedKey(planId), "1");
  } catch {
    // Nothing to keep it in.
  }
}

/** What "New plan" hands the form: the plan's choices, to start from (its day is chosen anew). */
export type NewPlanState = { draft: RequestPatch };

export function PlanScreen({
  plan: initial,
  isGuest,
  chatThreadId,
  shareUrl,
}: {
  plan: PlanView;
  isGuest: boolean;
  chatThreadId: string | null;
  /** The plan's read-only link, if its owner made one. */
  shareUrl: string | null;
}) {
  const { t } = useTranslation();
  const { t: tChat } = useTranslation("chat");
  const location = useLocation();
  const navigate = useNavigate();
  const actions = usePlanActions({ initial, isGuest });
  const { plan, dialogs } = actions;
  const screenRef = useRef<HTMLDivElement>(null);

  const focusHeading = () => {
    const heading = screenRef.current?.querySelector<HTMLElement>("#itinerary-title");
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: "start" });
  };

  // Opened for a plan just made (the form, a regeneration): its heading takes the focus.
  useEffect(() => {
    if (shownPlanOf(location.state) === initial.id) focusHeading();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the plan arrives
  }, []);

  // A guest's plan just made invites them to sign in once, a second after it first appears; opening the
  // plan again later (a reload, a bookmark) doesn't ask again, and "Try different plan" still does.
  const { setGuestPrompt } = dialogs;
  useEffect(() => {
    if (!initial.isGuestPlan || !isGuest || shownPlanOf(location.state) !== initial.id) return;
    if (asked(initial.id)) return;
    const timer = setTimeout(() => {
      remember(initial.id);
      setGuestPrompt(true);
    }, GUEST_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initial.id, initial.isGuestPlan, isGuest, setGuestPrompt, location.state]);

  const regenerate = () => {
    actions.regenerate();
    // The new plan streams in where the old one was: show its top, not the buttons at the bottom.
    if (!actions.guestOnly) focusHeading();
  };

  const newPlan = () => {
    const { plannedDate: _day, language: _language, ...draft } = requestFieldsOf(plan ?? initial);
    navigate("/", { state: { draft: draft as RequestPatch } satisfies NewPlanState });
  };

  return (
    <div ref={screenRef} className="mx-auto max-w-2xl space-y-4 pt-2 [&_h2]:scroll-mt-4 [&_h2]:outline-none">
      <h1 className="sr-only">{t("planDetail.itineraryHeading")}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={isGuest ? "/" : "/profile"} className="btn-secondary">
          <ArrowLeft aria-hidden className="h-4 w-4" /> {isGuest ? t("nav.backHome") : t("nav.backToProfile")}
        </Link>
        {chatThreadId ? (
          // A plan made in the chat reopens its conversation.
          <Link to={`/?chat=${chatThreadId}`} className="btn-secondary">
            <MessageCircle aria-hidden className="h-4 w-4" /> {tChat("continueInChat")}
          </Link>
        ) : null}
      </div>
      <LiveItinerary
        actions={actions}
        request={null}
        onRegenerate={regenerate}
        onNewPlan={newPlan}
        footer={<CreatedWithLove className="pb-2" />}
      />
      <TakeItWithYou planId={initial.id} shareUrl={shareUrl} guestPlan={initial.isGuestPlan} />
      <PlanDialogs dialogs={dialogs} location={plan?.location} />
    </div>
  );
}
