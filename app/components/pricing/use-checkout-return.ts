// Coming back from paying: confirm the subscription, refresh usage, tidy the address.
import { useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";
import { useUsage } from "~/components/usage/usage-context";

/**
 * Back from a checkout: PayPal (Stripe Checkout) returns with success=true, session_id and
 * checkout=paypal, which is confirmed with the server; the card form returns with success=true alone.
 * Either way usage is refreshed and the query string removed.
 */
export function useCheckoutReturn() {
  const { t } = useTranslation();
  const toast = useToast();
  const { refresh } = useUsage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const sessionId = params.get("session_id");
    if (handled.current || params.get("success") !== "true") return;
    handled.current = true;
    const done = () => {
      void refresh();
      navigate("/pricing", { replace: true });
    };
    if (!sessionId || params.get("checkout") !== "paypal") return done();
    fetch(`/api/checkout-success/${encodeURIComponent(sessionId)}`)
      .then(async (response) => {
        const body = (await response.json()) as { success?: boolean };
        if (response.ok && body.success) {
          toast({ title: t("payments.activated"), description: t("payments.activatedText"), variant: "success" });
        } else {
          toast({
            title: t("payments.subscriptionError"),
            // The server's reason is in English; this says the same in the reader's language.
            description: t("payments.activationIssue"),
            variant: "destructive",
          });
        }
      })
      .catch(() =>
        toast({
          title: t("payments.subscriptionError"),
          description: t("payments.contactSupport"),
          variant: "destructive",
        }),
      )
      .finally(done);
  }, [params, refresh, navigate, toast, t]);
}
