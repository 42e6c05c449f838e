// The live chat: the AI SDK's useChat against /api/chat, rendering the same ChatView the server renders.
// Loaded on demand by ChatPanel, so the form mode does not carry the AI SDK. After every answer the plan
// usage is read again, so the counters show at once whether a plan was made (a new version counts nothing).
import { useChat } from "@ai-sdk/react";
import { DefaultChatTransport } from "ai";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useRefreshUsage } from "~/components/usage/usage-context";
import { usePosition, type Position } from "~/components/use-position";
import { useTranslation } from "~/i18n/translations";
import type { ChatData, ChatUIMessage } from "~/ai/chat-message";
import type { RequestPatch } from "~/planning/request";
import { ChatView, errorRefusal, errorText } from "./chat-view";
import { deviceFingerprint } from "../actions/fingerprint";
import type { ChatState } from "../planner-mode";

const RECENT_MESSAGES = 20;

export function ChatLive({
  initial,
  isGuest,
  onRequest,
  firstMessage,
  draft,
}: {
  initial: ChatState;
  isGuest: boolean;
  onRequest: (request: RequestPatch) => void;
  /** Sent as soon as this loads: the user sent it while it was loading. */
  firstMessage: string | null;
  /** What the user had typed so far. */
  draft: string;
}) {
  const { t, i18n } = useTranslation("chat");
  const [request, setRequest] = useState<RequestPatch>(initial.request);
  const [input, setInput] = useState(draft);
  const refreshUsage = useRefreshUsage();
  // The saved thread, as the server named it (with its first answer for a new conversation); the ref is
  // what the transport sends, the state what the message form shows.
  const [threadId, setThreadId] = useState(initial.id);
  const thread = useRef(initial.id);
  const transport = useMemo(
    () =>
      new DefaultChatTransport<ChatUIMessage>({
        api: "/api/chat",
        // The recent turns are context enough, and keep long conversations within the server's limits.
        prepareSendMessagesRequest: ({ messages, body }) => ({
          body: { ...body, id: thread.current, messages: messages.slice(-RECENT_MESSAGES) },
        }),
      }),
    [],
  );
  const { messages, sendMessage, status, error, stop } = useChat<ChatUIMessage>({
    id: initial.id ?? undefined,
    messages: initial.messages,
    transport,
    onData: (part) => {
      if (part.type === "data-thread") {
        thread.current = (part.data as ChatData["thread"]).id;
        setThreadId(thread.current);
      }
      if (part.type !== "data-request") return;
      const fields = part.data as RequestPatch;
      setRequest(fields);
      onRequest(fields);
    },
    onFinish: () => void refreshUsage(),
  });
  const busy = status === "submitted" || status === "streaming";

  /** `location`: only with the message of a "Use my location" press. */
  const send = (text: string, location?: Position) => {
    // The plan on screen: the newest one the conversation made (the server checks it is the user's).
    const planId = messages.flatMap((m) => m.parts).findLast((p) => p.type === "data-plan")?.data.plan.id ?? null;
    void sendMessage(
      { text },
      {
        body: {
          request,
          planId,
          language: i18n.language === "de" ? "de" : "en",
          fingerprint: isGuest ? deviceFingerprint() : undefined,
          location,
        },
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = input.trim();
    if (!text || busy) return;
    setInput("");
    send(text);
  };

  const sendRef = useRef(send);
  sendRef.current = send;
  const nearMe = usePosition(useCallback((position: Position) => sendRef.current(t("nearMe"), position), [t]));

  const sentFirst = useRef(false);
  useEffect(() => {
    if (firstMessage && !sentFirst.current) send(firstMessage);
    sentFirst.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on load
  }, []);

  return (
    <ChatView
      chatId={threadId}
      messages={messages}
      request={request}
      busy={busy}
      failure={errorText(error, t("error")) ?? initial.error ?? null}
      refusal={error ? errorRefusal(error) : (initial.refusal ?? null)}
      input={input}
      onInput={setInput}
      onSubmit={submit}
      onStop={() => void stop()}
      nearMe={{ onUse: nearMe.locate, locating: nearMe.locating }}
    />
  );
}
