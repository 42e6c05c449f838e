// Games, sport, shopping and outings: each met by its tag.
import type { PlaceTag } from "../../places/place";
import { intent, type Intent } from "../intent";

const thing = (id: string, en: string, de: string, tags: readonly PlaceTag[], best?: Intent["best"]) =>
  intent(id, { en, de }, best ? { tags, best } : { tags });

export const THINGS_TO_DO = [
  thing(
    "board-games",
    "board games|board game|boardgames|boardgame|board game cafe|board-game cafe|tabletop|tabletop games|game night|card games|chess|scrabble",
    "brettspiel*|gesellschaftsspiel*|spieleabend|spielecafe*|spielcafe*|kartenspiel*|schach*",
    ["board-games"],
  ),
  thing("games", "games|game|play games|gaming", "spiele|spielen|zocken|etwas spielen", [
    "board-games",
    "arcade",
    "bowling",
    "mini-golf",
    "escape-room",
  ]),
  thing("bowling", "bowling|ten pin bowling|bowling alley|skittles", "bowling*|bowlen|kegeln|kegelbahn", ["bowling"]),
  thing(
    "escape-room",
    "escape room|escape rooms|escape game|escaperoom|exit game",
    "escape room*|escaperoom*|exit game*|escape spiel",
    ["escape-room"],
  ),
  thing(
    "climbing",
    "climbing|bouldering|boulder|climbing wall|rock climbing",
    "klettern|bouldern|boulderhalle*|kletterhalle*|kletterwand|kletter*",
    ["climbing"],
  ),
  thing(
    "ice-skating",
    "ice skating|iceskating|ice-skating|skating|skate|ice rink|skating rink|ice skate",
    "schlittschuh*|eislaufen|eislauf*|eis laufen|eisbahn*|eisstadion|eisstock*|eislaufplatz|schlittschuhlaufen",
    ["ice-skating"],
    [14, 21],
  ),
  thing(
    "boat-trip",
    "boat trip|boat ride|boat tour|boat|cruise|river cruise|canal cruise|ferry|ferry ride|rowing boat|rowboat|pedal boat|kayak|kayaking|paddle|paddling",
    "boot*|bootsfahrt*|bootstour*|schiff*|schifffahrt*|dampfer*|faehre*|rundfahrt|hafenrundfahrt|tretboot*|ruderboot*|kajak*|paddeln|barkasse*",
    ["boat-trip"],
  ),
  thing(
    "mini-golf",
    "mini golf|minigolf|crazy golf|adventure golf|putt putt|putting",
    "minigolf*|mini golf|adventure golf|crazy golf",
    ["mini-golf"],
  ),
  thing(
    "arcade",
    "arcade|arcades|video games|pinball|retro games|gaming bar|vr|virtual reality",
    "spielhalle*|flipper*|videospiel*|retro games|vr|virtual reality",
    ["arcade"],
  ),
  thing(
    "darts-and-pool",
    "darts|billiards|pool table|snooker|table football|foosball|table tennis|ping pong",
    "dart*|billard*|kicker|tischkicker|tischtennis|tischfussball",
    ["pub", "arcade"],
  ),
  thing(
    "zoo",
    "zoo|zoos|animals|wildlife park|petting zoo|safari park",
    "zoo|tierpark*|tiere|streichelzoo*|wildpark*|vogelpark",
    ["zoo"],
  ),
  thing("aquarium", "aquarium|sea life|sealife|fish tank|aquariums", "aquarium*|sea life|meerestiere", ["aquarium"]),
  thing(
    "playground",
    "playground|playgrounds|play area|soft play|indoor playground",
    "spielplatz*|spielplaetze|indoorspielplatz*|abenteuerspielplatz*",
    ["playground"],
  ),
  thing(
    "swimming",
    "swimming|swim|a swim|pool|swimming pool|lido|open air pool|bathing",
    "schwimmen|schwimmbad*|freibad*|hallenbad*|baden|badeanstalt*|flussbad*|seebad*|strandbad*",
    ["swimming", "pool"],
  ),
  thing(
    "spa",
    "spa|spas|sauna|saunas|wellness|thermal bath|thermal baths|hot springs|hammam|turkish bath|massage|steam room|day spa",
    "spa|sauna*|wellness*|therme*|thermalbad*|hamam|hammam|massage*|dampfbad|dampfsauna",
    ["sauna", "pool"],
  ),
  thing(
    "vintage",
    "vintage|vintage shop|vintage shops|vintage clothes|vintage shopping|second hand|secondhand|second-hand|thrift|thrifting|thrift store|thrift shop|charity shop|retro shop",
    "vintage*|secondhand*|second hand|gebrauchtwaren|retroladen|altkleider",
    ["vintage"],
  ),
  thing(
    "records",
    "records|record|vinyl|record store|record shop|record shops|crate digging|lps",
    "schallplatte*|platten|plattenladen*|plattenlaeden|vinyl*",
    ["records"],
  ),
  thing(
    "books",
    "books|bookshop|bookshops|bookstore|bookstores|bookshop browsing|library|poetry|book reading|literature",
    "buecher|buchhandlung*|buchladen*|antiquariat*|bibliothek*|lesung*|literatur*|lyrik|poetry slam",
    ["books"],
  ),
  thing(
    "shopping",
    "shopping|shops|shop|boutiques|boutique|stores|window shopping|concept store|design shops|souvenirs|department store",
    "shoppen|shopping|einkaufen|einkaufsbummel|bummeln|boutique*|laeden|geschaefte|schaufensterbummel|kaufhaus|souvenir*|concept store",
    ["shopping"],
  ),
  thing(
    "flea-market",
    "flea market|flea markets|fleamarket|antiques market|antique market|car boot sale|swap meet|junk market",
    "flohmarkt*|floh markt|troedelmarkt*|troedel*|antikmarkt*|kunstmarkt|floehmaerkte",
    ["flea-market"],
  ),
  thing(
    "food-market",
    "food market|food markets|food hall|food halls|farmers market|farmers' market|market hall|street food market|covered market|deli market|fish market|fish markets",
    "markthalle*|wochenmarkt*|fischmarkt*|bauernmarkt*|lebensmittelmarkt|streetfood markt|food markt|fressmarkt|fressmeile",
    ["food-market"],
  ),
  thing(
    "christmas-market",
    "christmas market|christmas markets|xmas market|xmas markets|advent market|winter market|christmas fair|winter wonderland",
    "weihnachtsmarkt*|weihnachtsmaerkte|christkindl*|adventsmarkt*|adventsmaerkte|wintermarkt*|christkindlmarkt*|wintertraum",
    ["christmas-market"],
  ),
];
