import type { MetaDescriptor } from "@remix-run/node";

/** The document title for a page: "<page> · Amble", or the product title for the home page. */
function pageTitle(title: string | undefined, productTitle: string): MetaDescriptor[] {
  return [{ title: title ? `${title} · Amble` : productTitle }];
}

/** The pages' titles, in the reader's language: the root loader reads them from locales/<language>/common.json. */
export type PageTitles = { product: string; pages: Record<string, string> };

type Match = { id: string; data: unknown };

const titlesOf = (matches: Match[]): PageTitles | undefined =>
  (matches.find((m) => m.id === "root")?.data as { titles?: PageTitles } | undefined)?.titles;

/**
 * A route's title from the root loader's translated titles: `page` names one of common.json's `titles`,
 * or is left out for the product's own title; `name` (a plan's title) stands in for the page's word.
 */
export function pageMeta(matches: Match[], page?: string, name?: string): MetaDescriptor[] {
  const titles = titlesOf(matches);
  const product = titles?.product ?? "Amble";
  return pageTitle(name || (page ? (titles?.pages[page] ?? page) : undefined), product);
}
