// Drinks and the places for them. "Alcohol" negated ("ohne Alkohol", "sober") keeps every bar and club
// out of the plan; the drinks themselves are met by a place's tags.
import { intent } from "../intent";

export const DRINKS = [
  intent(
    "alcohol",
    {
      en: "alcohol|alcoholic|booze|boozy|drinks|drinking|a drink|some drinks|getting drinks|liquor",
      de: "alkohol*|getraenk*|drinks|saufen|was trinken|etwas trinken|einen trinken|trinken gehen|ein getraenk",
    },
    {
      categories: ["bar", "club"],
      tags: ["wine", "beer", "cocktails", "pub", "beer-hall", "beer-garden", "craft-beer", "whisky"],
    },
  ),
  intent(
    "mocktails",
    {
      en: "mocktails|mocktail|alcohol-free drinks|non-alcoholic drinks|zero proof|soft drinks",
      de: "mocktail*|alkoholfreie drinks|alkoholfreie cocktails|alkoholfreie getraenke",
    },
    { tags: ["no-alcohol"] },
  ),
  intent(
    "wine",
    {
      en: "wine|wines|wine bar|wine bars|vino|natural wine|wine tasting|vineyard|winery",
      de: "wein|weine|weinbar*|weinstube*|weinlokal*|weinprobe*|weinverkostung*|naturwein*|weingut",
    },
    { tags: ["wine"] },
  ),
  intent(
    "heuriger",
    { en: "heuriger|heurigen|viennese wine tavern", de: "heurige*|buschenschank|buschenschenke" },
    { tags: ["heuriger"] },
  ),
  intent(
    "champagne",
    {
      en: "champagne|bubbly|prosecco|sparkling wine|cava|fizz",
      de: "champagner|sekt|prosecco|schaumwein|schampus|crémant|cremant",
    },
    { tags: ["wine", "cocktails"] },
  ),
  intent(
    "beer",
    { en: "beer|beers|ale|ales|lager|pint|pints|beer tasting", de: "bier*|helles|weissbier|koelsch|pils" },
    { tags: ["beer", "craft-beer", "beer-hall", "beer-garden", "pub"] },
  ),
  intent(
    "brewery",
    { en: "brewery|breweries|brewpub|brew pub|microbrewery", de: "brauerei*|hausbrauerei*|brauhaus*|bierbrauerei*" },
    { tags: ["craft-beer", "beer-hall"] },
  ),
  intent("sake", { en: "sake|sake bar|soju|highball", de: "sake" }, { tags: ["japanese", "korean"] }),
  intent(
    "craft-beer",
    {
      en: "craft beer|craft beers|craftbeer|ipa|taproom|tap room",
      de: "craftbeer*|craft bier|craft beer|bierspezialitaeten",
    },
    { tags: ["craft-beer"] },
  ),
  intent(
    "beer-garden",
    { en: "beer garden|beer gardens|beergarden", de: "biergarten*|biergaerten" },
    { tags: ["beer-garden"], best: [12, 22] },
  ),
  intent(
    "beer-hall",
    {
      en: "beer hall|beer halls|beer cellar|bierhaus|bavarian beer hall",
      de: "bierhalle*|bierkeller*|braeuhaus*|bierpalast|festhalle",
    },
    { tags: ["beer-hall"] },
  ),
  intent(
    "pub",
    {
      en: "pub|pubs|local pub|irish pub|boozer|tavern|dive bar|dive bars|gastro pub",
      de: "kneipe*|eckkneipe*|stammkneipe*|pinte|spelunke|kaschemme|irish pub|pub",
    },
    { tags: ["pub"] },
  ),
  intent(
    "bar-hopping",
    {
      en: "bar hopping|barhopping|bar hop|bar crawl|pub crawl|pubcrawl|a few bars|several bars|bars and more bars",
      de: "kneipentour*|barhopping|kneipenbummel|zug durch die gemeinde|von bar zu bar|mehrere bars|ein paar bars|kneipenrunde",
    },
    { categories: ["bar"], best: [19, 26] },
  ),
  intent("bar", { en: "bar|bars|lounge|drinks bar", de: "bar|bars|lounge" }, { categories: ["bar"] }),
  intent(
    "cocktails",
    {
      en: "cocktail|cocktails|cocktail bar|mixology|speakeasy|martini|negroni|gin|gin and tonic|aperol|spritz|margarita",
      de: "cocktail*|cocktailbar*|speakeasy|aperol|spritz*|gin tonic|gin",
    },
    { tags: ["cocktails"] },
  ),
  intent(
    "whisky",
    { en: "whisky|whiskey|scotch|bourbon|single malt|rum bar", de: "whisky*|whiskey*|scotch|bourbon" },
    { tags: ["whisky"] },
  ),
  intent(
    "mulled-wine",
    {
      en: "mulled wine|gluhwein|gluehwein|hot punch|eggnog",
      de: "gluehwein*|punsch*|feuerzangenbowle|eierpunsch|jagertee|jagatee",
    },
    { tags: ["christmas-market"] },
  ),
  intent(
    "rooftop",
    {
      en: "rooftop|rooftops|rooftop bar|roof top|roof terrace|roof bar|sky bar|skybar",
      de: "dachterrasse*|dachbar*|rooftop*|ueber den daechern|skybar",
    },
    { tags: ["rooftop"] },
  ),
];
