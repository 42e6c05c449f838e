// A button that works without JavaScript: it posts its intent to the page it is on (the plan page's
// action runs it and redirects back); with JavaScript the click is handled in place instead.
import type { ReactNode } from "react";

export function PageActionForm({
  intent,
  activityId,
  onSubmit,
  className,
  children,
}: {
  intent: "swap" | "undo" | "recheck";
  activityId: string;
  onSubmit: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="activityId" value={activityId} />
      {children}
    </form>
  );
}
