import { Check } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { SubscriptionPlanView } from "~/models/subscription-plans.server";

/** A subscription plan's feature list, worded from its real limits. */
export function PlanFeatures({ plan }: { plan: SubscriptionPlanView }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-2 text-left">
      {plan.features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          <span>
            {t(`pricing.features.${feature}`, {
              count: plan.dailyPlanLimit ?? 0,
              hours: plan.maxDurationHours,
              swaps: plan.swapsAllowed ?? 0,
            })}
          </span>
        </li>
      ))}
    </ul>
  );
}
