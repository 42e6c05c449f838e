// Why an edit of a plan cannot work, as a code and the facts the page needs to say so in the reader's
// words ("The museum closes at 18:00 — it can't move after dinner"). Times are instants; the page formats
// them in the plan's time zone.
import type { RuleName } from "../rules";
import type { Stop } from "../types";

export type RefusalCode =
  /** The place is closed when the visit would begin. */
  | "closed"
  /** The place closes (at `at`) before the visit would end. */
  | "closes-before"
  /** Shorter than its shortest visit (`minutes`). */
  | "too-short"
  /** Longer than a visit there lasts (`minutes`). */
  | "too-long"
  /** The plan would run past its end (`at`). */
  | "window-full"
  /** A meal at the wrong time or in the wrong order. */
  | "meal-order"
  /** Another rule of a good outing refuses it (`rule`). */
  | "rule"
  /** The place is in the plan already. */
  | "already-in-plan"
  /** A plan keeps at least one stop. */
  | "only-stop"
  /** The first stop cannot move up, the last not down. */
  | "edge"
  /** No place of the kind asked for ("a coffee") is open near the plan then. */
  | "none-of-kind";

export type EditRefusal = {
  code: RefusalCode;
  /** The place the refusal is about. */
  place?: string;
  /** The stop a moved one would follow, or precede. */
  after?: string;
  before?: string;
  at?: number;
  minutes?: number;
  rule?: RuleName;
};

export type EditResult = { ok: true; stops: Stop[] } | { ok: false; refusal: EditRefusal };

export const refuse = (refusal: EditRefusal): EditResult => ({ ok: false, refusal });
