import { json, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/translations";
import { getViewer } from "./auth/viewer.server";
import { config } from "./config.server";
import { rateLimitStatus } from "./models/limits.server";
import { currentOffer } from "./models/offer.server";
import { SignInProvider } from "./components/auth/sign-in-dialog";
import { CityScene } from "./components/city-scene";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { ToastProvider } from "./components/ui/toast";
import { UsageProvider } from "./components/usage/usage-context";
import { useRootData } from "./components/use-root-data";
import { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from "./i18n/config";
import { getLanguage, i18next } from "./i18n/i18next.server";
import stylesheet from "./tailwind.css?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import { useNonce } from "./utils/nonce";
import { HydratedProvider } from "./utils/use-hydrated";
import { whenIdle } from "./utils/when-idle";
import type { PageTitles } from "./utils/meta";
import { publicUser } from "./utils/user";
import type { RootData } from "./wire/root";

export const links: LinksFunction = () => [
  // The latin face every page needs, fetched beside the stylesheet instead of after it.
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const [language, viewer, offer] = await Promise.all([getLanguage(request), getViewer(request), currentOffer()]);
  const user = viewer.user;
  const t = await i18next.getFixedT(language, "common");
  // Every page's title in the reader's language, for the routes' meta (utils/meta.ts).
  const titles: PageTitles = {
    product: t("meta.title"),
    pages: t("titles", { returnObjects: true }) as Record<string, string>,
  };
  return json({
    language,
    titles,
    user: user ? publicUser(user) : null,
    paymentsEnabled: offer.paymentsEnabled,
    offer,
    mapsKey: config().places.googleApiKey,
    mapStyleUrl: config().map.styleUrl,
    usage: user ? await rateLimitStatus(viewer) : null,
  } satisfies RootData);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const { t } = useTranslation();
  const nonce = useNonce();
  const language = data?.language ?? FALLBACK_LANGUAGE;
  return (
    <html lang={language} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="description" content={t("meta.description")} />
        <meta name="theme-color" content="#7c3aed" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-violet-50 text-slate-900 antialiased">
        <a href="#main" className="skip-link">
          {t("nav.skipToContent")}
        </a>
        <CityScene />
        <HydratedProvider>
          <ToastProvider>
            <SignInProvider>
              <UsageProvider initial={data?.usage ?? null} enabled={Boolean(data?.user)}>
                <div className="relative flex min-h-dvh flex-col">
                  <SiteHeader user={data?.user ?? null} paymentsEnabled={data?.paymentsEnabled ?? false} />
                  <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 pb-16 pt-4 sm:px-6">
                    {children}
                  </main>
                  <SiteFooter signedIn={Boolean(data?.user)} paymentsEnabled={data?.paymentsEnabled ?? false} />
                </div>
              </UsageProvider>
            </SignInProvider>
          </ToastProvider>
        </HydratedProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  // Mirror the server's language choice for the browser, once it is idle: the first touch of storage waits
  // on the browser's own process, which the page's first task need not. (data-hydrated: utils/use-hydrated.ts.)
  useEffect(() => {
    const language = data?.language;
    if (language) return whenIdle(() => window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language));
  }, [data?.language]);
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const kind = status === 404 ? "notFound" : status >= 400 && status < 500 ? "badRequest" : "generic";
  return (
    <section className="card mx-auto mt-10 max-w-lg text-center">
      <h1 className="text-2xl font-bold">{t(`errors.${kind}Title`)}</h1>
      <p className="mt-2 text-slate-600">{t(`errors.${kind}Text`)}</p>
      <a href="/" className="btn-primary mt-6 inline-flex">
        {t("nav.backHome")}
      </a>
    </section>
  );
}
