// Sharing a plan as a picture: render the element to a PNG (scale 2, white background), then
// try the device's share sheet, then the clipboard, then a download. The renderer loads only when used.
import { useCallback, useState } from "react";
import { useTranslation } from "~/i18n/translations";
import { useToast } from "~/components/ui/toast";
import { ICON_COLOUR } from "~/components/category-icon";

/** Title with every non-alphanumeric character replaced by "_", plus "_itinerary.png". */
export function screenshotFileName(title: string): string {
  return `${title.replace(/[^a-zA-Z0-9]/g, "_")}_itinerary.png`;
}

/**
 * The picture draws each SVG as a standalone image, where `currentColor` turns black: every other icon
 * (clock, travel, links) is painted as the category icons are, violet; one drawn light on a dark ground
 * keeps its own colour.
 */
export function paintIcons(root: HTMLElement) {
  const view = root.ownerDocument.defaultView;
  for (const svg of root.querySelectorAll("svg")) {
    const own = view?.getComputedStyle(svg).color ?? "";
    const [r = 0, g = 0, b = 0] = (own.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const colour = r + g + b > 600 ? own : ICON_COLOUR;
    for (const attribute of ["stroke", "fill"]) {
      if (svg.getAttribute(attribute) === "currentColor") svg.setAttribute(attribute, colour);
    }
  }
}

async function renderPng(element: HTMLElement): Promise<Blob> {
  const { default: html2canvas } = await import("html2canvas-pro");
  const canvas = await html2canvas(element, {
    scale: 2,
    backgroundColor: "#ffffff",
    useCORS: true,
    logging: false,
    onclone: (_document, clone) => paintIcons(clone),
  });
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("Failed to create image blob");
  return blob;
}

export function useShare() {
  const { t } = useTranslation("planner");
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const share = useCallback(
    async (element: HTMLElement | null, title: string) => {
      if (!element || busy) return;
      setBusy(true);
      try {
        const blob = await renderPng(element);
        const name = screenshotFileName(title);
        const file = new File([blob], name, { type: "image/png" });
        if (navigator.canShare?.({ files: [file] })) {
          try {
            await navigator.share({ files: [file], title });
            toast({ title: t("share.sharedTitle"), description: t("share.shared"), variant: "success" });
            return;
          } catch (error) {
            if (error instanceof DOMException && error.name === "AbortError") return;
          }
        }
        if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
          try {
            await navigator.clipboard.write([new ClipboardItem({ "image/png": blob })]);
            toast({ title: t("share.copiedTitle"), description: t("share.copied"), variant: "success" });
            return;
          } catch {
            // fall back to a download
          }
        }
        const url = URL.createObjectURL(blob);
        const link = document.createElement("a");
        link.href = url;
        link.download = name;
        document.body.appendChild(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        toast({ title: t("share.downloadedTitle"), description: t("share.downloaded"), variant: "success" });
      } catch (error) {
        console.error("[share]", error);
        toast({ title: t("share.failedTitle"), description: t("share.failed"), variant: "destructive" });
      } finally {
        setBusy(false);
      }
    },
    [busy, t, toast],
  );

  return { share, busy };
}
