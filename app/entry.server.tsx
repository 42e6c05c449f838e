import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { PAGE_NAMESPACES } from "./i18n/config";
import { getLanguage } from "./i18n/i18next.server";
import { localePreloads } from "./i18n/locale-chunks.server";
import { resources } from "./i18n/resources";
import { TranslationsProvider } from "./i18n/translations";
import { NonceProvider } from "./utils/nonce";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

declare module "@remix-run/node" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const language = await getLanguage(request);
  const nonce = loadContext.cspNonce ?? "";
  // Bots get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  // The namespaces the page renders with, listed at the end of the document for the browser to load
  // before it hydrates (module scripts run after the whole document is parsed), their chunks preloaded.
  const used = new Set<string>();
  const listUsed = () =>
    `<script nonce="${nonce}">window.${PAGE_NAMESPACES}=${JSON.stringify([...used])}</script>` +
    localePreloads(language, used);

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationsProvider language={language} strings={resources[language]} used={used}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </TranslationsProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough({
            flush(done) {
              this.push(listUsed());
              done();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
