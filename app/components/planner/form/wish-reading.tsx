// Under the special request: what Amble reads in it, in the person's own words, and what it can't read
// yet, so a wish the plan will go without is seen before planning, not after.
import { useTranslation } from "~/i18n/translations";
import type { ReadWishes } from "~/planning/wishes";

export function WishReading({ reading, id }: { reading: ReadWishes | null; id: string }) {
  const { t } = useTranslation("planner");
  const list = (wishes: ReadWishes["wanted"]) => wishes.map((w) => w.said).join(", ");
  return (
    <p id={id} aria-live="polite" className="mt-1 text-sm text-slate-600 empty:hidden">
      {reading && (reading.wanted.length || reading.unwanted.length) ? (
        <span className="mr-2">
          {t("form.wishReading.reads")}{" "}
          {reading.wanted.length ? <strong className="font-semibold">{list(reading.wanted)}</strong> : null}
          {reading.wanted.length && reading.unwanted.length ? " · " : null}
          {reading.unwanted.length ? (
            <>
              {t("form.wishReading.without")} <strong className="font-semibold">{list(reading.unwanted)}</strong>
            </>
          ) : null}
        </span>
      ) : null}
      {reading?.unknown.length ? (
        <span>{t("form.wishReading.unknown", { text: reading.unknown.join(", ") })}</span>
      ) : null}
    </p>
  );
}
