// `npm run js-budget`: the JavaScript a first visit to `/` transfers (compressed bytes as the server sends
// them), counted in a real browser until the network is quiet after hydration, so the locale chunks and
// anything a component imports on mount count too. Budget: ≤ 150 KB (issue 25). Uses the current build/.
import { chromium } from "playwright";
import { startServer } from "./local-server";

export const JS_BUDGET_KB = 150;

type Loaded = { url: string; bytes: number };

/** Every script the page at `url` loads until the network is idle, with its transferred body size. */
export async function javaScriptOf(url: string, language = "en"): Promise<Loaded[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ locale: language });
    const pending: Promise<Loaded>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => ({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** "JavaScript on / (en): 142.3 KB transferred in 14 files (budget ≤ 150 KB)", and whether it is within. */
export async function reportJavaScript(base: string, verbose = false): Promise<boolean> {
  let within = true;
  for (const language of ["en", "de"]) {
    const files = await javaScriptOf(`${base}/`, language);
    const total = files.reduce((n, f) => n + f.bytes, 0);
    within &&= total <= JS_BUDGET_KB * 1024;
    console.log(
      `  JavaScript on / (${language}): ${kb(total)} KB transferred in ${files.length} files (budget ≤ ${JS_BUDGET_KB} KB)`,
    );
    if (verbose)
      for (const f of files.sort((a, b) => b.bytes - a.bytes))
        console.log(`    ${kb(f.bytes).padStart(6)} KB  ${f.url}`);
  }
  return within;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { base, stop } = await startServer("js-budget", { WEB_CONCURRENCY: "1", LOG_LEVEL: "warn" });
  try {
    const within = await reportJavaScript(base, true);
    if (!within) {
      console.log("OVER BUDGET");
      process.exitCode = 1;
    }
  } finally {
    await stop();
  }
}
