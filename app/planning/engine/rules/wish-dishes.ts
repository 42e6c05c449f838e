// Dishes people wish for, in English and German: each met by its tag or by the dish named in the
// description of a place that serves food.
import type { Category, PlaceTag } from "../../places/place";
import type { Topic } from "./topic";

/** Where food is served: where a dish named in a description counts. */
export const FOOD: readonly Category[] = ["restaurant", "cafe", "market", "bar", "dessert"];

const dish = (id: string, say: string, en: string, de = en): Topic => ({
  id,
  say,
  tags: [id as PlaceTag],
  text: { en, de },
  textIn: FOOD,
});

export const DISHES: readonly Topic[] = [
  dish("fondue", "fondues?|raclette", "fondue|raclette", "fondue\\p{L}*|raclette"),
  dish("sushi", "sushi", "sushi|omakase"),
  dish("pizza", "pizzas?|pizzeria\\p{L}*", "pizzas?|pizzeria", "pizza\\p{L}*|pizzeria\\p{L}*"),
  dish("ramen", "ramen", "ramen"),
  dish("burger", "burgers?|cheeseburgers?|hamburgers?", "burgers?|cheeseburgers?", "burger|burgern"),
  dish("schnitzel", "schnitzel\\p{L}*", "schnitzels?", "schnitzel\\p{L}*"),
  dish(
    "dumplings",
    "dumplings?|knödel\\p{L}*|klöße?|maultasche\\p{L}*|dim sum|gyoza|pierogi|momos?|xiao ?long ?bao",
    "dumplings?|dim sum|gyoza|pierogi|momos?",
    "knödel\\p{L}*|klöße?|maultasche\\p{L}*|teigtasche\\p{L}*|dim sum|dumplings?",
  ),
  dish("tapas", "tapas|pintxos", "tapas|pintxos"),
  dish(
    "seafood",
    "seafood|fish|oysters?|meeresfrüchte|fisch\\p{L}*|austern?",
    "seafood|fish|oysters?|lobster",
    "meeresfrüchte|fisch\\p{L}*|austern?|hummer",
  ),
  dish("street-food", "street ?food|food ?trucks?", "street food|food trucks?", "street ?food|imbiss\\p{L}*"),
  dish("brunch", "brunch\\p{L}*|breakfast|frühstück\\p{L}*", "brunch|breakfast", "brunch\\p{L}*|frühstück\\p{L}*"),
];
