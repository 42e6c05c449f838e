// The free-text special request, with a live character count, what Amble reads in it and the built-in
// content check while typing.
import { useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { SPECIAL_REQUEST_MAX } from "~/planning/request-options";
import { useContentFlag } from "./use-content-check";
import { useWishReading } from "./use-wish-reading";
import { WishReading } from "./wish-reading";

export function SpecialRequestField({ initial, errors }: { initial: string; errors?: string[] }) {
  const { t } = useTranslation("planner");
  const { t: ts } = useTranslation("safety");
  const [special, setSpecial] = useState(initial);
  // Checked while typing and again on submit; the server checks longer text and every plan request.
  const flagged = useContentFlag(special);
  const reading = useWishReading(special);
  return (
    <div>
      <label htmlFor="plan-special" className="field-label flex justify-between">
        <span>
          {t("form.specialRequests")} <span className="font-normal text-slate-600">({t("form.optional")})</span>
        </span>
        <span aria-live="polite" className="text-xs font-normal text-slate-600">
          {t("form.characterCount", { count: special.length, max: SPECIAL_REQUEST_MAX })}
        </span>
      </label>
      <input
        id="plan-special"
        name="specialRequests"
        type="text"
        maxLength={SPECIAL_REQUEST_MAX}
        value={special}
        onChange={(e) => setSpecial(e.target.value.slice(0, SPECIAL_REQUEST_MAX))}
        placeholder={t("form.specialRequestsPlaceholder")}
        className="field-input aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-200"
        aria-invalid={flagged || Boolean(errors?.length) || undefined}
        aria-describedby={
          errors?.length
            ? "plan-special-reading plan-special-safety plan-special-error"
            : "plan-special-reading plan-special-safety"
        }
      />
      <WishReading reading={flagged ? null : reading} id="plan-special-reading" />
      <p id="plan-special-safety" aria-live="polite" className="mt-1 text-sm font-semibold text-red-700 empty:hidden">
        {flagged ? ts("field.revise") : null}
      </p>
      {errors?.length ? (
        <p id="plan-special-error" className="mt-1 text-sm font-semibold text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
