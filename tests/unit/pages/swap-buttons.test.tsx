// Swap and Undo on a card, as a browser without JavaScript gets them: a used swap leaves the Swap button
// in place, disabled and explained (with the Premium note only while payments are on), in both languages.
import { renderToStaticMarkup } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { SwapButtons, type CardSwap } from "~/components/planner/itinerary/swap-buttons";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";

const swap = (canSwap: boolean): CardSwap => ({ canSwap, busy: false, onSwap: () => {}, onUndo: () => {} });

async function render(node: React.ReactNode, { language = "en", payments = false } = {}) {
  const offer = { paymentsEnabled: payments, premium: payments ? { priceMonthlyCents: 499 } : null };
  const handler = createStaticHandler([{ id: "root", path: "/", element: node, loader: () => ({ offer }) }]);
  const context = (await handler.query(new Request("http://localhost/"))) as StaticHandlerContext;
  const lang = language as "en" | "de";
  return renderToStaticMarkup(
    <TranslationsProvider language={lang} strings={resources[lang]}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </TranslationsProvider>,
  );
}

const card = (canSwap: boolean, swapped = false) => (
  <SwapButtons activityId="a1" name="Café Sperl" index={2} swapped={swapped} swap={swap(canSwap)} />
);

describe("the Swap button", () => {
  it("posts a form naming the stop, so it works without JavaScript", async () => {
    const html = await render(card(true));
    expect(html).toMatch(/<form method="post".*name="intent" value="swap".*name="activityId" value="a1"/);
    expect(html).toMatch(/<button type="submit"[^>]*aria-label="Swap Café Sperl for something else"/);
    expect(html).not.toContain('disabled=""');
  });

  it("stays, disabled and explained, once the plan's swap is used", async () => {
    const html = await render(card(false));
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*aria-describedby="swap-reason-2"/);
    expect(html).toContain('id="swap-reason-2"');
    expect(html).toContain("You&#x27;ve used this plan&#x27;s swap. Undo it to swap another stop.");
    expect(html).not.toContain("Premium");
  });

  it("adds the Premium note while payments are on, in German too", async () => {
    const en = await render(card(false), { payments: true });
    expect(en).toMatch(/<a[^>]*href="\/pricing"[^>]*>Premium swaps without limit.<\/a>/);
    const de = await render(card(false), { payments: true, language: "de" });
    expect(de).toContain("Du hast den Tausch dieses Plans schon genutzt.");
    expect(de).toContain("Mit Premium tauschst du unbegrenzt.");
  });

  it("becomes Undo on the swapped stop, a form too", async () => {
    const html = await render(card(false, true));
    expect(html).toMatch(/name="intent" value="undo".*Undo<\/button>/);
    expect(html).not.toContain("swap-reason");
  });
});
