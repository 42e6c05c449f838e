// Client-side validation with the one PlanRequest schema. The schema (zod) is loaded on demand, and
// prefetched when the form is first used: building it is a long task, kept out of the page's start-up.
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import type { PlanRequest } from "~/planning/request";

const loadSchema = () => import("~/planning/request");

/** FormData as the schema expects it: repeated names (checkboxes) become lists. */
function formValues(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).filter((v): v is string => typeof v === "string");
    out[key] = values.length > 1 ? values : values[0];
  }
  for (const name of ["specialOccasions", "preferences"]) out[name] = data.getAll(name);
  return out;
}

export function usePlanValidation(lastResult: SubmissionResult<string[]> | null | undefined) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(() => {
    const errors: Record<string, string[]> = {};
    for (const [key, list] of Object.entries(lastResult?.error ?? {})) if (list?.length) errors[key] = list;
    return errors;
  });

  /** Validates the form; the parsed request, or null after showing the errors. */
  const validate = async (form: HTMLFormElement): Promise<PlanRequest | null> => {
    const { parsePlanRequest } = await loadSchema();
    const parsed = parsePlanRequest(formValues(form));
    setFieldErrors(parsed.ok ? {} : parsed.fields);
    return parsed.ok ? parsed.request : null;
  };

  return { fieldErrors, formErrors: fieldErrors[""] ?? [], validate, prefetch: () => void loadSchema() };
}
