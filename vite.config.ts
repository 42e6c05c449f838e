import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { localeChunks } from "./scripts/vite-locale-chunks";
import { precompressDirectory } from "./scripts/vite-precompress";
import { shellChunk } from "./scripts/vite-shell-chunk";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  server: { port: 3000 },
  // The payment form is imported lazily; pre-bundled up front so the dev server does not discover it
  // mid-session and serve the page a second copy of React.
  optimizeDeps: { include: ["@stripe/react-stripe-js", "@stripe/stripe-js"] },
  build: {
    rollupOptions: {
      // Resource routes (api.*, the calendar files) have no browser code: their empty client chunks are
      // expected, and a line for each of them buried the build's real warnings.
      onwarn(warning, warn) {
        if (warning.code !== "EMPTY_BUNDLE") warn(warning);
      },
    },
  },
  plugins: [
    tailwindcss(),
    remix({
      ignoredRouteFiles: ["**/*.test.{ts,tsx}"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        // Off: discovering routes after hydration re-rendered the whole page; the full manifest costs ~2 KB
        // gzipped instead (docs/decisions/0009).
        v3_lazyRouteDiscovery: false,
      },
      buildEnd: ({ remixConfig }) => precompressDirectory(path.join(remixConfig.buildDirectory, "client", "assets")),
    }),
    tsconfigPaths(),
    localeChunks(),
    shellChunk(),
  ],
});
