// Cuisines and dishes: each chooses the plan's meal when the plan has one.
import { intent } from "../intent";

const dish = (id: string, en: string, de: string, tags: Parameters<typeof intent>[2]["tags"]) =>
  intent(id, { en, de }, { tags, food: "dish" });

export const FOOD = [
  dish("italian", "italian|italian food|trattoria|osteria|risotto", "italiener|italienisch*", ["italian", "pizza"]),
  dish("pasta", "pasta|spaghetti|carbonara|lasagne|lasagna", "nudelgericht*|pasta*", ["italian"]),
  dish("pizza", "pizza|pizzeria|neapolitan pizza", "pizza*|pizzeria*", ["pizza"]),
  dish("french", "french|french food|french cuisine|bistro food|brasserie food", "franzoesisch*|franzose", ["french"]),
  dish("crepes", "crepe|crepes|galette|galettes", "crepe*|galette*", ["french"]),
  dish("japanese", "japanese|japanese food|izakaya", "japaner|japanisch*", ["japanese", "sushi", "ramen"]),
  dish("sushi", "sushi|omakase|sashimi|maki", "sushi*", ["sushi"]),
  dish("ramen", "ramen|ramen bar|udon", "ramen*", ["ramen"]),
  dish("noodles", "noodles|noodle bar|noodle soup", "nudelsuppe*|nudeln", ["ramen", "vietnamese", "chinese", "thai"]),
  dish("chinese", "chinese|chinese food|sichuan|cantonese|peking duck", "chinese|chinesisch*|pekingente", ["chinese"]),
  dish("dim-sum", "dim sum|dimsum|xiao long bao|bao|baos|bao buns", "dim sum|dimsum", ["dumplings", "chinese"]),
  dish(
    "dumplings",
    "dumplings|gyoza|pierogi|momos|ravioli",
    "knoedel*|kloesse|maultasche*|teigtasche*|pelmeni|dumpling*",
    ["dumplings"],
  ),
  dish("korean", "korean|korean food|korean bbq|bibimbap|kimchi", "koreaner|koreanisch*", ["korean"]),
  dish("vietnamese", "vietnamese|pho|banh mi|bun bo", "vietnamese|vietnamesisch*", ["vietnamese"]),
  dish("thai", "thai|thai food|pad thai|green curry", "thailaender|thailaendisch*|thai*", ["thai"]),
  dish("indian", "indian|indian food|tandoori|dosa|biryani|masala", "inder|indisch*", ["indian"]),
  dish("curry", "curry|curries", "curry*", ["indian", "thai"]),
  dish(
    "middle-eastern",
    "middle eastern|lebanese|levantine|persian|israeli|syrian|mezze|meze",
    "libanesisch*|orientalisch*|persisch*|israelisch*|syrisch*|arabisch*",
    ["middle-eastern"],
  ),
  dish(
    "north-african",
    "moroccan|north african|maghrebi|couscous|tagine|tajine",
    "marokkan*|nordafrikanisch*|couscous|tajine",
    ["north-african"],
  ),
  dish("falafel", "falafel|hummus|shawarma", "falafel*|hummus|schawarma", ["middle-eastern"]),
  dish("turkish", "turkish|turkish food", "tuerke|tuerkisch*", ["turkish"]),
  dish("kebab", "kebab|kebap|doner|doener|doner kebab|lahmacun", "doener*|doener kebab|doenerbude|kebab*|doenerladen", [
    "turkish",
    "street-food",
  ]),
  dish("greek", "greek|greek food|gyros|souvlaki|moussaka", "grieche|griechisch*|gyros", ["greek"]),
  dish("spanish", "spanish|spanish food|paella", "spanier|spanisch*|paella", ["spanish", "tapas"]),
  dish("tapas", "tapas|pintxos|tapas bar", "tapas*|pintxos", ["tapas"]),
  dish(
    "mexican",
    "mexican|mexican food|tacos|taco|burrito|burritos|nachos|quesadilla",
    "mexikaner|mexikanisch*|taco*|burrito*",
    ["mexican"],
  ),
  dish("american", "american|american food|diner|soul food", "amerikanisch*|diner", ["american", "burger"]),
  dish("burger", "burger|burgers|cheeseburger|hamburger|smash burger", "burger*", ["burger"]),
  dish("bbq", "bbq|barbecue|barbeque|smokehouse|ribs|pulled pork|grill", "grillen|gegrilltes|spareribs|grill*", [
    "american",
    "steak",
    "korean",
  ]),
  dish("steak", "steak|steakhouse|steaks", "steak*", ["steak"]),
  dish("schnitzel", "schnitzel|wiener schnitzel", "schnitzel*", ["schnitzel"]),
  dish(
    "local-cuisine",
    "local food|local cuisine|local classics|traditional food|regional food|local dishes|home cooking|comfort food|something local|typical food|sunday roast|roast dinner|a roast",
    "regional*|hausmannskost|sonntagsbraten|traditionell* essen|typisch* essen|deftig*|wirtshausessen|bayerisch* essen|wiener kueche|oesterreichisch* kueche|schweizer kueche|hamburger kueche|berliner kueche|lokale kueche|heimische kueche",
    ["local-cuisine"],
  ),
  dish(
    "seafood",
    "seafood|fish|fish restaurant|sea food|lobster|prawns|shrimp|mussels|calamari",
    "fisch*|meeresfruechte|hummer|garnelen|muscheln|matjes|backfisch",
    ["seafood"],
  ),
  dish("oysters", "oysters|oyster bar|oyster", "austern*", ["seafood"]),
  dish("fish-and-chips", "fish and chips|fish n chips|fish & chips|fish chips|chippy", "fish and chips", [
    "seafood",
    "pub",
  ]),
  dish("fondue", "fondue|raclette|cheese fondue", "fondue*|raclette|kaesefondue", ["fondue"]),
  dish("cheese", "cheese|cheeses|cheese board|cheese platter", "kaese|kaeseplatte|kaesespezialitaeten", [
    "fondue",
    "wine",
    "french",
  ]),
  dish(
    "sandwiches",
    "sandwich|sandwiches|deli|delicatessen|bagel sandwich|pastrami|reuben",
    "sandwich*|stulle*|belegte broetchen|feinkost*|deli",
    ["cheap-eats", "american"],
  ),
  dish(
    "street-food",
    "street food|streetfood|food truck|food trucks|snack|snacks",
    "imbiss*|imbissbude|streetfood|snack*",
    ["street-food"],
  ),
  dish(
    "currywurst",
    "currywurst|bratwurst|sausage|sausages|hot dog|hot dogs|wurst",
    "currywurst*|bratwurst*|wuerstel*|wurst*|weisswurst*|leberkaese*|wurststand",
    ["street-food", "local-cuisine"],
  ),
  dish(
    "cheap-eats",
    "cheap eats|cheap food|cheap eat|budget food|budget eats|cheap lunch|cheap dinner|eat cheap|eating cheap|affordable food|cheap and cheerful",
    "guenstig essen|billig essen|preiswert essen|guenstiges essen|billiges essen|preiswertes essen|guenstig* mittagessen|guenstig* abendessen|essen fuer wenig geld",
    ["cheap-eats", "street-food"],
  ),
  dish(
    "late-night-food",
    "late night food|late-night food|late night eats|late night snack|midnight snack|food after midnight|late dinner|late bite",
    "spaet essen|nachts essen|spaetes essen|mitternachtssnack|essen nach mitternacht|spaet noch essen|spaetes abendessen",
    ["late-night-food"],
  ),
  dish(
    "fine-dining",
    "fine dining|fine-dining|gourmet|haute cuisine|fancy dinner|fancy restaurant",
    "gourmet*|feinschmecker*|edel essen|haute cuisine|fine dining",
    ["fine-dining", "tasting-menu"],
  ),
  // A starred kitchen serves a tasting menu; a smart sushi room is fine dining but not what "Sterneküche" asks.
  dish(
    "starred",
    "michelin|michelin star|michelin starred|michelin-starred|starred restaurant|star restaurant",
    "sterne*|sternekueche|sternerestaurant*|sternekoch|michelin*",
    ["tasting-menu"],
  ),
  dish(
    "tasting-menu",
    "tasting menu|tasting menus|degustation|chef's table|chefs table|set menu",
    "degustation*|menue|mehrgaengig*|mehr gaenge|gaengemenue",
    // A fine steakhouse is no tasting menu: only places that serve one.
    ["tasting-menu"],
  ),
  dish("healthy", "healthy|healthy food|salad|salads|bowl|bowls|poke|poke bowl", "gesund*|salat*|bowl*|poke", [
    "vegan",
    "vegetarian",
  ]),
];
