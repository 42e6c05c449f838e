// A modal dialog. Its Radix implementation loads the first time a dialog opens, so no page pays for it
// up front; once opened it stays mounted, so Radix can return focus when it closes.
import { lazy, Suspense, useEffect, useState, type ComponentProps } from "react";

const DialogImpl = lazy(() => import("./dialog-impl"));

export function Dialog(props: ComponentProps<typeof DialogImpl>) {
  const [opened, setOpened] = useState(props.open);
  useEffect(() => {
    if (props.open) setOpened(true);
  }, [props.open]);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <DialogImpl {...props} />
    </Suspense>
  );
}
