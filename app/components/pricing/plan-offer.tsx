// The pieces of the pricing page: a plan's card, the headings, what guests may do, and the free-only page.
import { Link } from "@remix-run/react";
import { type ReactNode } from "react";
import { useTranslation } from "~/i18n/translations";
import { PlanFeatures } from "~/components/plan-features";
import { type Offer, type TierTerms } from "~/wire/offer";

export function FreeForever({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pricing-title" className="mx-auto max-w-md pt-6">
      <PricingHeading title={t("pricing.freeForever")} intro={t("pricing.freeForeverIntro")} />
      <div className="mt-6">
        <PlanOffer id="plan-free" name={t("tier.free")} price={t("pricing.priceZero")} terms={offer.free}>
          <Link to="/" className="btn-primary w-full">
            {t("pricing.startPlanning")}
          </Link>
        </PlanOffer>
      </div>
      <GuestNote offer={offer} />
    </section>
  );
}

/** What trying Amble without an account allows. */
export function GuestNote({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  return (
    <p className="mt-6 text-center text-sm text-slate-700">
      {t("pricing.guestNote", { count: offer.guest.plans, hours: offer.guest.hours })}
    </p>
  );
}

export function PricingHeading({ title, intro }: { title: string; intro: string }) {
  return (
    <>
      <h1 id="pricing-title" className="text-center text-3xl font-extrabold text-violet-950">
        {title}
      </h1>
      <p className="mt-2 text-center text-slate-700">{intro}</p>
    </>
  );
}

/** One plan's card: its name, price and limits, and what the reader can do about it. */
export function PlanOffer({
  id,
  name,
  price,
  perMonth,
  note,
  badge,
  featured = false,
  terms,
  children,
}: {
  id: string;
  name: ReactNode;
  price: string;
  perMonth?: string;
  note?: string;
  badge?: string;
  featured?: boolean;
  terms: TierTerms;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={id}
      className={`card relative flex flex-col${featured ? " border-2 border-violet-500" : ""}`}
    >
      {badge ? <Badge>{badge}</Badge> : null}
      <h2 id={id} className="flex items-center gap-2 text-xl font-bold">
        {name}
      </h2>
      <p className={`text-3xl font-extrabold${note ? "" : " mb-4"}`}>
        {price} {perMonth ? <span className="text-base font-normal text-slate-600">{perMonth}</span> : null}
      </p>
      {note ? <p className="mb-4 text-sm text-slate-600">{note}</p> : null}
      <PlanFeatures terms={terms} />
      <div className="mt-auto space-y-2 pt-6">{children}</div>
    </article>
  );
}

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="absolute -top-3 right-4 rounded-full bg-violet-700 px-3 py-1 text-xs font-bold text-white">
      {children}
    </span>
  );
}
