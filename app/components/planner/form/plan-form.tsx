// The planning form: a real <form method="post"> that works without JavaScript, validated by
// the one PlanRequest schema in the browser (loaded on demand) and again on the server (conform).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translations";
import type { ModerationResult } from "~/moderation/result";
import type { PlanRequest, RequestPatch } from "~/planning/request";
import {
  BUDGETS,
  OCCASIONS,
  PREFERENCES,
  TIME_SLOTS,
  TRANSPORTS,
  VIBES,
  type TimeSlot,
} from "~/planning/request-options";
import { startRange, startsInSlot } from "~/planning/start-time";
import { ChoiceGroup } from "./choice-group";
import { DurationField } from "./duration-field";
import { LocationField } from "./location-field";
import { SpecialRequestField } from "./special-request-field";
import { checkContent } from "./use-content-check";
import { usePlanValidation } from "./use-plan-validation";

/** The occasions the form offers; "valentines" only appears on stored plans. */
const FORM_OCCASIONS = OCCASIONS.filter((o) => o !== "valentines");

export function PlanForm({
  lastResult,
  maxDuration,
  isGuest,
  dayHints,
  busy,
  limitNotice,
  initial,
  onPlan,
  onInappropriate,
  onGuestOverLimit,
  onUseMyLocation,
  locating,
  location,
  onLocationChange,
  locationProblem,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  maxDuration: number;
  isGuest: boolean;
  dayHints: { today: string; tomorrow: string };
  busy: boolean;
  /** Shown at the top, and the submit blocked, when no plan can be made now. */
  limitNotice?: React.ReactNode;
  initial: RequestPatch;
  onPlan: (request: PlanRequest) => void;
  /** The special request failed the built-in content check on submit. */
  onInappropriate: (result: ModerationResult) => void;
  onGuestOverLimit: () => void;
  onUseMyLocation: () => void;
  locating: boolean;
  location: string;
  onLocationChange: (value: string) => void;
  /** Why a plan cannot start at the place given; shown under the field until it changes. */
  locationProblem?: string | null;
}) {
  const { t, i18n } = useTranslation("planner");
  const [timeSlot, setTimeSlot] = useState<TimeSlot>(initial.timeSlot ?? "evening");
  const [startTime, setStartTime] = useState(initial.startTime ?? "");
  const startTimes = startRange(timeSlot);
  const { fieldErrors, formErrors, validate, prefetch } = usePlanValidation(lastResult);
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const request = await validate(event.currentTarget);
    if (!request) return;
    const verdict = await checkContent(request.specialRequests);
    if (verdict.isInappropriate) onInappropriate(verdict);
    else onPlan(request);
  };

  return (
    <Form
      method="post"
      id="plan-form"
      noValidate
      onSubmit={onSubmit}
      onFocus={prefetch}
      aria-label={t("form.label")}
      className="card space-y-6"
    >
      <input type="hidden" name="language" value={i18n.language} />
      {limitNotice}
      <LocationField
        value={location}
        onChange={onLocationChange}
        errors={fieldErrors.location?.length ? [t("errors.locationRequired")] : undefined}
        autoFocus={Boolean(lastResult?.error?.location?.length)}
        notice={locationProblem}
        onUseMyLocation={onUseMyLocation}
        locating={locating}
      />
      <ChoiceGroup
        name="day"
        legend={t("form.date")}
        defaultValue={initial.day ?? "today"}
        choices={[
          { value: "today", label: t("form.today"), hint: dayHints.today },
          { value: "tomorrow", label: t("form.tomorrow"), hint: dayHints.tomorrow },
        ]}
      />
      <ChoiceGroup
        name="timeSlot"
        legend={t("form.timeSlot")}
        columns={4}
        value={timeSlot}
        onChange={(v) => {
          setTimeSlot(v as TimeSlot);
          // A start chosen for the old time of day would not fit the new one.
          if (startTime && !startsInSlot(v as TimeSlot, startTime)) setStartTime("");
        }}
        choices={TIME_SLOTS.map((s) => ({ value: s, label: t(`timeSlots.${s}`), hint: t(`timeSlotHours.${s}`) }))}
      />
      <div>
        <label htmlFor="plan-start-time" className="field-label">
          {t("form.startTime")} <span className="font-normal text-slate-600">({t("form.optional")})</span>
        </label>
        <input
          id="plan-start-time"
          name="startTime"
          type="time"
          step={900}
          min={startTimes.min}
          max={startTimes.max}
          value={startTime}
          onChange={(e) => setStartTime(e.target.value)}
          className="field-input w-40 aria-invalid:border-red-600"
          aria-invalid={fieldErrors.startTime?.length ? true : undefined}
          aria-describedby={
            fieldErrors.startTime?.length ? "plan-start-time-hint plan-start-time-error" : "plan-start-time-hint"
          }
        />
        <p id="plan-start-time-hint" className="mt-1 text-xs text-slate-600">
          {t("form.startTimeHint", startTimes)}
        </p>
        {fieldErrors.startTime?.length ? (
          <p id="plan-start-time-error" className="mt-1 text-sm font-semibold text-red-700">
            {t("errors.startTimeOutside", startTimes)}
          </p>
        ) : null}
      </div>
      <ChoiceGroup
        name="vibe"
        legend={t("form.vibe")}
        columns={4}
        defaultValue={initial.vibe ?? "romantic"}
        choices={VIBES.map((v) => ({ value: v, label: t(`vibes.${v}`) }))}
      />
      <ChoiceGroup
        name="budget"
        legend={t("form.budget")}
        columns={4}
        defaultValue={initial.budget ?? "moderate"}
        choices={BUDGETS.map((b) => ({ value: b, label: t(`budgets.${b}`), hint: t(`budgetRanges.${b}`) }))}
      />
      <DurationField
        initial={initial.duration ?? 4}
        maxDuration={maxDuration}
        isGuest={isGuest}
        onGuestOverLimit={onGuestOverLimit}
        errors={fieldErrors.duration}
      />
      <ChoiceGroup
        name="transportation"
        legend={t("form.transportation")}
        columns={4}
        defaultValue={initial.transportation ?? "public_transport"}
        choices={TRANSPORTS.map((m) => ({ value: m, label: t(`transports.${m}`), hint: t(`transportHints.${m}`) }))}
      />
      <ChoiceGroup
        name="withKids"
        legend={t("form.kids")}
        defaultValue={initial.withKids ? "true" : "false"}
        choices={[
          { value: "false", label: t("kidsOptions.none") },
          { value: "true", label: t("kidsOptions.with"), hint: t("kidsOptions.withHint") },
        ]}
      />
      <ChoiceGroup
        name="specialOccasions"
        type="checkbox"
        legend={t("form.occasions")}
        optionalLabel={t("form.optional")}
        columns={3}
        defaultValue={initial.specialOccasions ?? []}
        choices={FORM_OCCASIONS.map((o) => ({ value: o, label: t(`occasions.${o}`) }))}
      />
      <ChoiceGroup
        name="preferences"
        type="checkbox"
        legend={t("form.preferences")}
        optionalLabel={t("form.optional")}
        defaultValue={initial.preferences ?? []}
        choices={PREFERENCES.map((p) => ({ value: p, label: t(`preferenceOptions.${p}`) }))}
      />
      <SpecialRequestField initial={initial.specialRequests ?? ""} errors={fieldErrors.specialRequests} />
      {formErrors.length ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          {formErrors[0]}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy || Boolean(limitNotice)}>
        <Sparkles aria-hidden className="h-5 w-5" />
        {busy ? t("form.planning") : t(`form.submit.${timeSlot}`)}
      </button>
    </Form>
  );
}
