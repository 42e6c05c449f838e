// What the location field says about coverage: each suggestion marked with whether Amble can plan there,
// and the refusal of a place under the field, which stays until the field changes.
import { CircleCheck, MapPinOff } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { CoveredSuggestion } from "~/wire/coverage";

export type Suggestion = Pick<CoveredSuggestion, "place_id" | "description" | "structured_formatting" | "geometry"> & {
  /** Whether a plan can start there (services/coverage.server.ts). */
  plannable?: boolean;
};

/** A suggestion's name and region, marked with whether Amble can plan there. */
export function SuggestionText({ suggestion: s }: { suggestion: Suggestion }) {
  const { t } = useTranslation("planner");
  return (
    <span className={`flex items-start gap-2 ${s.plannable === false ? "text-slate-600" : ""}`}>
      <span className="min-w-0 flex-1">
        <span className="font-semibold">{s.structured_formatting.main_text}</span>{" "}
        <span className="text-slate-600">{s.structured_formatting.secondary_text}</span>
      </span>
      {s.plannable === undefined ? null : s.plannable ? (
        <span className="badge tone-ok shrink-0" data-plannable="yes">
          <CircleCheck aria-hidden className="h-3.5 w-3.5" />
          {t("autocomplete.plannable")}
        </span>
      ) : (
        <span className="badge tone-quiet shrink-0" data-plannable="no">
          {t("autocomplete.notCovered")}
        </span>
      )}
    </span>
  );
}

export function LocationNotice({ id, text }: { id: string; text: string }) {
  return (
    <p
      id={id}
      role="alert"
      data-location-notice
      className="tone-warn mt-2 flex items-start gap-2 rounded-xl px-3 py-2 text-sm font-medium"
    >
      <MapPinOff aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
