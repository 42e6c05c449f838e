// The sign-in modal over any page, opened from the header, the guest prompt or the upsell. After a
// successful sign-in the page reloads, so user and limits are fresh everywhere.
import { useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { Dialog } from "~/components/ui/dialog";
import { LoginForm } from "./login-form";

const SignInContext = createContext<() => void>(() => {});
export const useOpenSignIn = () => useContext(SignInContext);

export function SignInProvider({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const openSignIn = useCallback(() => setOpen(true), []);
  const value = useMemo(() => openSignIn, [openSignIn]);
  // Following a link from the dialog (the terms, the privacy policy) shows that page, not the dialog over it.
  useEffect(() => setOpen(false), [location.pathname]);
  return (
    <SignInContext.Provider value={value}>
      {children}
      <Dialog open={open} onOpenChange={setOpen} title={t("title")} description={t("subtitle")}>
        <div className="mt-4">
          <LoginForm
            idPrefix="modal-login"
            redirectTo={location.pathname + location.search}
            onSuccess={() => window.location.reload()}
          />
        </div>
      </Dialog>
    </SignInContext.Provider>
  );
}
