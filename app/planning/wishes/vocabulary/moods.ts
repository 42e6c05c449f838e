// What a place is like and who can come: moods, weather, dogs, access, budget words.
import { intent } from "../intent";

export const MOODS = [
  intent(
    "cosy",
    {
      en: "cosy|cozy|snug|hygge|homely|warm and cosy|fireplace|open fire|candlelit|candle light",
      de: "gemuetlich*|kuschelig*|heimelig*|behaglich*|urig*|kamin*|kaminfeuer|kerzenschein|hyggelig",
    },
    { tags: ["cosy"] },
  ),
  intent(
    "rainy-day",
    {
      en: "rainy day|rainy|rain|if it rains|in case of rain|bad weather|wet weather|rainy weather|when it rains|cold day|too cold",
      de: "regen|regentag|regnerisch*|bei regen|falls es regnet|wenn es regnet|schlechtwetter*|schlechtes wetter|mistwetter|schietwetter|sauwetter|kalt draussen",
    },
    { tags: ["rainy-day"], setting: "indoor" },
  ),
  intent(
    "dog-friendly",
    {
      en: "dog|dogs|dog friendly|dog-friendly|dogfriendly|with our dog|with my dog|with the dog|pup|puppy|doggo|pets allowed|pet friendly|pet-friendly",
      de: "hund|hunde|hundefreundlich*|mit hund|mit unserem hund|mit meinem hund|hund kommt mit|hund dabei|vierbeiner|welpe*|haustier*|hundchen|huendchen",
    },
    { tags: ["dog-friendly"] },
  ),
  intent(
    "step-free",
    {
      en: "wheelchair|wheelchair accessible|wheelchair friendly|accessible|step free|step-free|stepfree|barrier free|barrier-free|no stairs|no steps|mobility|walker|crutches|pram|stroller|buggy|pushchair",
      de: "rollstuhl*|rollifahrer*|rolli|barrierefrei*|stufenlos*|ohne stufen|keine treppen|keine stufen|gehbehindert*|rollator*|kinderwagen*|buggy|krucken|kruecken",
    },
    { tags: ["step-free"] },
  ),
  intent(
    "quiet",
    {
      en: "quiet|calm|peaceful|tranquil|relaxing|low key|low-key|not loud|not too loud|not crowded|chill place|laid back",
      de: "ruhig*|leise|entspannt*|beschaulich*|nicht zu laut|nicht laut|nicht ueberlaufen|wenig los|abseits",
    },
    { tags: ["quiet"] },
  ),
  intent(
    "lively",
    {
      en: "lively|buzzing|busy|vibrant|bustling|happening|where it's at|crowded|energetic|loud",
      de: "lebhaft*|belebt*|trubel|was los|viel los|wo was los ist|quirlig*|lebendig*|laut",
    },
    { tags: ["lively"] },
  ),
  intent(
    "outdoor-seating",
    {
      en: "outdoor seating|sit outside|sitting outside|terrace|terraces|patio|garden seating|sidewalk table|pavement cafe|al fresco dining",
      de: "terrasse*|draussen sitzen|aussenbereich*|aussenplaetze|freisitz*|gastgarten*|schanigarten*|sonnenterrasse*",
    },
    { tags: ["outdoor-seating", "beer-garden"] },
  ),
];
