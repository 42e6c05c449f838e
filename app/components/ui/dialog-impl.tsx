// The Radix dialog behind ./dialog.tsx: focus trapped, Escape closes, labelled by its title.
import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useTranslation } from "~/i18n/translations";

export default function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  icon,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: React.ReactNode;
  children?: React.ReactNode;
  icon?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
          {icon ? <div className="mb-3 flex justify-center">{icon}</div> : null}
          {/* Clear of the close button in the corner, on both sides so that it stays centred. */}
          <RadixDialog.Title className="px-8 text-center text-xl font-bold text-balance text-slate-900">
            {title}
          </RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-center text-slate-700">{description}</RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          {children}
          <RadixDialog.Close
            className="absolute right-3 top-3 rounded-full p-1.5 text-slate-500 hover:bg-slate-100"
            aria-label={t("dialog.close")}
          >
            <X aria-hidden className="h-5 w-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
