// The plan's read-only link on its owner's page: "Copy link" creates it when there is none yet and copies
// it; "Stop sharing" revokes it. What happened is said in a status line (polite live region).
import { useState } from "react";

type ShareLinkStatus = "copied" | "copyFailed" | "stopped" | "createFailed" | "stopFailed";

async function setSharing(planId: string, share: boolean): Promise<string | null> {
  const response = await fetch(`/api/date-plans/${encodeURIComponent(planId)}/share`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ share }),
  });
  if (!response.ok) throw new Error(`share: ${response.status}`);
  return ((await response.json()) as { shareUrl: string | null }).shareUrl;
}

/**
 * Writes the link to the clipboard. Safari lets a page write only within the click itself, so the link
 * still being created goes in as a promise (ClipboardItem); elsewhere the plain text once it is there.
 */
async function copyToClipboard(link: Promise<string>): Promise<boolean> {
  try {
    if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
      const blob = link.then((text) => new Blob([text], { type: "text/plain" }));
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })]);
      return true;
    }
  } catch {
    // the plain text below
  }
  try {
    await navigator.clipboard.writeText(await link);
    return true;
  } catch {
    return false;
  }
}

export function useShareLink(planId: string, initialUrl: string | null) {
  const [url, setUrl] = useState(initialUrl);
  const [status, setStatus] = useState<ShareLinkStatus | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    const link = url
      ? Promise.resolve(url)
      : setSharing(planId, true).then((made) => made ?? Promise.reject(new Error("share: no link")));
    const copied = copyToClipboard(link);
    const made = await link.catch(() => null);
    if (made) {
      setUrl(made);
      setStatus((await copied) ? "copied" : "copyFailed");
    } else setStatus("createFailed");
    setBusy(false);
  };

  const stop = async () => {
    if (busy) return;
    setBusy(true);
    setStatus(null);
    try {
      await setSharing(planId, false);
      setUrl(null);
      setStatus("stopped");
    } catch {
      setStatus("stopFailed");
    } finally {
      setBusy(false);
    }
  };

  return { url, status, busy, copy, stop };
}
