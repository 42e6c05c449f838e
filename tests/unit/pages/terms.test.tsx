// The terms of use, in English and German: eight numbered sections, and the way on to the Impressum and
// the privacy policy.
import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { resources } from "~/i18n/resources";
import { TranslationsProvider } from "~/i18n/translations";
import { otherAddress } from "~/planning/writers/german-voice";
import TermsRoute from "~/routes/terms";

function render(language: "en" | "de"): string {
  return renderToStaticMarkup(
    <TranslationsProvider language={language} strings={resources[language]}>
      <StaticRouter location="/terms">
        <TermsRoute />
      </StaticRouter>
    </TranslationsProvider>,
  );
}

const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}[^>]*>(.*?)</h${level}>`, "g"))].map((m) =>
    // Without React's text separators and the soft hyphens that let long German words break on phones.
    m[1].replace(/<!-- -->|\u00ad/g, ""),
  );

describe("/terms", () => {
  it("renders the terms of use in English", () => {
    const html = render("en");
    expect(headings(html, 1)).toEqual(["Terms of Use"]);
    expect(headings(html, 2)).toEqual([
      "1. What Amble is",
      "2. Your account and signing in",
      "3. Free use and Premium",
      "4. Fair use",
      "5. Plans are suggestions",
      "6. Availability",
      "7. Liability",
      "8. Changes and contact",
    ]);
    expect(html).toContain("you can cancel at any time");
    expect(html).toContain("Check opening hours");
    expect(html).toMatch(/<a[^>]*href="\/impressum"[^>]*>Impressum<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/privacy-policy"[^>]*>Privacy Policy<\/a>/);
  });

  it("renders them in German, addressing the reader as du", () => {
    const html = render("de");
    expect(headings(html, 1)).toEqual(["Nutzungsbedingungen"]);
    expect(headings(html, 2)).toHaveLength(8);
    expect(headings(html, 2)[2]).toBe("3. Kostenlose Nutzung und Premium");
    expect(html).toContain("du kannst jederzeit kündigen");
    expect(html).toMatch(/<a[^>]*href="\/privacy-policy"[^>]*>Datenschutzerklärung<\/a>/);
    expect(otherAddress(html.replace(/<[^>]+>/g, " "))).toBeNull();
  });
});
