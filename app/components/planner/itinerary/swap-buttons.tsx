// Swap and Undo on an activity card. Once the plan's swaps are used the Swap buttons stay, disabled, with
// the reason beside them (and, while payments are on, that Premium swaps without limit), so nothing
// vanishes without a word; undoing the swap gives it back.
import { Link } from "@remix-run/react";
import { Repeat, Undo2 } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { useOffer } from "~/components/use-offer";
import { PageActionForm } from "./page-action-form";

export type CardSwap = { canSwap: boolean; busy: boolean; onSwap: () => void; onUndo: () => void };

export function SwapButtons({
  activityId,
  name,
  index,
  swapped,
  swap,
}: {
  activityId: string;
  name: string;
  index: number;
  swapped: boolean;
  swap: CardSwap;
}) {
  const { t } = useTranslation("planner");
  const offer = useOffer();
  const reasonId = `swap-reason-${index}`;
  if (swapped) {
    return (
      <PageActionForm intent="undo" activityId={activityId} onSubmit={swap.onUndo} className="mt-4">
        <button type="submit" className="btn-secondary" disabled={swap.busy}>
          <Undo2 aria-hidden className="h-4 w-4" /> {t("itinerary.undo")}
        </button>
      </PageActionForm>
    );
  }
  return (
    <PageActionForm
      intent="swap"
      activityId={activityId}
      onSubmit={swap.onSwap}
      className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1"
    >
      <button
        type="submit"
        className="btn-secondary disabled:cursor-not-allowed"
        disabled={swap.busy || !swap.canSwap}
        aria-label={t("itinerary.swapActivity", { name })}
        aria-describedby={swap.canSwap ? undefined : reasonId}
      >
        <Repeat aria-hidden className="h-4 w-4" /> {swap.busy ? t("itinerary.swapping") : t("itinerary.swap")}
      </button>
      {swap.canSwap ? null : (
        <span id={reasonId} className="text-sm text-slate-600">
          {t("itinerary.swapUsed")}
          {offer?.paymentsEnabled && offer.premium ? (
            <>
              {" "}
              <Link to="/pricing" className="font-medium text-violet-700 underline">
                {t("itinerary.premiumSwaps")}
              </Link>
            </>
          ) : null}
        </span>
      )}
    </PageActionForm>
  );
}
