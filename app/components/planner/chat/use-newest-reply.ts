// The chat's newest reply: scrolled to, and announced to screen readers once it has finished.
import { useEffect, useRef, useState } from "react";
import type { ChatUIMessage } from "~/ai/chat-message";

const textOf = (message: ChatUIMessage) =>
  message.parts
    .map((p) => (p.type === "text" ? p.text : ""))
    .join("")
    .trim();

/**
 * Scrolls to each new message as it appears (the user's, then the reply), and to the newest one when a
 * saved conversation opens; again when the full plan moves to the newest reply (`fullPlanAt`), as the
 * one above then folds up and the page shrinks. Once a reply has finished, its text is what the live
 * region announces (the streaming words and cards are not read out one by one).
 */
export function useNewestReply(messages: ChatUIMessage[], busy: boolean, fullPlanAt: number) {
  const lastRef = useRef<HTMLLIElement>(null);
  const count = messages.length;
  useEffect(() => {
    if (!count) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    lastRef.current?.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
  }, [count, fullPlanAt]);
  const newest = messages.at(-1);
  const reply = newest?.role === "assistant" ? newest : null;
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(reply?.id ?? null);
  useEffect(() => {
    if (busy || !reply || reply.id === announced.current) return;
    announced.current = reply.id;
    setAnnouncement(textOf(reply));
  }, [busy, reply]);
  return { lastRef, announcement };
}
