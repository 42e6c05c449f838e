// "Pay with PayPal": starts Stripe Checkout, and the browser leaves for Stripe's page.
import { useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";

/** Starts Stripe Checkout with PayPal; the browser leaves for Stripe's page. */
export function PayPalButton() {
  const { t } = useTranslation();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      const response = await fetch("/api/create-checkout-session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      const body = (await response.json()) as { url?: string };
      if (response.ok && body.url) return window.location.assign(body.url);
      // The server's refusal is in English; the reader is told in their own language.
      toast({ title: t("payments.error"), description: t("payments.paypalFailed"), variant: "destructive" });
    } catch {
      toast({ title: t("payments.paymentFailed"), description: t("payments.paypalFailed"), variant: "destructive" });
    }
    setBusy(false);
  }
  return (
    <button type="button" className="btn-secondary w-full" onClick={() => void start()} disabled={busy}>
      {t("pricing.payWithPayPal")}
    </button>
  );
}
