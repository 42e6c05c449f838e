// Toasts as the spec asks: one at a time, 5 s, swipe right 50 px to dismiss, F8 to focus (Radix Toast).
import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

export type ToastMessage = { title: string; description?: string; variant?: "default" | "destructive" | "success" };
type ToastState = ToastMessage & { id: number };

const ToastContext = createContext<(message: ToastMessage) => void>(() => {});
export const useToast = () => useContext(ToastContext);

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState<ToastState | null>(null);
  const show = useCallback((message: ToastMessage) => setCurrent({ ...message, id: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  const tone =
    current?.variant === "destructive"
      ? "border-red-200 bg-red-50 text-red-950"
      : current?.variant === "success"
        ? "border-emerald-200 bg-emerald-50 text-emerald-950"
        : "border-violet-200 bg-white text-slate-900";
  return (
    <ToastContext.Provider value={value}>
      <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label={t("toast.announce")}>
        {children}
        {current ? (
          <RadixToast.Root
            key={current.id}
            onOpenChange={(open) => (open ? null : setCurrent(null))}
            className={`toast-root grid grid-cols-[1fr_auto] gap-x-3 rounded-xl border p-4 shadow-lg ${tone}`}
          >
            <RadixToast.Title className="font-semibold">{current.title}</RadixToast.Title>
            {current.description ? (
              <RadixToast.Description className="col-start-1 text-sm opacity-90">
                {current.description}
              </RadixToast.Description>
            ) : null}
            <RadixToast.Close
              className="col-start-2 row-start-1 rounded p-1 hover:bg-black/5"
              aria-label={t("toast.close")}
            >
              <X aria-hidden className="h-4 w-4" />
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport
          label={t("toast.label")}
          className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}
