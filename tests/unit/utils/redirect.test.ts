// Every redirect goes to a path on this site: the payloads browsers turn into another origin are refused.
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "~/utils/redirect";
import { loader as loginLoader } from "~/routes/login";
import { action as setLanguage } from "~/routes/set-language";
import { createTestUser, sessionCookieFor } from "../../helpers/users";

const PAYLOADS = [
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r//evil.example",
  "/\u0000/evil.example",
  "/.//evil.example",
  "/a/..//evil.example",
  "/%09/evil.example",
  "https://evil.example",
  "javascript:alert(1)",
  " /profile",
  "\\\\evil.example",
  "/\u007f/evil.example",
];

describe("safeRedirectPath", () => {
  it.each(PAYLOADS)("refuses %j", (payload) => {
    expect(safeRedirectPath(payload)).toBe("/");
  });

  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/plan/abc?tab=map#stop-2")).toBe("/plan/abc?tab=map#stop-2");
    expect(safeRedirectPath("/profile")).toBe("/profile");
    expect(safeRedirectPath(undefined, "/profile")).toBe("/profile");
  });
});

describe("redirects after sign-in and language switch", () => {
  it("sends a signed-in visitor of /login?redirectTo=/%09/evil.example home", async () => {
    const cookie = await sessionCookieFor((await createTestUser()).id);
    for (const payload of PAYLOADS) {
      const request = new Request(`http://localhost/login?${new URLSearchParams({ redirectTo: payload })}`, {
        headers: { Cookie: cookie },
      });
      const thrown = await Promise.resolve(loginLoader({ request, params: {}, context: { cspNonce: "" } })).catch(
        (r: unknown) => r,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe("/");
    }
  });

  it("switches language and stays on this site", async () => {
    for (const payload of PAYLOADS) {
      const body = new URLSearchParams({ language: "de", redirectTo: payload });
      const request = new Request("http://localhost/set-language", { method: "POST", body });
      const res = await setLanguage({ request, params: {}, context: { cspNonce: "" } });
      expect(res.headers.get("Location")).toBe("/");
    }
  });
});
