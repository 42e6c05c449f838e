// The planner's two modes, form and chat, and the switch between them. Kept apart from the chat itself so
// the form mode loads none of the chat's code.
import { useTranslation } from "~/i18n/translations";
import type { ChatUIMessage } from "~/ai/chat-message";
import type { ExplainedRefusal } from "~/moderation/refusal";
import type { RequestPatch } from "~/planning/request";
import { useHydrated } from "~/utils/use-hydrated";

export type PlannerMode = "form" | "chat";
/** Remembered in localStorage and, so the server renders the right mode, in a cookie. */
export const PLANNER_MODE_KEY = "amble-planner-mode";

export type ChatState = {
  /** The saved thread's id as the server made it; null until a signed-in user's first answer (and for guests). */
  id: string | null;
  messages: ChatUIMessage[];
  request: RequestPatch;
  /** Set when the server could not answer (no-JavaScript path). */
  error?: string | null;
  /** Set with `error` when the message was refused as self-harm (crisis lines) or harm to others (why not). */
  refusal?: ExplainedRefusal | null;
};

export function PlannerModeSwitch({ mode, onChange }: { mode: PlannerMode; onChange: (mode: PlannerMode) => void }) {
  const { t } = useTranslation("chat");
  const hydrated = useHydrated();
  return (
    <nav aria-label={t("mode.label")} className="flex justify-center">
      <div className="inline-flex rounded-full bg-violet-100 p-1">
        {(["form", "chat"] as const).map((m) => (
          <a
            key={m}
            href={`?mode=${m}`}
            aria-current={mode === m ? "page" : undefined}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              localStorage.setItem(PLANNER_MODE_KEY, m);
              document.cookie = `${PLANNER_MODE_KEY}=${m}; Path=/; Max-Age=31536000; SameSite=Lax`;
              onChange(m);
            }}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
              mode === m ? "bg-white text-violet-900 shadow" : "text-violet-800 hover:bg-violet-50"
            }`}
          >
            {t(`mode.${m}`)}
          </a>
        ))}
      </div>
    </nav>
  );
}
