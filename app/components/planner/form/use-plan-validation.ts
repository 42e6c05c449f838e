// Client-side validation with the one PlanRequest schema. The schema (zod) is loaded on demand, and
// prefetched when the form is first used: building it is a long task, kept out of the page's start-up.
// A refused submit moves the focus to the first invalid field, which its message is next to.
import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import type { PlanRequest } from "~/planning/request";

const loadSchema = () => import("~/planning/request");

/**
 * FormData as the schema expects it: repeated names (checkboxes) become lists, and "place.id" a field of
 * `place` (the names conform reads on the server).
 */
export function formValues(data: FormData): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(data.keys())) {
    const values = data.getAll(key).filter((v): v is string => typeof v === "string");
    const value = values.length > 1 ? values : values[0];
    const [name, field] = key.split(".", 2);
    if (field) out[name] = { ...(out[name] as object | undefined), [field]: value };
    else out[key] = value;
  }
  for (const name of ["specialOccasions", "preferences"]) out[name] = data.getAll(name);
  return out;
}

/** Fields the schema names differently from the form's inputs. */
const INPUT_OF: Record<string, string> = { plannedDate: "day" };

/** The form's first input (in page order) that one of the errors is about. */
function firstInvalidInput(form: HTMLFormElement, errors: Record<string, string[]>): HTMLElement | null {
  const names = new Set(
    Object.keys(errors)
      .filter((key) => key && errors[key]?.length)
      .map((k) => INPUT_OF[k] ?? k),
  );
  // Inputs, selects, text areas and buttons all have these; buttons and fieldsets are never named in errors.
  for (const element of Array.from(form.elements) as HTMLInputElement[]) {
    if (element.type === "hidden" || element.disabled || !names.has(element.name)) continue;
    // A group of radios is entered at its chosen option.
    const chosen =
      element.type === "radio" ? form.querySelector<HTMLInputElement>(`input[name="${element.name}"]:checked`) : null;
    return chosen ?? element;
  }
  return null;
}

export function usePlanValidation(lastResult: SubmissionResult<string[]> | null | undefined) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>(() => {
    const errors: Record<string, string[]> = {};
    for (const [key, list] of Object.entries(lastResult?.error ?? {})) if (list?.length) errors[key] = list;
    return errors;
  });

  // Focus moves once the errors are on screen, so the field is announced with its message.
  const [refused, setRefused] = useState<{ form: HTMLFormElement; errors: Record<string, string[]> } | null>(null);
  useEffect(() => {
    if (!refused) return;
    const input = firstInvalidInput(refused.form, refused.errors);
    input?.focus({ preventScroll: true });
    input?.scrollIntoView({ block: "center" });
  }, [refused]);

  /** Validates the form; the parsed request, or null after showing the errors and focusing the first. */
  const validate = async (form: HTMLFormElement): Promise<PlanRequest | null> => {
    const { parsePlanRequest } = await loadSchema();
    const parsed = parsePlanRequest(formValues(new FormData(form)));
    setFieldErrors(parsed.ok ? {} : parsed.fields);
    if (!parsed.ok) setRefused({ form, errors: parsed.fields });
    return parsed.ok ? parsed.request : null;
  };

  return { fieldErrors, formErrors: fieldErrors[""] ?? [], validate, prefetch: () => void loadSchema() };
}
