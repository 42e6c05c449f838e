// Sharing a saved plan straight from the profile list: the plan is fetched, its card drawn off-screen
// and shared like on the plan page.
import { Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { PlanCard } from "~/components/plan/plan-card";
import type { PlanView } from "~/components/planner/types";
import { useShare } from "~/components/planner/itinerary/use-share";
import { useToast } from "~/components/ui/toast";

export function SharePlanButton({ planId, title }: { planId: string; title: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { share, busy } = useShare();
  const [plan, setPlan] = useState<PlanView | null>(null);
  const [loading, setLoading] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);

  // Once the card is drawn, take its picture, then let it go.
  useEffect(() => {
    if (!plan) return;
    void share(cardRef.current, plan.title).finally(() => setPlan(null));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once per fetched plan
  }, [plan]);

  const start = async () => {
    setLoading(true);
    try {
      const response = await fetch(`/api/date-plans/${planId}`);
      if (!response.ok) throw new Error(String(response.status));
      setPlan((await response.json()) as PlanView);
    } catch {
      toast({ title: t("profile.shareFailed"), variant: "destructive" });
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        onClick={() => void start()}
        disabled={loading || busy}
        aria-label={t("profile.sharePlan", { title })}
      >
        <Share2 aria-hidden className="h-4 w-4" />
        {loading || busy ? t("planDetail.creatingScreenshot") : t("planDetail.sharePlan")}
      </button>
      {plan ? (
        <div aria-hidden className="fixed -left-[10000px] top-0 w-[640px]">
          <PlanCard ref={cardRef} plan={plan} />
        </div>
      ) : null}
    </>
  );
}
