// Every plan has an address: once a plan is made, the address bar shows /plan/:id, the page that renders
// it from the server for its owner (a guest by their guest cookie). So a reload, a language switch or a
// sign-in keeps the plan on screen.
import { useLocation, useNavigate } from "@remix-run/react";
import { useCallback } from "react";

export const planPath = (planId: string) => `/plan/${encodeURIComponent(planId)}`;

/** What the plan page is told when it was opened for a plan just made: it focuses the plan's heading. */
type ShownPlanState = { shownPlan: string };

/** The plan a navigation was made to show, if it was. */
export const shownPlanOf = (state: unknown): string | null =>
  typeof state === "object" && state !== null ? ((state as Partial<ShownPlanState>).shownPlan ?? null) : null;

type ShowPlanOptions = {
  /**
   * Keep the screen as it is and only put the plan's address in the address bar (the chat: its
   * conversation stays). A reload then opens the plan page. Default: open the plan page.
   */
  stay?: boolean;
};

/**
 * `showPlan(planId)`: the form and "Try different plan" open the new plan at its own address (a history
 * entry of its own, so Back returns to where it was made); `showPlan(planId, { stay: true })` for a plan
 * shown where it was made, e.g. under a chat message.
 */
export function useShowPlan() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (planId: string, options: ShowPlanOptions = {}) => {
      const path = planPath(planId);
      if (options.stay) {
        // The router's own entry (its key and index) stays, so Back and Forward keep working.
        window.history.replaceState(window.history.state, "", path);
        return;
      }
      if (location.pathname === path) return;
      navigate(path, { state: { shownPlan: planId } satisfies ShownPlanState });
    },
    [navigate, location.pathname],
  );
}
