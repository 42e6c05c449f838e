// The card form: Stripe's Payment Element. Loaded lazily and only in the browser (it pulls Stripe.js
// from js.stripe.com), so pages that never show it never load Stripe.
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useNavigate } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";

let loaded: { key: string; stripe: Promise<Stripe | null> } | undefined;
function stripeFor(publishableKey: string) {
  if (loaded?.key !== publishableKey) loaded = { key: publishableKey, stripe: loadStripe(publishableKey) };
  return loaded.stripe;
}

export default function PaymentForm({
  publishableKey,
  clientSecret,
}: {
  publishableKey: string;
  clientSecret: string;
}) {
  const { i18n } = useTranslation();
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, locale: i18n.language === "de" ? "de" : "en" }}
    >
      <ConfirmPayment />
    </Elements>
  );
}

function ConfirmPayment() {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      // Methods that leave the page (PayPal, bank redirects) come back here; cards stay.
      confirmParams: { return_url: `${window.location.origin}/pricing?success=true` },
      redirect: "if_required",
    });
    setBusy(false);
    if (error) {
      toast({ title: t("payments.paymentFailed"), description: error.message, variant: "destructive" });
      return;
    }
    toast({
      title: t("payments.paymentSuccessful"),
      description: t("payments.paymentSuccessfulText"),
      variant: "success",
    });
    navigate("/pricing?success=true");
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-4">
      <PaymentElement options={{ layout: "tabs", paymentMethodOrder: ["google_pay", "apple_pay", "link", "card"] }} />
      <button type="submit" className="btn-primary w-full" disabled={!stripe || busy}>
        {busy ? t("subscribe.processing") : t("subscribe.subscribe")}
      </button>
    </form>
  );
}
