// Music, nights out, stage and screen.
import { intent } from "../intent";

export const GOING_OUT = [
  intent(
    "live-music",
    {
      en: "live music|live band|live bands|music|concert|concerts|gig|gigs|live show|open mic|singer songwriter",
      de: "livemusik|live musik|live-musik|musik|konzert*|liveband*|band spielt|auftritt|open mic",
    },
    { categories: ["live_music"], tags: ["live-music", "jazz"] },
  ),
  intent(
    "jazz",
    {
      en: "jazz|live jazz|jazz bar|jazz club|jazz night|blues|swing music|bebop",
      de: "jazz*|live jazz|live-jazz|livejazz|blues",
    },
    { tags: ["jazz"], best: [19, 25] },
  ),
  intent(
    "classical-music",
    {
      en: "classical music|classical|classical concert|orchestra|symphony|philharmonic|chamber music|recital|concert hall",
      de: "klassik|klassische musik|klassisches konzert|orchester|sinfonie*|symphonie*|philharmonie*|kammermusik|konzerthaus|konzertsaal",
    },
    { tags: ["classical-music"] },
  ),
  intent(
    "opera",
    { en: "opera|operas|operetta|opera house", de: "oper|opern|operette*|opernhaus|staatsoper" },
    { tags: ["opera"] },
  ),
  intent(
    "theatre",
    {
      en: "theatre|theater|theatres|theaters|a play|plays|broadway|west end|a show|cabaret|performance",
      de: "theater*|schauspiel*|theaterstueck|auffuehrung|variete|revue|buehne",
    },
    { categories: ["theatre"] },
  ),
  intent("musical", { en: "musical|musicals|a musical", de: "musical*" }, { categories: ["theatre"] }),
  intent(
    "ballet",
    { en: "ballet|dance performance|contemporary dance", de: "ballett*|tanztheater|tanzvorstellung*" },
    { categories: ["theatre"] },
  ),
  intent(
    "comedy",
    {
      en: "comedy|stand up|stand-up|standup|comedy club|improv|improv show|comedian|comedians",
      de: "comedy|kabarett*|kleinkunst|impro*|improtheater|comedian*|stand up",
    },
    { tags: ["comedy"], best: [19, 24] },
  ),
  intent(
    "cinema",
    {
      en: "cinema|cinemas|movie|movies|film|films|flick|the pictures|screening|open air cinema",
      de: "kino*|film|filme|lichtspiel*|freiluftkino*|filmvorfuehrung",
    },
    { categories: ["cinema"] },
  ),
  intent(
    "karaoke",
    { en: "karaoke|karaoke bar|karaoke box|sing|singing|singalong", de: "karaoke*|singen|mitsingen" },
    { tags: ["karaoke"], best: [19, 26] },
  ),
  intent(
    "dancing",
    {
      en: "dance|dancing|go dancing|party|partying|clubbing|disco|salsa|tango|swing dancing|dance floor|dancefloor",
      de: "tanzen|tanz|tanzbar*|party|partys|feiern|feiern gehen|disko*|disco*|salsa|tango|tanzflaeche|abtanzen",
    },
    { categories: ["club"], tags: ["dancing"], best: [21, 29] },
  ),
  intent(
    "club",
    { en: "club|clubs|nightclub|nightclubs|night club", de: "club|clubs|nachtclub*|klub*" },
    { categories: ["club"] },
  ),
  intent(
    "techno",
    {
      en: "techno|rave|raves|house music|electronic music|edm|underground club|drum and bass|dnb",
      de: "techno*|rave*|elektro*|elektronische musik|houseparty|housemusik|technoclub*",
    },
    { tags: ["techno"], best: [23, 30] },
  ),
  intent(
    "nightlife",
    {
      en: "nightlife|night life|night out|a night out|late night|go out|going out",
      de: "nachtleben|ausgehen|um die haeuser ziehen|weggehen|fortgehen",
    },
    { categories: ["bar", "club", "live_music"] },
  ),
];
