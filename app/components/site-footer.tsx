import { LegalLinks } from "./legal-links";
import { useTranslation } from "~/i18n/translations";
import { todayText, useUsage } from "./usage/usage-context";

export function SiteFooter({ signedIn, paymentsEnabled }: { signedIn: boolean; paymentsEnabled: boolean }) {
  const { t } = useTranslation();
  const { status } = useUsage();
  return (
    <footer className="border-t border-violet-100 bg-white/85 backdrop-blur">
      <div className="mx-auto flex max-w-5xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-slate-600 sm:flex-row sm:px-6">
        <p className="text-center">{t("footer.copyright", { year: new Date().getFullYear() })}</p>
        {signedIn && status ? (
          <p className="flex items-center gap-2">
            {paymentsEnabled ? (
              <span className="badge tone-brand">{t(`tier.${status.subscription.subscriptionTier}`)}</span>
            ) : null}
            {todayText(status, t)}
          </p>
        ) : null}
        <LegalLinks
          label={t("footer.legal")}
          className="flex flex-wrap justify-center gap-x-4 gap-y-1"
          linkClassName="underline-offset-4 hover:underline"
        />
      </div>
    </footer>
  );
}
