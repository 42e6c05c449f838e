// The chat planner (AI SDK UI): the assistant fills the same plan request as the form and makes and
// refines plans; each activity card streams in under its message (the form path's Itinerary), and every
// answer keeps the plan it showed (chat-plans.tsx). The newest reply is scrolled to and announced, the
// message box stays at the bottom of the screen. Without JavaScript the same markup is a plain form: the
// server answers the message and renders the conversation.
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import type { RequestPatch } from "~/planning/request";
import { useHydrated } from "~/utils/use-hydrated";
import { ChatView } from "./chat-view";
import type { ChatState } from "../planner-mode";

/**
 * The chat: rendered on the server from the conversation so far (so it works without JavaScript), and
 * after hydration driven by the AI SDK's useChat, whose code loads only once the chat is shown.
 */
export function ChatPanel({
  initial,
  isGuest,
  onRequest,
}: {
  initial: ChatState;
  isGuest: boolean;
  /** The request as the assistant fills it, for the form. */
  onRequest: (request: RequestPatch) => void;
}) {
  const { t } = useTranslation("chat");
  const hydrated = useHydrated();
  const [Live, setLive] = useState<typeof import("./chat-live").ChatLive | null>(null);
  const [input, setInput] = useState("");
  // A message sent in the moment before the live chat has loaded is sent by it once it has.
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    void import("./chat-live").then((module) => setLive(() => module.ChatLive));
  }, []);
  if (Live) {
    return <Live initial={initial} isGuest={isGuest} onRequest={onRequest} firstMessage={pending} draft={input} />;
  }
  return (
    <ChatView
      chatId={initial.id}
      messages={initial.messages}
      request={initial.request}
      busy={pending !== null}
      failure={initial.error ? initial.error || t("error") : null}
      refusal={initial.refusal}
      input={input}
      onInput={setInput}
      onSubmit={
        hydrated
          ? (event) => {
              event.preventDefault();
              if (input.trim()) setPending(input.trim());
              setInput("");
            }
          : undefined
      }
    />
  );
}
