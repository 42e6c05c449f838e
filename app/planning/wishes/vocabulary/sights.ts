// Culture, sights and the open air: category words (only the category decides: "Museumsinsel" is no
// museum) and themes met by tags.
import { intent } from "../intent";

export const SIGHTS = [
  intent(
    "museum",
    { en: "museum|museums|exhibition|exhibitions|exhibit|exhibits", de: "museum|museen|ausstellung*" },
    { categories: ["museum"] },
  ),
  intent(
    "gallery",
    { en: "gallery|galleries|art gallery|art galleries", de: "galerie|galerien|kunstgalerie*" },
    { categories: ["gallery"] },
  ),
  intent(
    "art",
    {
      en: "art|arts|artwork|artworks|paintings|painting|modern art|contemporary art|old masters|impressionists|sculpture|sculptures",
      de: "kunst|kunstwerk*|gemaelde|malerei|moderne kunst|zeitgenoessische kunst|skulptur*|bildhauer*|kunsthalle*|kunstmuseum",
    },
    { categories: ["gallery"], tags: ["art"] },
  ),
  intent(
    "street-art",
    { en: "street art|graffiti|murals|mural", de: "street art|streetart|graffiti*|wandbild*|wandmalerei*" },
    { tags: ["art"] },
  ),
  intent(
    "design",
    { en: "design|design museum|interiors|furniture design", de: "design*|designmuseum|formgebung" },
    { tags: ["design"] },
  ),
  intent(
    "photography",
    {
      en: "photography|photo exhibition|photographs|photo gallery|photos",
      de: "fotografie*|fotoausstellung*|photographie|fotos|fotogalerie*",
    },
    { tags: ["photography"] },
  ),
  intent(
    "history",
    {
      en: "history|historic|historical|the past|old town|heritage",
      de: "geschichte|historisch*|altstadt|vergangenheit|zeitgeschichte",
    },
    { tags: ["history"] },
  ),
  intent(
    "memorial",
    {
      en: "memorial|memorials|monument|monuments|remembrance",
      de: "gedenkstaette*|mahnmal*|denkmal*|denkmaeler|gedenkort*",
    },
    { tags: ["history"] },
  ),
  intent(
    "castle",
    {
      en: "castle|castles|palace|palaces|stately home|fortress",
      de: "schloss|schloesser|burg|burgen|palast|palais|residenz|festung",
    },
    { tags: ["history", "architecture"] },
  ),
  intent(
    "architecture",
    {
      en: "architecture|buildings|skyscrapers|bauhaus|art nouveau|art deco",
      de: "architektur*|bauwerk*|gebaeude|hochhaeuser|wolkenkratzer|jugendstil|bauhaus",
    },
    { tags: ["architecture"] },
  ),
  intent(
    "church",
    {
      en: "church|churches|cathedral|cathedrals|chapel|chapels|basilica|abbey|minster|religious sites|midnight mass|christmas mass|christmas eve service|carol service|evensong",
      de: "kirche*|dom|doeme|kathedrale*|kapelle*|basilika*|kloster*|gotteshaus*|gotteshaeuser|christmette|mitternachtsmette|christmesse|christvesper|gottesdienst*",
    },
    { tags: ["church"] },
  ),
  intent(
    "science",
    {
      en: "science|science museum|technology|planetarium|natural history|dinosaurs|experiments",
      de: "wissenschaft*|technik*|technikmuseum|planetarium|weltraum|naturkunde*|dinosaurier*|experiment*",
    },
    { tags: ["science"] },
  ),
  intent(
    "landmark",
    {
      en: "sights|sightseeing|landmark|landmarks|the classics|must sees|must-sees|famous places",
      de: "sehenswuerdigkeit*|sightseeing|wahrzeichen|klassiker|besichtigung*",
    },
    { categories: ["landmark"] },
  ),
  intent(
    "touristy",
    {
      en: "touristy|tourist traps|tourist trap|tourist spots|tourist attractions|tourists|crowds of tourists",
      de: "touristisch*|touristenfalle*|touristen|touristenmassen|touristenattraktion*|touri*",
    },
    { categories: ["landmark"] },
  ),
  intent(
    "viewpoint",
    {
      en: "viewpoint|viewpoints|lookout|lookout point|observation deck|tower|skyline|panorama|panoramic",
      de: "aussichtspunkt*|aussichtsturm*|aussichtsplattform*|turm|panorama*|skyline",
    },
    { categories: ["viewpoint"], tags: ["view"] },
  ),
  intent(
    "ferris-wheel",
    { en: "ferris wheel|big wheel|observation wheel", de: "riesenrad*" },
    { tags: ["view"], categories: ["viewpoint"] },
  ),
  intent(
    "view",
    {
      en: "view|views|a view|with a view|nice view|great view|city views|overlooking",
      de: "aussicht|ausblick*|mit aussicht|mit blick|blick ueber|weitblick|fernblick",
    },
    { tags: ["view", "rooftop"], categories: ["viewpoint"] },
  ),
  intent(
    "sunset",
    {
      en: "sunset|sunsets|golden hour|sundown|dusk|sunrise",
      de: "sonnenuntergang*|abendrot|abendsonne|sonnenaufgang*|goldene stunde",
    },
    { tags: ["view", "rooftop"], categories: ["viewpoint"] },
  ),
  intent(
    "market",
    { en: "market|markets|marketplace|bazaar", de: "markt|maerkte|marktplatz|basar" },
    { categories: ["market"] },
  ),
  intent("park", { en: "park|parks|city park", de: "park|parks|parkanlage*|stadtpark*" }, { categories: ["park"] }),
  intent(
    "garden",
    {
      en: "garden|gardens|botanical garden|botanic garden|greenhouse|flowers|roses|rose garden",
      de: "garten|gaerten|botanisch*|gewaechshaus*|palmenhaus*|blumen|rosengarten|rosen",
    },
    { categories: ["garden"] },
  ),
  intent(
    "nature",
    {
      en: "nature|green|greenery|green spaces|trees|forest|woods|walk in the park|stroll|strolling|hike|hiking|a hike|countryside",
      de: "natur|gruen|im gruenen|ins gruene|wald|baeume|spaziergang|spazieren|spazierengehen|wandern|wanderung|landschaft",
    },
    { categories: ["park", "garden"], tags: ["nature"] },
  ),
  intent(
    "picnic",
    { en: "picnic|picnics|picnicking", de: "picknick*" },
    { categories: ["park", "garden"], setting: "outdoor" },
  ),
  intent(
    "waterside",
    {
      en: "water|waterside|waterfront|by the water|riverside|river|riverbank|lake|lakeside|harbour|harbor|canal|canals|beach|seaside|the sea|docks",
      de: "wasser|am wasser|fluss|ufer|flussufer|seeufer|am see|hafen|kanal|kanaele|strand|elbe|spree|donau|limmat|isar|themse|alster",
    },
    { tags: ["waterside"] },
  ),
  intent(
    "outdoor",
    {
      en: "outdoors|outdoor|outdoorsy|outside|open air|open-air|fresh air|in the open|al fresco|alfresco",
      de: "draussen|im freien|open air|frische luft|an der frischen luft|unter freiem himmel",
    },
    { setting: "outdoor" },
  ),
  intent(
    "activity",
    {
      en: "activity|activities|something active|something to do|an activity|action",
      de: "aktivitaet*|was unternehmen|etwas unternehmen|action|aktiv sein",
    },
    { categories: ["activity"] },
  ),
  intent(
    "sporty",
    {
      en: "sport|sports|sporty|active|exercise|workout|physical",
      de: "sport|sportlich*|bewegung|aktiv|sich bewegen|auspowern",
    },
    { tags: ["climbing", "bowling", "swimming", "ice-skating", "mini-golf"], categories: ["activity"] },
  ),
];
