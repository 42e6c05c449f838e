// "Take it with you" on the owner's plan page: the plan as a calendar file, and its read-only link to
// copy or revoke. Plain links and forms, so all of it works before (and without) JavaScript; with it, the
// link is copied in place and a status line says so.
import { CalendarPlus, Link2, Link2Off } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/translations";
import { useHydrated } from "~/utils/use-hydrated";
import { useShareLink } from "./use-share-link";

/** The calendar file's link: a plain download, for the owner's page and the shared page alike. */
export function CalendarLink({ href }: { href: string }) {
  const { t } = useTranslation("sharing");
  return (
    <div>
      <a href={href} download className="btn-secondary" aria-describedby="calendar-hint">
        <CalendarPlus aria-hidden className="h-4 w-4" /> {t("calendar.add")}
      </a>
      <p id="calendar-hint" className="mt-1.5 text-sm text-slate-600">
        {t("calendar.hint")}
      </p>
    </div>
  );
}

export function TakeItWithYou({
  planId,
  shareUrl,
  guestPlan,
}: {
  planId: string;
  shareUrl: string | null;
  guestPlan: boolean;
}) {
  const { t } = useTranslation("sharing");
  const hydrated = useHydrated();
  const link = useShareLink(planId, shareUrl);
  const input = useRef<HTMLInputElement>(null);
  const copyButton = useRef<HTMLButtonElement>(null);
  const planPath = `/plan/${encodeURIComponent(planId)}`;

  // Where the focus goes next: the link to copy by hand when copying failed, "Copy link" once revoked
  // (the button that had the focus is gone).
  useEffect(() => {
    if (link.status === "copyFailed") input.current?.select();
    if (link.status === "stopped") copyButton.current?.focus();
  }, [link.status]);

  const submitWith = (run: () => Promise<void>) => (event: React.FormEvent) => {
    event.preventDefault();
    void run();
  };

  return (
    <section id="take-it-with-you" aria-labelledby="take-it-with-you-title" className="card scroll-mt-4 space-y-4">
      <h3 id="take-it-with-you-title" className="text-lg font-bold text-violet-950">
        {t("title")}
      </h3>
      <CalendarLink href={`${planPath}/calendar.ics`} />
      <div className="space-y-3 border-t border-violet-100 pt-4">
        <p className="text-sm text-slate-700">{t(link.url ? "link.public" : "link.private")}</p>
        {link.url ? (
          <div>
            <label htmlFor="share-link" className="field-label">
              {t("link.label")}
            </label>
            <input
              ref={input}
              id="share-link"
              type="url"
              readOnly
              value={link.url}
              onFocus={(event) => event.currentTarget.select()}
              className="field-input font-mono text-sm"
            />
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {link.url && hydrated ? (
            <button type="button" className="btn-primary" onClick={() => void link.copy()} disabled={link.busy}>
              <Link2 aria-hidden className="h-4 w-4" /> {t("link.copy")}
            </button>
          ) : null}
          {!link.url ? (
            <form method="post" action={planPath} onSubmit={submitWith(link.copy)}>
              <input type="hidden" name="intent" value="share" />
              <button ref={copyButton} type="submit" className="btn-primary" disabled={link.busy}>
                <Link2 aria-hidden className="h-4 w-4" /> {hydrated ? t("link.copy") : t("link.create")}
              </button>
            </form>
          ) : (
            <form method="post" action={planPath} onSubmit={submitWith(link.stop)}>
              <input type="hidden" name="intent" value="stop-sharing" />
              <button type="submit" className="btn-secondary" disabled={link.busy}>
                <Link2Off aria-hidden className="h-4 w-4" /> {t("link.stop")}
              </button>
            </form>
          )}
        </div>
        <p
          role="status"
          className={`min-h-5 text-sm font-semibold ${link.status?.endsWith("Failed") ? "text-red-700" : "text-violet-900"}`}
        >
          {link.status ? t(`link.${link.status}`) : ""}
        </p>
        {guestPlan ? <p className="text-sm text-slate-600">{t("link.guest")}</p> : null}
      </div>
    </section>
  );
}
