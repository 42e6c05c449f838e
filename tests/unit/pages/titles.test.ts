// Every page's browser tab title in the reader's language: each route's meta reads the titles the root
// loader translated, so a German reader never sees "Pricing · Amble".
import { describe, expect, it } from "vitest";
import { loader as root } from "~/root";
import { call } from "../../helpers/routes";

type Meta = (args: { matches: Array<{ id: string; data: unknown }>; data: unknown }) => Array<{ title?: string }>;
const routes = import.meta.glob<{ meta?: Meta }>("../../../app/routes/*.{ts,tsx}", { eager: true });

const GERMAN: Record<string, string> = {
  "$.tsx": "Amble – Planer für Dates und Ausflüge",
  "_index.tsx": "Amble – Planer für Dates und Ausflüge",
  "planner.tsx": "Amble – Planer für Dates und Ausflüge",
  "pricing.tsx": "Preise · Amble",
  "subscribe.tsx": "Premium · Amble",
  "privacy-policy.tsx": "Datenschutz · Amble",
  "terms.tsx": "Nutzungsbedingungen · Amble",
  "impressum.tsx": "Impressum · Amble",
  "login.tsx": "Anmelden · Amble",
  "auth.magic.tsx": "Anmelden · Amble",
  "profile.tsx": "Profil · Amble",
  "plan.$planId.tsx": "Plan · Amble",
  "shared.$token.tsx": "Plan · Amble",
  "dev.outbox.tsx": "Postausgang · Amble",
};

async function titles(language: "en" | "de") {
  const data = (await call(root, "/", { headers: { "Accept-Language": language } })).body;
  const matches = [{ id: "root", data }];
  return Object.fromEntries(
    Object.entries(routes)
      .filter(([, route]) => route.meta)
      .map(([file, route]) => [file.split("/").at(-1)!, route.meta!({ matches, data: undefined })[0]?.title]),
  );
}

describe("page titles", () => {
  it("are German for a German reader, on every route with a page", async () => {
    expect(await titles("de")).toEqual(GERMAN);
  });

  it("are English for an English reader", async () => {
    const english = await titles("en");
    expect(english["pricing.tsx"]).toBe("Pricing · Amble");
    expect(english["terms.tsx"]).toBe("Terms of Use · Amble");
    expect(english["_index.tsx"]).toBe("Amble – date and outing planner");
  });

  it("name a saved plan by its title", async () => {
    const data = (await call(root, "/", { headers: { "Accept-Language": "de" } })).body;
    const plan = routes["../../../app/routes/plan.$planId.tsx"].meta!;
    expect(plan({ matches: [{ id: "root", data }], data: { plan: { title: "Abend in Wien" } } })[0].title).toBe(
      "Abend in Wien · Amble",
    );
  });
});
