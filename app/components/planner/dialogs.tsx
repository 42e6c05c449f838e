// The planner's dialogs: the guest prompt, the longer-plans upsell and "No More Places Available".
import { Heart, Hourglass, MapPinOff } from "lucide-react";
import type { TFunction } from "~/i18n/translate";
import { useTranslation } from "~/i18n/translations";
import { PlanFeatures } from "~/components/plan-features";
import { Dialog } from "~/components/ui/dialog";
import type { Offer } from "~/wire/offer";
import { useOffer } from "~/components/use-offer";

export const NO_PLACES_SHOWN = 8;

/** The guest prompt's sentence: what a guest may plan (its list is the free plan's, as on pricing). */
export const guestPromptText = (t: TFunction, offer: Offer) =>
  t("guestPrompt.text", { count: offer.guest.plans, hours: offer.guest.hours });

/** The longer-plans invitation: a guest's hours against a free account's. */
export const upsellText = (t: TFunction, offer: Offer) =>
  t("upsell.text", { guestHours: offer.guest.hours, hours: offer.free.hours });

/** A dialog's way on and its way out, stacked full width. */
function Choices({ yes, onYes, no, onNo }: { yes: string; onYes: () => void; no: string; onNo: () => void }) {
  return (
    <div className="mt-6 flex flex-col gap-2">
      <button type="button" className="btn-primary w-full" onClick={onYes}>
        {yes}
      </button>
      <button type="button" className="btn-secondary w-full" onClick={onNo}>
        {no}
      </button>
    </div>
  );
}

export function GuestPrompt({
  open,
  onOpenChange,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation("planner");
  const offer = useOffer();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("guestPrompt.title")}
      description={offer ? guestPromptText(t, offer) : undefined}
      icon={<Heart aria-hidden className="h-10 w-10 text-rose-500" />}
    >
      {/* What signing in gives: the free plan's own list, as pricing shows it. */}
      {offer ? <PlanFeatures terms={offer.free} className="mt-4 space-y-1 text-slate-700" /> : null}
      <Choices
        yes={t("guestPrompt.signIn")}
        onYes={onSignIn}
        no={t("guestPrompt.later")}
        onNo={() => onOpenChange(false)}
      />
    </Dialog>
  );
}

export function DurationUpsell({
  open,
  onOpenChange,
  onSignUp,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignUp: () => void;
}) {
  const { t } = useTranslation("planner");
  const offer = useOffer();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("upsell.title")}
      description={offer ? upsellText(t, offer) : undefined}
      icon={<Hourglass aria-hidden className="h-10 w-10 text-violet-600" />}
    >
      <Choices yes={t("upsell.signUp")} onYes={onSignUp} no={t("upsell.dismiss")} onNo={() => onOpenChange(false)} />
    </Dialog>
  );
}

export function NoPlacesDialog({
  open,
  onOpenChange,
  places,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  places: string[];
}) {
  const { t } = useTranslation("planner");
  const shown = places.slice(0, NO_PLACES_SHOWN);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("noPlaces.title")}
      description={t("noPlaces.text")}
      icon={<MapPinOff aria-hidden className="h-10 w-10 text-slate-500" />}
    >
      {shown.length ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t("noPlaces.recent")}</h3>
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {shown.map((name) => (
              <li key={name} className="rounded-full bg-slate-100 px-2.5 py-1 text-sm text-slate-800">
                {name}
              </li>
            ))}
            {places.length > shown.length ? (
              <li className="px-1 py-1 text-sm text-slate-600">
                {t("noPlaces.more", { count: places.length - shown.length })}
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}
      <button type="button" className="btn-primary mt-6 w-full" onClick={() => onOpenChange(false)}>
        {t("noPlaces.action")}
      </button>
    </Dialog>
  );
}
