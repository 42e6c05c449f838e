// Whether Premium can be bought. Amble is "free for a limited time; subscriptions are coming later"
// (SPEC §1): Stripe checkout is not built yet, so payments are off and the UI shows the simplified
// "Free Forever" pricing and hides tier badges and max labels (DESIGN §1 "payments off"). When Stripe
// lands, this becomes "Stripe keys are configured".
export function paymentsEnabled(): boolean {
  return false;
}
