// Every refusal Amble answers, by code: the API sends `{error: code, message, ...extra}` with the status,
// and the UI picks its words by code. One list, at the bottom of the house, so every layer can throw
// and every screen can switch on it exhaustively.

export const ERROR_CODES = [
  // the request itself
  "invalid-request",
  "invalid-json",
  "invalid-form",
  "incomplete-body",
  "invalid-path",
  "invalid-language",
  "invalid-time-zone",
  "invalid-signature",
  "payload-too-large",
  "method-not-allowed",
  "unsupported-media-type",
  "cross-site",
  "rate-limited",
  "not-found",
  "conflict",
  // who is asking
  "unauthorized",
  "sign-in-required",
  "no-guest-id",
  // limits
  "daily-limit-reached",
  "monthly-limit-reached",
  "guest-limit-reached",
  "duration-exceeds-limit",
  "swap-limit-reached",
  // planning
  "unknown-location",
  "not-covered",
  "no-city-here",
  "date-in-past",
  "date-too-far",
  "no-places-available",
  "places-unavailable",
  "search-failed",
  "photo-not-found",
  "inappropriate-content",
  // plans, chats and their parts
  "plan-not-found",
  "activity-not-found",
  "nothing-to-undo",
  "edit-refused",
  "place-not-found",
  // payments
  "payments-disabled",
  "checkout-not-found",
  "no-subscription",
  "Already subscribed",
  // ours
  "internal-error",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** A refusal the API answers as `{error, message, ...extra}` with this status. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}
