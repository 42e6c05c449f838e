import { Check } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import { tierLines, type TierTerms } from "~/wire/offer";

/** A tier's feature list, worded from its real limits (the same lines on pricing, in the guest prompt…). */
export function PlanFeatures({ terms, className = "space-y-2 text-left" }: { terms: TierTerms; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {tierLines(t, terms).map((line) => (
        <li key={line} className="flex items-start gap-2">
          <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
          <span>{line}</span>
        </li>
      ))}
    </ul>
  );
}
