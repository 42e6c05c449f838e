// What a card lets people check, in English and German: the price level beside the spend, the place's
// hours that day, the leg from the stop before, the place's website and booking page (only when known),
// and a photo with its credit (only where the source has one).
import { describe, expect, it } from "vitest";
import { activity, renderCard as render, TODAY } from "../../helpers/activity-card";

/** The card's text as a reader meets it: tags gone, screen-reader-only words kept. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("an activity card", () => {
  it("shows the price level beside the spend, and says it in words for screen readers", () => {
    const html = render(activity());
    // Seen: "€€ · about €12 per person"; heard: "Price level 2 of 4, about €12 per person".
    expect(text(html)).toContain("Price €€ Price level 2 of 4 · about €12 per person");
    expect(html).toMatch(/<span[^>]*aria-hidden="true">€€<\/span><span class="sr-only">Price level 2 of 4<\/span>/);
    expect(text(render(activity({ priceLevel: 0 })))).toContain("Free");
    // A free place's price says so once: "Free", never "Free · Free".
    const free = text(render(activity({ priceLevel: 0, price: "Free" })));
    expect(free.match(/Free/g)).toHaveLength(1);
    expect(text(render(activity({ priceLevel: 0, price: "Kostenlos" }), "de")).match(/Kostenlos/g)).toHaveLength(1);
    expect(text(render(activity({ priceLevel: 4 }), "de"))).toContain("€€€€");
    expect(render(activity({ priceLevel: 4 }), "de")).toContain("Preisniveau 4 von 4");
    // Saved before price levels were kept: just the spend.
    expect(text(render(activity({ priceLevel: null })))).not.toMatch(/€€|Price level/);
  });

  it("shows the place's hours that day", () => {
    expect(text(render(activity()))).toContain("Open today 10:00 AM – 6:00 PM");
    expect(text(render(activity(), "de"))).toContain("Heute geöffnet 10:00–18:00");
    // 2026-11-28 is a Saturday (and not today when these tests run).
    const saturday = activity({
      hoursToday: { date: "2099-11-28", timeZone: "Europe/Berlin", allDay: false, ranges: [["18:00", "24:00"]] },
    });
    expect(text(render(saturday))).toContain("Open Sat 6:00 PM – 12:00 AM");
    expect(text(render(saturday, "de"))).toContain("Sa. geöffnet 18:00–24:00");
    const twoServices = activity({
      hoursToday: {
        date: TODAY,
        timeZone: "Europe/Berlin",
        allDay: false,
        ranges: [
          ["12:00", "14:30"],
          ["18:00", "22:00"],
        ],
      },
    });
    expect(text(render(twoServices))).toContain("Open today 12:00 PM – 2:30 PM, 6:00 PM – 10:00 PM");
    expect(text(render(twoServices, "de"))).toContain("Heute geöffnet 12:00–14:30, 18:00–22:00");
    expect(
      text(
        render(activity({ hoursToday: { date: TODAY, timeZone: "Europe/Berlin", allDay: true, ranges: [] } }), "de"),
      ),
    ).toContain("Heute rund um die Uhr geöffnet");
    expect(text(render(activity({ hoursToday: null })))).not.toMatch(/Open today|Open \w{3} /);
  });

  it("puts the leg from the stop before above the card", () => {
    const html = render(activity());
    expect(html).toMatch(/data-travel-chip.*12 min walk.*<article/);
    expect(text(html)).toContain("From the previous stop: 12 min walk");
    expect(text(render(activity(), "de"))).toContain("12 Min. zu Fuß");
    expect(text(render(activity({ legMode: "public_transport", travelMinutes: 18 })))).toContain(
      "18 min by public transport",
    );
    expect(text(render(activity({ legMode: "public_transport", travelMinutes: 18 }), "de"))).toContain(
      "18 Min. mit den Öffis",
    );
    // The first stop has no leg before it.
    expect(render(activity(), "en", 0)).not.toContain("data-travel-chip");
  });

  it("links the place's website and booking page, opened apart, named with the place", () => {
    const html = render(activity({ bookingUrl: "https://berlinischegalerie.de/tickets" }));
    expect(html).toContain(
      '<a href="https://berlinischegalerie.de/" target="_blank" rel="noopener noreferrer" class="',
    );
    expect(html).toContain('aria-label="Website of Berlinische Galerie (opens in a new tab)"');
    expect(html).toContain('aria-label="Reserve at Berlinische Galerie (opens in a new tab)"');
    expect(html).toMatch(/href="https:\/\/berlinischegalerie\.de\/tickets" target="_blank" rel="noopener noreferrer"/);
    expect(render(activity({ bookingUrl: "https://x.example/book" }), "de")).toContain(
      'aria-label="Bei Berlinische Galerie reservieren (öffnet in neuem Tab)"',
    );
  });

  it("shows no website or booking link where none is known, nor one that is not a web address", () => {
    const html = render(activity({ website: null, bookingUrl: null }));
    expect(html).not.toMatch(/Website|Reserve/);
    expect(render(activity({ website: "javascript:alert(1)", bookingUrl: null }))).not.toContain("javascript:");
  });

  it("shows the source's photo with its author's credit, and none without one", () => {
    const photo = {
      ref: "places/ChIJVbR4QNBRqEcRX7Gv3p9Z0kM/photos/AciIO2dGalerieFassade01",
      attributions: [{ name: "Lena Hartmann", uri: "https://maps.google.com/maps/contrib/104273115480113360001" }],
    };
    const html = render(activity({ photo }));
    expect(html).toContain(
      'src="/api/place-photo?ref=places%2FChIJVbR4QNBRqEcRX7Gv3p9Z0kM%2Fphotos%2FAciIO2dGalerieFassade01&amp;w=320"',
    );
    expect(html).toContain('alt="Photo of Berlinische Galerie"');
    expect(text(html)).toContain("Photo: Lena Hartmann");
    expect(html).toContain('href="https://maps.google.com/maps/contrib/104273115480113360001"');
    expect(render(activity({ photo: null }))).not.toContain("<img");
  });

  it("can be focused, and points its directions at the place's coordinates", () => {
    const html = render(activity());
    expect(html).toMatch(/<article[^>]*tabindex="0"/);
    expect(html).toContain("https://www.google.com/maps/dir/?api=1&amp;destination=52.5034%2C13.3985");
  });
});
