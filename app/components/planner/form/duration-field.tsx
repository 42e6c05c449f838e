// The plan's length as a slider; a guest who reaches past the guest limit is held there and told why.
import { useState } from "react";
import { useOffer } from "~/components/use-offer";
import { useTranslation } from "~/i18n/translations";

export function DurationField({
  initial,
  maxDuration,
  isGuest,
  onGuestOverLimit,
  errors,
}: {
  initial: number;
  maxDuration: number;
  isGuest: boolean;
  onGuestOverLimit: () => void;
  errors?: string[];
}) {
  const { t } = useTranslation("planner");
  const [duration, setDuration] = useState(Math.min(initial, maxDuration));
  // The guest limit the server enforces, from the offer every sentence about limits reads.
  const guestHours = useOffer()?.guest.hours ?? maxDuration;
  return (
    <div>
      <label htmlFor="plan-duration" className="field-label flex justify-between">
        <span>{t("form.duration")}</span>
        <output htmlFor="plan-duration" className="font-bold text-violet-800">
          {t("form.durationValue", { count: duration })}
        </output>
      </label>
      <input
        id="plan-duration"
        name="duration"
        type="range"
        min={1}
        max={maxDuration}
        step={1}
        value={duration}
        onChange={(e) => {
          const next = Number(e.target.value);
          if (isGuest && next > guestHours) {
            setDuration(guestHours);
            onGuestOverLimit();
            return;
          }
          setDuration(next);
        }}
        className="w-full accent-violet-700"
        aria-valuetext={t("form.durationValue", { count: duration })}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? "plan-duration-error" : undefined}
      />
      <div className="flex justify-between text-xs text-slate-600" aria-hidden>
        <span>{t("form.durationValue", { count: 1 })}</span>
        <span>{t("form.durationMax", { count: maxDuration })}</span>
      </div>
      {errors?.length ? (
        <p id="plan-duration-error" className="mt-1 text-sm font-semibold text-red-700">
          {errors[0]}
        </p>
      ) : null}
    </div>
  );
}
