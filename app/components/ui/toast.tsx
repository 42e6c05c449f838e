// Toasts: one at a time, 5 s, swipe right 50 px to dismiss, F8 to reach them. The Radix part loads with
// the first toast.
import { createContext, lazy, Suspense, useCallback, useContext, useState } from "react";

import type { ToastMessage, ToastState } from "./toast-types";

export type { ToastMessage };

const ToastView = lazy(() => import("./toast-view"));
const ToastContext = createContext<(message: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [used, setUsed] = useState(false);
  const show = useCallback((message: ToastMessage) => {
    setUsed(true);
    setCurrent({ ...message, id: Date.now() });
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <ToastView current={current} onClose={() => setCurrent(null)} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}
