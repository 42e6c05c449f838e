// Meals, cafés and sweet things, and the diets every meal of the plan should keep.
import { intent } from "../intent";

const diet = (id: string, en: string, de: string, tags: Parameters<typeof intent>[2]["tags"]) =>
  intent(id, { en, de }, { tags, food: "diet" });

export const SWEETS_AND_MEALS = [
  diet("vegan", "vegan|vegans|plant based|plant-based|plantbased", "vegan*|pflanzlich*|rein pflanzlich", ["vegan"]),
  diet(
    "vegetarian",
    "vegetarian|veggie|veggies|meat free|meat-free|meatless|no meat|without meat",
    "vegetarisch*|vegetarier*|fleischlos*|ohne fleisch|kein fleisch|veggie",
    ["vegetarian", "vegan"],
  ),
  diet(
    "gluten-free",
    "gluten free|gluten-free|glutenfree|coeliac|celiac|no gluten|without gluten",
    "glutenfrei*|zoeliakie|ohne gluten|kein gluten",
    ["gluten-free"],
  ),
  diet("halal", "halal", "halal", ["halal"]),
  diet("kosher", "kosher", "koscher", ["kosher"]),
  intent(
    "breakfast",
    { en: "breakfast|brekkie|breakfast spot|morning coffee and breakfast", de: "fruehstueck*|zmorge|fruehstuecken" },
    { meals: ["breakfast"], tags: ["brunch"], best: [7, 11] },
  ),
  intent(
    "brunch",
    { en: "brunch|brunching|sunday brunch|bottomless brunch", de: "brunch*|bruncher" },
    { tags: ["brunch"], meals: ["breakfast"], best: [9, 14] },
  ),
  intent(
    "lunch",
    { en: "lunch|luncheon|a bite at lunch", de: "mittagessen|mittagstisch|zmittag|zu mittag essen|mittag essen" },
    { meals: ["lunch"] },
  ),
  intent(
    "dinner",
    {
      en: "dinner|supper|a nice dinner|dining|dine",
      de: "abendessen|abendbrot|dinner|zu abend essen|znacht|nachtmahl",
    },
    { meals: ["dinner"] },
  ),
  intent(
    "meal",
    {
      en: "food|a meal|something to eat|eat|eating|a bite|a bite to eat|grab food",
      de: "essen|was essen|etwas essen|was zu essen|essen gehen|mahlzeit|happen",
    },
    { meals: ["breakfast", "lunch", "dinner"] },
  ),
  intent(
    "restaurant",
    {
      en: "restaurant|restaurants|bistro|brasserie|eatery|gastropub",
      de: "restaurant*|gasthaus|gasthaeuser|gasthof|wirtshaus|wirtshaeuser|gaststaette|lokal|beisl*|bistro*",
    },
    { categories: ["restaurant"] },
  ),
  intent(
    "cafe",
    {
      en: "cafe|cafes|coffee shop|coffee shops|coffeehouse|coffee house|tea room|tearoom",
      de: "cafe*|kaffeehaus*|kaffeehaeuser|konditorei*|kaffeestube*",
    },
    { categories: ["cafe"] },
  ),
  intent(
    "coffee",
    {
      en: "coffee|espresso|cappuccino|flat white|latte|specialty coffee|third wave coffee|pour over",
      de: "kaffee|kaffeetrinken|kaffee trinken|kaffeeroesterei*|espresso",
    },
    { tags: ["coffee"], categories: ["cafe"] },
  ),
  intent(
    "coffee-and-cake",
    { en: "coffee and cake|cake and coffee", de: "kaffee und kuchen|kaffee kuchen" },
    { tags: ["coffee", "bakery"], categories: ["cafe", "dessert"], best: [14, 18], strict: true },
  ),
  intent(
    "tea",
    { en: "tea|tea house|teahouse|chai|matcha|bubble tea", de: "tee|teehaus|teestube|teesalon|teeladen" },
    { tags: ["tea", "afternoon-tea"] },
  ),
  intent(
    "afternoon-tea",
    {
      en: "afternoon tea|high tea|cream tea|scones|tea and scones",
      de: "afternoon tea|high tea|nachmittagstee|fuenf uhr tee|five o'clock tea",
    },
    { tags: ["afternoon-tea"], best: [14, 18], strict: true },
  ),
  intent(
    "bakery",
    {
      en: "bakery|bakeries|bakers|baker|fresh bread|bread|sourdough|pastry|pastries|patisserie|boulangerie",
      de: "baeckerei*|baecker|backwaren|gebaeck|backstube|brot|sauerteig*|patisserie*",
    },
    { tags: ["bakery"] },
  ),
  intent(
    "croissants",
    {
      en: "croissant|croissants|pain au chocolat|viennoiserie|viennoiseries|cinnamon bun|cinnamon buns|cinnamon roll|cinnamon rolls|kanelbullar|babka",
      de: "croissant*|franzbroetchen|zimtschnecke*|plunder*|brezel*|breze*|laugengebaeck",
    },
    { tags: ["bakery", "pastry"] },
  ),
  intent("bagels", { en: "bagel|bagels|lox", de: "bagel*" }, { tags: ["bakery", "american"] }),
  intent(
    "dessert",
    {
      en: "dessert|desserts|sweets|something sweet|sweet tooth|cake|cakes|treats|sachertorte|sacher torte|apple strudel|strudel",
      de: "nachtisch|nachspeise*|dessert*|kuchen|torte*|sachertorte|apfelstrudel|strudel|suesses|was suesses|etwas suesses|suessigkeit*|mehlspeise*",
    },
    { categories: ["dessert"], tags: ["bakery", "ice-cream", "chocolate"] },
  ),
  intent(
    "ice-cream",
    {
      en: "ice cream|icecream|gelato|sorbet|frozen yogurt|froyo|soft serve",
      de: "eis|eis essen|eis schlecken|eisdiele*|eiscafe*|speiseeis|softeis|gelateria|glace",
    },
    { tags: ["ice-cream"] },
  ),
  intent(
    "chocolate",
    {
      en: "chocolate|chocolates|chocolatier|hot chocolate|cocoa|pralines|truffles",
      de: "schokolade*|schoko*|praline*|kakao|heisse schokolade|trinkschokolade|chocolatier",
    },
    { tags: ["chocolate"] },
  ),
  intent(
    "pancakes",
    {
      en: "pancakes|pancake|waffles|waffle|french toast",
      de: "pfannkuchen|pancake*|waffel*|kaiserschmarrn|palatschinke*|eierkuchen",
    },
    { tags: ["brunch"], meals: ["breakfast"] },
  ),
];
