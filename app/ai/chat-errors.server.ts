// How a refused chat message reads to a person, in the chat's language (locales/<language>/chat.json).
// One entry per error code: a code added to utils/errors.ts does not compile until it says how it reads
// here. The API still answers {error, message}; only the message is in the reader's words, for the live
// chat, which shows it as it is, and for the no-JavaScript chat alike.
import de from "../../locales/de/chat.json";
import en from "../../locales/en/chat.json";
import { createT, type TFunction } from "~/i18n/translate";
import { explainedRefusal } from "~/moderation/refusal";
import type { PlanLanguage } from "~/planning/request";
import type { ErrorCode } from "~/utils/errors";
import { CHAT_MESSAGE_MAX, type ChatRefusalReason } from "./chat-body.server";

export type ChatFailure = { error: string; message: string; extra?: Record<string, unknown> };
type Reading = (t: TFunction, failure: ChatFailure) => string;

const T: Record<PlanLanguage, TFunction> = {
  en: createT("en", { chat: en }, "chat"),
  de: createT("de", { chat: de }, "chat"),
};

const say =
  (key: string): Reading =>
  (t) =>
    t(key);
/** The tools answer the plan rules' refusals themselves; these reach the chat only if something broke. */
const unavailable = say("error");
const unreadable = say("errors.unreadable");

const READINGS: Record<ErrorCode, Reading> = {
  "invalid-request": (t, { extra }) => {
    const reason = extra?.reason as ChatRefusalReason | undefined;
    if (reason === "empty-message") return t("errors.emptyMessage");
    if (reason === "message-too-long") return t("errors.messageTooLong", { max: CHAT_MESSAGE_MAX });
    return t("errors.unreadable");
  },
  "invalid-json": unreadable,
  "invalid-form": unreadable,
  "incomplete-body": unreadable,
  "invalid-path": unreadable,
  "invalid-language": unreadable,
  "invalid-time-zone": unreadable,
  "invalid-signature": unreadable,
  "payload-too-large": say("errors.tooLong"),
  "method-not-allowed": unreadable,
  "unsupported-media-type": unreadable,
  "cross-site": unreadable,
  "rate-limited": say("errors.rateLimited"),
  "not-found": unavailable,
  conflict: say("errors.tryAgain"),
  unauthorized: unavailable,
  "sign-in-required": unavailable,
  "no-guest-id": unavailable,
  "daily-limit-reached": unavailable,
  "monthly-limit-reached": unavailable,
  "guest-limit-reached": unavailable,
  "duration-exceeds-limit": unavailable,
  "swap-limit-reached": unavailable,
  "unknown-location": unavailable,
  "not-covered": unavailable,
  "no-city-here": unavailable,
  "date-in-past": unavailable,
  "date-too-far": unavailable,
  "no-places-available": unavailable,
  "places-unavailable": unavailable,
  "search-failed": unavailable,
  "photo-not-found": unavailable,
  // Self-harm and harm to others: the message is already the support or the reason, in the chat's language.
  "inappropriate-content": (t, { message, extra }) =>
    explainedRefusal(extra?.refusal) ? message : t("errors.inappropriate"),
  "plan-not-found": say("errors.planNotFound"),
  "activity-not-found": unavailable,
  "nothing-to-undo": unavailable,
  "edit-refused": unavailable,
  "place-not-found": unavailable,
  "payments-disabled": unavailable,
  "checkout-not-found": unavailable,
  "no-subscription": unavailable,
  "Already subscribed": unavailable,
  "internal-error": unavailable,
};

const isCode = (code: string): code is ErrorCode => Object.hasOwn(READINGS, code);

/** The refusal in the chat's words, in the reader's language. */
export function chatErrorText(language: PlanLanguage, failure: ChatFailure): string {
  const t = T[language];
  if (isCode(failure.error)) return READINGS[failure.error](t, failure);
  return unavailable(t, failure);
}
