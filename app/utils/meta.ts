import type { MetaDescriptor } from "@remix-run/node";

/** The document title for a page: "<page> · Amble", or the product title for the home page. */
export function pageTitle(title: string | undefined, productTitle: string): MetaDescriptor[] {
  return [{ title: title ? `${title} · Amble` : productTitle }];
}
