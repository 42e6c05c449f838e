// The Radix toast behind ./toast.tsx: one at a time, 5 s, swipe right 50 px to dismiss, F8 to focus.
import * as RadixToast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useTranslation } from "~/i18n/translations";
import type { ToastState } from "./toast-types";

export default function ToastView({ current, onClose }: { current: ToastState | null; onClose: () => void }) {
  const { t } = useTranslation();
  const tone =
    current?.variant === "destructive"
      ? "border-red-200 bg-red-50 text-red-950"
      : current?.variant === "success"
        ? "border-emerald-200 bg-emerald-50 text-emerald-950"
        : "border-violet-200 bg-white text-slate-900";
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label={t("toast.announce")}>
      {current ? (
        <RadixToast.Root
          key={current.id}
          onOpenChange={(open) => (open ? null : onClose())}
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
  );
}
