// Where Amble plans, said before anyone types: the catalog's cities, and the online source for anywhere else.
import { Globe } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { Coverage } from "~/wire/coverage";

export function CoverageLine({ coverage }: { coverage: Coverage }) {
  const { t } = useTranslation("planner");
  return (
    <p className="chip mt-4 max-w-full whitespace-normal rounded-2xl px-4 py-2 text-left text-slate-700" data-coverage>
      <Globe aria-hidden className="h-4 w-4 shrink-0 text-violet-700" />
      <span>
        {coverage.elsewhere
          ? t("coverage.anywhere", { cities: coverage.cities, source: coverage.elsewhere })
          : t("coverage.catalog", { cities: coverage.cities })}
      </span>
    </p>
  );
}
