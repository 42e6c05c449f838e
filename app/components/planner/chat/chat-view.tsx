// The conversation as it reads: messages, the request the assistant filled, each answer's plan, and the
// message box. Drawn the same on the server (no JavaScript) and by the live chat after hydration.
import { LocateFixed, Send } from "lucide-react";
import { Suspense, type FormEvent } from "react";
import { useTranslation } from "~/i18n/translations";
import type { ChatUIMessage } from "~/ai/chat-message";
import { RefusalNotice } from "~/components/refusal-notice";
import { explainedRefusal, type ExplainedRefusal } from "~/moderation/refusal";
import type { RequestPatch } from "~/planning/request";
import { lazyComponent } from "~/utils/lazy-component";
import { EarlierPlan, planOfMessage } from "./chat-plans";
import { FilledRequest } from "./filled-request";
import { useNewestReply } from "./use-newest-reply";

const ChatItinerary = lazyComponent(() => import("./chat-itinerary"));

const textOf = (message: ChatUIMessage) =>
  message.parts
    .map((p) => (p.type === "text" ? p.text : ""))
    .join("")
    .trim();

/** The server's error body ({error, message, refusal?}) when the chat request itself was refused. */
function errorBody(error: Error): { message?: string; refusal?: unknown } | null {
  try {
    return JSON.parse(error.message) as { message?: string; refusal?: unknown };
  } catch {
    return null;
  }
}

export function errorText(error: Error | undefined, fallback: string): string | null {
  return error ? (errorBody(error)?.message ?? fallback) : null;
}

/** Support with the crisis lines, or why harm is refused, when the server answered the message so. */
export const errorRefusal = (error: Error | undefined) => (error ? explainedRefusal(errorBody(error)?.refusal) : null);

type ChatViewProps = {
  /** The saved thread's id, as the server gave it; null for a conversation not saved yet. */
  chatId: string | null;
  messages: ChatUIMessage[];
  request: RequestPatch;
  busy: boolean;
  failure: string | null;
  /** A refused message that explains itself: shown as support with crisis lines, or the reason. */
  refusal?: ExplainedRefusal | null;
  input: string;
  onInput: (value: string) => void;
  /** With JavaScript: send the message; without, the form posts to the server. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onStop?: () => void;
  /** With JavaScript: "Use my location" sends "Near me" with where the person is. */
  nearMe?: { onUse: () => void; locating: boolean };
};

/** The conversation, the plan it made and the message form: what the server renders and the live chat updates. */
export function ChatView({
  chatId,
  messages,
  request,
  busy,
  failure,
  refusal,
  input,
  onInput,
  onSubmit,
  onStop,
  nearMe,
}: ChatViewProps) {
  const { t, i18n } = useTranslation("chat");
  const plans = messages.map(planOfMessage);
  const newestPlan = plans.findLastIndex(Boolean);
  const streaming = newestPlan >= 0 && !plans[newestPlan]!.plan;
  const { lastRef, announcement } = useNewestReply(messages, busy, newestPlan);

  return (
    <section aria-labelledby="chat-title" className="space-y-4">
      <div className="card space-y-2">
        <h2 id="chat-title" className="text-xl font-bold text-violet-950">
          {t("title")}
        </h2>
        <p className="text-slate-700">{t("intro")}</p>
        <p className="text-xs text-slate-500">{t("assistantNote")}</p>
      </div>

      <FilledRequest request={request} />

      <ol aria-label={t("conversation")} className="space-y-3">
        {messages.map((message, index) => (
          <li
            key={message.id}
            ref={index === messages.length - 1 ? lastRef : undefined}
            className={`scroll-mt-4 ${message.role === "user" ? "flex justify-end" : "space-y-3"}`}
          >
            {textOf(message) ? (
              <div
                className={`max-w-[85%] rounded-2xl px-4 py-2 ${
                  message.role === "user"
                    ? "bg-violet-700 text-white"
                    : "bg-white text-slate-900 ring-1 ring-violet-100"
                }`}
              >
                <span className="sr-only">{message.role === "user" ? t("you") : t("assistant")}: </span>
                {textOf(message)}
              </div>
            ) : null}
            {index === newestPlan ? (
              <Suspense fallback={null}>
                <ChatItinerary {...plans[index]!} />
              </Suspense>
            ) : plans[index] ? (
              <EarlierPlan {...plans[index]!} />
            ) : null}
          </li>
        ))}
        {busy && !streaming ? (
          <li role="status" className="text-sm text-violet-800">
            {t("thinking")}
          </li>
        ) : null}
      </ol>

      {refusal ? (
        <RefusalNotice refusal={refusal} />
      ) : failure ? (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-2 text-sm text-red-800">
          {failure}
        </p>
      ) : null}

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>

      {/* Stays in view at the bottom while the conversation and its plans scroll past. */}
      <form
        method="post"
        action="/?index"
        onSubmit={onSubmit}
        className="card sticky bottom-2 z-10 flex flex-wrap gap-2 p-3 shadow-lg"
      >
        <input type="hidden" name="intent" value="chat" />
        <input type="hidden" name="chatId" value={chatId ?? ""} />
        <input type="hidden" name="history" value={JSON.stringify(messages)} />
        <input type="hidden" name="request" value={JSON.stringify(request)} />
        <input type="hidden" name="language" value={i18n.language} />
        <label htmlFor="chat-message" className="sr-only">
          {t("messageLabel")}
        </label>
        <input
          id="chat-message"
          name="message"
          required
          maxLength={1000}
          autoComplete="off"
          value={input}
          onChange={(event) => onInput(event.target.value)}
          placeholder={t("placeholder")}
          className="field-input min-w-0 flex-1"
        />
        {busy ? (
          <button type="button" className="btn-secondary" onClick={onStop}>
            {t("stop")}
          </button>
        ) : (
          <button type="submit" className="btn-primary">
            <Send aria-hidden className="size-4" />
            {t("send")}
          </button>
        )}
        {nearMe ? (
          <button
            type="button"
            onClick={nearMe.onUse}
            disabled={nearMe.locating || busy}
            className="inline-flex basis-full items-center gap-1.5 text-sm font-semibold text-violet-800 hover:underline disabled:opacity-60"
          >
            <LocateFixed aria-hidden className="h-4 w-4" />
            {nearMe.locating ? t("locating") : t("useLocation")}
          </button>
        ) : null}
      </form>
    </section>
  );
}
