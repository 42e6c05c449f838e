// A page loads only the strings it shows: the server notes the namespaces a page rendered with (the
// browser loads those before hydrating), and a namespace first needed later is fetched then, showing
// nothing rather than raw keys meanwhile.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TranslationsProvider, usePreloadTranslations, useTranslation } from "~/i18n/translations";
import { resources } from "~/i18n/resources";

function Title({ namespace, k }: { namespace: string; k: string }) {
  const { t } = useTranslation(namespace);
  return <h1>{t(k)}</h1>;
}

describe("page namespaces", () => {
  it("the server records the namespaces a page renders with", () => {
    const used = new Set<string>();
    renderToStaticMarkup(
      <TranslationsProvider language="de" strings={resources.de} used={used}>
        <Title namespace="common" k="nav.signIn" />
        <Title namespace="auth" k="verify" />
      </TranslationsProvider>,
    );
    expect([...used].sort()).toEqual(["auth", "common"]);
  });

  it("a namespace not loaded yet renders empty, not its keys, and is fetched once", () => {
    const asked: string[] = [];
    const load = (namespace: string) => {
      asked.push(namespace);
      return new Promise<Record<string, unknown>>(() => {});
    };
    const html = renderToStaticMarkup(
      <TranslationsProvider language="en" strings={{ common: resources.en.common }} load={load}>
        <Title namespace="common" k="nav.signIn" />
        <Title namespace="auth" k="verify" />
        <Title namespace="auth" k="resend" />
      </TranslationsProvider>,
    );
    expect(html).toBe("<h1>Sign In</h1><h1></h1><h1></h1>");
    expect(asked).toEqual(["auth"]);
  });

  it("a screen about to open can fetch its namespaces ahead, each once", () => {
    const asked: string[] = [];
    const load = (namespace: string) => {
      asked.push(namespace);
      return new Promise<Record<string, unknown>>(() => {});
    };
    function Planner() {
      const preload = usePreloadTranslations();
      preload(["places", "notices", "common"]);
      preload(["places"]);
      return null;
    }
    renderToStaticMarkup(
      <TranslationsProvider language="en" strings={{ common: resources.en.common }} load={load}>
        <Planner />
      </TranslationsProvider>,
    );
    expect(asked).toEqual(["places", "notices"]);
  });
});
