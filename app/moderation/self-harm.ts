// Finds someone writing about ending their life or harming themselves, in English and German, whatever
// the word order ("umbringen will ich mich"), the words in between ("I want to just kill myself"), the
// inflection ("hab mich geritzt") or the chat spelling ("i wanna kms"); and tells it apart from the idioms
// of a night out ("a view to die for", "Schnitzel zum Sterben gut", "ist geritzt", "bringt mich um 8 heim").
// Single words that need no context (suicide, Suizid, self-harm, SVV) are the blocklist's.
//
// Reads folded text word by word (phrase-match.ts), so it costs a few look-ups per word: cheap enough to
// run while typing in the 20-character special request and on chat messages of a thousand characters.
import type { Severity } from "./blocklist";
import {
  after,
  anchored,
  around,
  before,
  clauseHas,
  phrase,
  phraseUnless,
  set,
  wordsOf,
  type Find,
  type Word,
} from "./phrase-match";
import { PASSIVE_WISHES } from "./self-harm-wishes";

/** What was found: its severity and the words that say it, so other checks can leave those words out. */
export type SelfHarmFinding = { severity: Severity; words: Word[] };

/** Oneself, in English; "my self" arrives here as "myself". Someone else's self counts: a friend in crisis. */
const SELF = "myself|meself|myslef|mysef|himself|herself|themselves|themself";
/** Oneself, in German: the reflexive pronouns ("mi" in Bavarian and Austrian: "i bring mi um"). */
const REFLEXIVE = set("mich mi sich uns");
/** After these, "mich" is not the one acted on: "für mich geritzt", "ohne mich". */
const PREPOSITIONS = set("fuer ohne gegen durch um an auf ueber in hinter vor neben");
/** "um" followed by these is "at" or "around", not the end of "bringt … um": "bringt mich um 8 heim". */
const NOT_SEPARABLE_UM = set(
  "die den das dem der des ein eine einen einem einer zu so wie mitternacht halb viertel punkt jeden jede " +
    "mein meine meinen dein deine deinen sein seine ihre ihren unsere unseren eins zwei drei vier fuenf sechs " +
    "sieben acht neun zehn elf zwoelf uhr hilfe rat erlaubnis verzeihung nichts etwas was alles",
);
/** German wishes: "ich will / möchte / würde lieber … sterben". */
const WISH_DE = set("will wil moechte mochte moecht mag wuensche wuensch wuenschte wollte wollen moechten lieber");
const NEGATION_DE = set("nicht nie niemals keinesfalls");
/** Where "I don't want to live …" is about a place, not about living. */
const PLACES = set(
  "in near at on there close next outside abroad downtown together by somewhere anywhere around uptown",
);
/** Accidents: "hurt myself skiing", "burned myself on the stove", "cut myself some slack". */
const ACCIDENTS = set(
  "accidentally accidently accident shaving cooking chopping slicing skiing snowboarding skating playing " +
    "running hiking climbing training gym workout football soccer tennis stove oven pan iron kitchen slack",
);
const WATER = set("river lake sea ocean water bath bathtub tub pool canal thames hudson spree elbe isar danube");
/** Distances: "5 kms from the hotel" is kilometres, not "kill myself". */
const KM_BEFORE = set(
  "few couple several some many more less fewer extra additional two three four five six seven eight " +
    "nine ten twenty fifty hundred",
);
const KM_AFTER = set(
  "away from walk walking drive driving ride radius north south east west outside of per each long left",
);
const FIRST_PERSON = set("i im ima imma ill id ive me my ich");
const SECOND_PERSON = set("you u ur youre yourself urself du dich dir ihr");
const OTHERS = set("you u yourself urself him her them someone somebody everyone people");
const KILL_DE = set(
  "umbringen umbringn umbring umbringe umbringst umbringt umgebracht umzubringen umbrachte toeten toete toetest " +
    "getoetet zutoeten erhaengen erhaenge erhaengt erhaengte aufhaengen aufhaenge aufgehaengt aufzuhaengen " +
    "erschiessen erschiesse erschossen ertraenken ertraenke ertraenkt",
);
const BRING = set("bring bringe bringst bringt bringn bringen brachte brachtest brachten");
const CUT_DE = set(
  "aufschneiden aufschneide aufgeschnitten aufzuschneiden aufritzen aufgeritzt schneiden schneide geschnitten ritzen",
);
const JUMPING_FOR_FUN = /^(?:bungee|base|fallschirm|klippen|cliff|parachut|sky)/;
const ACCIDENTAL_DE = set("beim bei versehentlich");
const SECOND_PERSON_DE = set("du bist ihr seid dich");
/** Cut-off words the blocklist cannot know: "thinking about suici". */
const CUT_TERMS = ["suici", "suizi", "selbstmo", "selbstverl", "lebensmue"];

/** A reflexive pronoun acted on near word `at` ("mich" not after "für"), or -1. */
const reflexiveNear = (words: Word[], at: number, reach = 6) =>
  around(words, at, reach).find((i) => REFLEXIVE.has(words[i].text) && !PREPOSITIONS.has(words[i - 1]?.text ?? "")) ??
  -1;

type Rule = { severity: Severity; find: Find };

const ACTS: Rule[] = [
  // English: doing it to oneself.
  {
    severity: "critical",
    find: phraseUnless(
      `kill|kil|kills|killed|killing|killin|hang|hanging|hanged|shoot|shooting|shot|stab|stabbing|stabbed|strangle|strangling|suffocate|suffocating|unalive|unaliving|unalived ${SELF}`,
      // "shoot myself in the foot"
      (words, found) => after(words, found) === "in" && /^(?:foot|feet|leg)$/.test(after(words, found, 3)),
    ),
  },
  {
    severity: "critical",
    // "drown myself in margaritas" is a night out; "in the river" is not.
    find: phraseUnless(`drown|drowning|drowned ${SELF}`, (words, found) => {
      if (after(words, found) !== "in") return false;
      const object = /^(?:the|a|my)$/.test(after(words, found, 2)) ? after(words, found, 3) : after(words, found, 2);
      return !WATER.has(object);
    }),
  },
  { severity: "critical", find: phrase("killmyself|killmyslf|kilmyself") },
  { severity: "critical", find: phrase(`to|2|gonna|wanna|will|ill|should|just|might|gotta|could off|end ${SELF}`) },
  { severity: "high", find: phrase(`harm|harming|harmed|starve|starving|starved ${SELF}`) },
  {
    severity: "high",
    find: phraseUnless(
      `hurt|hurting|hurts|cut|cuts|cutting|cuttin|burn|burning|burns|burned|burnt ${SELF}`,
      (words, found) =>
        /^accident/.test(before(words, found)) ||
        [1, 2, 3, 4].some((n) => ACCIDENTS.has(after(words, found, n))) ||
        (after(words, found) === "a" && /^(?:slice|piece|break|treat)$/.test(after(words, found, 2))),
    ),
  },
  {
    severity: "critical",
    find: phrase("slit|slitting|slice|slicing|cut|cutting|open my|own? wrist|wrists|vein|veins"),
  },
  // English: wishing to be dead.
  {
    severity: "critical",
    find: phrase("want|wants|wanted|wanting|wish|ready|deserve|deserves|need|needs|plan|planning to|2 be? die|dead"),
  },
  { severity: "critical", find: phrase("wanna|wana|tryna be? die|dead") },
  {
    severity: "critical",
    find: phrase("wish|wished|hope that? i could|would|will|can|might|was|were|had? die|dead|died"),
  },
  { severity: "critical", find: phrase("wish|wished that? i wasnt|werent alive|here|born") },
  { severity: "critical", find: phrase("wish|wished that? i was|were|had never|not been? born") },
  { severity: "critical", find: phrase("better off dead") },
  { severity: "critical", find: phrase("better off without me") },
  { severity: "critical", find: phraseUnless("rather|sooner be? dead|die", (w, f) => after(w, f) === "than") },
  {
    severity: "critical",
    find: phraseUnless("end|ending|ended|take|taking|took my own? life", (words, found) =>
      /^(?:savings|story|stories|insurance|partner)$/.test(after(words, found)),
    ),
  },
  { severity: "critical", find: phrase("end|ending|ended it all") },
  {
    severity: "critical",
    find: phrase("want|wish|wanted|hope someone|somebody|sb|anyone|something to|would|could|will kill me"),
  },
  // English: not wanting to live.
  {
    severity: "critical",
    find: phraseUnless(
      "dont|not want|wanna to|2? live|exist",
      (words, found) =>
        // "I don't want to live in London", "… to live-stream our date"
        /^(?:stream|streaming|music|band|show|gig)$/.test(after(words, found)) || PLACES.has(after(words, found)),
    ),
  },
  { severity: "critical", find: phrase("dont|not want|wanna to|2? be alive") },
  { severity: "critical", find: phrase("dont|not want|wanna to|2? be here|around anymore|anymre") },
  {
    severity: "critical",
    find: phraseUnless("dont|not|never want|wanna? to|2? wake up", (words, found) =>
      /^(?:early|before|at|so|too|till|until|for|in|with|on|this)$/.test(after(words, found)),
    ),
  },
  {
    severity: "critical",
    find: phraseUnless("no|nothing|nothin reason|left? to|2 live", (w, f) => PLACES.has(after(w, f))),
  },
  // English: ways of doing it.
  {
    severity: "critical",
    find: phraseUnless("jump|jumping|jumped off|from a|the|this? bridge|roof|building|balcony|tower", (words, found) =>
      JUMPING_FOR_FUN.test(before(words, found)),
    ),
  },
  {
    severity: "critical",
    find: phrase(
      `jump|jumping|jumped|throw|throwing|threw ${SELF}? in front of a|the? train|bus|truck|car|tube|subway`,
    ),
  },
  // Chat abbreviations: "kms" (kill myself) unless it is kilometres; "kys" (kill yourself) only when
  // someone says it of themselves ("i wanna kys"), otherwise the classifier takes it as a threat.
  {
    severity: "critical",
    find: anchored(set("kms"), (words, at) => {
      const prev = words[at - 1]?.clause === words[at].clause ? words[at - 1].text : "";
      const next = words[at + 1]?.clause === words[at].clause ? words[at + 1].text : "";
      return /^\d/.test(prev) || KM_BEFORE.has(prev) || KM_AFTER.has(next) ? null : [at];
    }),
  },
  {
    severity: "critical",
    find: anchored(set("kys"), (words, at) => {
      const earlier = words.slice(0, at).filter((w) => w.clause === words[at].clause);
      const self = earlier.some((w) => FIRST_PERSON.has(w.text));
      return self && !earlier.some((w) => SECOND_PERSON.has(w.text)) ? [at] : null;
    }),
  },
  {
    // "unalive" means suicide unless it is done to someone else ("unalive him" is a threat).
    severity: "critical",
    find: anchored(set("unalive unaliving unalived unalives"), (words, at) =>
      OTHERS.has(words[at + 1]?.text ?? "") ? null : [at],
    ),
  },
  // German: killing oneself, in any word order ("mich heute umbringen", "umbringen will ich mich").
  {
    severity: "critical",
    find: anchored(KILL_DE, (words, at) => {
      const pronoun = reflexiveNear(words, at);
      return pronoun < 0 ? null : [pronoun, at];
    }),
  },
  {
    // "ich bringe mich (heute) um", but not "bringt mich um 8 heim" or "um den Verstand".
    severity: "critical",
    find: anchored(BRING, (words, at) => {
      for (let i = at + 1; i <= at + 7 && words[i]?.clause === words[at].clause; i++) {
        if (words[i].text !== "um") continue;
        const next = words[i + 1]?.clause === words[at].clause ? words[i + 1].text : "";
        if (/^\d/.test(next) || NOT_SEPARABLE_UM.has(next)) return null;
        const pronoun = reflexiveNear(words, at, 3);
        return pronoun >= 0 && pronoun < i ? [at, pronoun, i] : null;
      }
      return null;
    }),
  },
  { severity: "critical", find: phrase("mir|mi|sich|uns das leben zu? nehmen|genommen") },
  { severity: "critical", find: phrase("nehme|nehm|nimmt|nahm|nehmen mir|mi|sich|uns das leben") },
  { severity: "critical", find: phrase("mir|mi etwas|was|ewas antun|anzutun|angetan") },
  // German: cutting oneself ("ritze mich", "hab mich wieder geritzt"; "ist geritzt" means "it's settled").
  { severity: "high", find: phrase("ritze|ritz|ritzt|ritzte|ritzten|ritzest|ritzend mich|mi|mir|sich|uns") },
  {
    severity: "high",
    find: anchored(set("geritzt aufgeritzt"), (words, at) => {
      const pronoun = reflexiveNear(words, at);
      return pronoun < 0 ? null : [pronoun, at];
    }),
  },
  {
    severity: "critical",
    find: (words, at) => {
      if (!words[at].text.startsWith("pulsader")) return null;
      const cut = around(words, at, 6).find((i) => CUT_DE.has(words[i].text));
      return cut === undefined ? null : [at, cut];
    },
  },
  {
    // "ich will mich verletzen", not "ich will mich nicht verletzen" or "beim Sport verletzt".
    severity: "high",
    find: phraseUnless("mich|mi|sich|uns zu? verletzen", (w, f) => clauseHas(w, f[0], ACCIDENTAL_DE)),
  },
  {
    severity: "high",
    find: phraseUnless("verletze|verletz mich|mi", (w, f) => clauseHas(w, f[0], ACCIDENTAL_DE)),
  },
  // German: wishing to be dead ("ich will einfach sterben", "wäre lieber tot"), not "zum Sterben gut",
  // "ich will nicht sterben" or "lieber tot als …".
  {
    severity: "critical",
    find: anchored(set("sterben sterbn"), (words, at) => wishNear(words, at, true)),
  },
  { severity: "critical", find: anchored(set("tot"), (words, at) => wishNear(words, at, false)) },
  {
    severity: "critical",
    find: phraseUnless("nicht|nie mehr|laenger leben|weiterleben", (words, found) =>
      // "Tiere, die nicht mehr leben"
      /^(?:die|der|welche|welcher)$/.test(before(words, found)),
    ),
  },
  { severity: "critical", find: phrase("nicht|nie weiterleben") },
  {
    severity: "critical",
    find: phrase("kein|keine|keinen|keinerlei lust|bock|kraft|grund|sinn|mut mehr? zu|zum? leben"),
  },
  { severity: "critical", find: phrase("nicht|nie mehr|wieder aufwachen") },
  { severity: "critical", find: phrase("mein|meinem leben zu|ein? beenden|ende") },
  { severity: "critical", find: phrase("alles zu? beenden") },
  { severity: "critical", find: phrase("mit allem schluss") },
  { severity: "critical", find: phrase("mit dem|meinem leben schluss") },
  {
    // "lebensmüde", but not "bist du lebensmüde?" (said of a daring plan).
    severity: "critical",
    find: (words, at) =>
      (/^lebensmue?d/.test(words[at].text) || (words[at].cut && words[at].text === "lebensmue")) &&
      !clauseHas(words, at, SECOND_PERSON_DE)
        ? [at]
        : null,
  },
  {
    severity: "critical",
    find: phraseUnless(
      "von|vom der|einer|dem|einem? bruecke|dach|hochhaus|balkon|turm springen|runterspringen|springe|spring",
      (words, found) => around(words, found[0], 4).some((i) => JUMPING_FOR_FUN.test(words[i].text)),
    ),
  },
  {
    severity: "critical",
    find: phraseUnless(
      "springe|spring|springen|runterspringen von|vom der|einer|dem|einem? bruecke|dach|hochhaus|balkon|turm",
      (words, found) => around(words, found[0], 4).some((i) => JUMPING_FOR_FUN.test(words[i].text)),
    ),
  },
  {
    severity: "high",
    find: (words, at) => (words[at].cut && CUT_TERMS.some((t) => words[at].text.startsWith(t)) ? [at] : null),
  },
  { severity: "critical", find: phrase("vor den|einen zug|lkw|bus werfen|springen|laufen|schmeissen") },
  {
    severity: "critical",
    find: phrase("werfe|werf|springe|spring|schmeisse|schmeiss|laufe mich|mi? vor den|einen zug|lkw|bus"),
  },
];

/** A wish to die or be dead near word `at`, unless negated, "zum Sterben (gut)" or "lieber … als". */
function wishNear(words: Word[], at: number, dying: boolean): number[] | null {
  if (dying && /^(?:zum|zu|vorm)$/.test(words[at - 1]?.text ?? "")) return null;
  const near = around(words, at, 6);
  const wish = near.find((i) => WISH_DE.has(words[i].text));
  if (wish === undefined) return null;
  if (!dying && !/^(?:lieber|wuensch|will|moechte|wollte)/.test(words[wish].text)) return null;
  const [from, to] = wish < at ? [wish, at] : [at, wish];
  if (near.some((i) => i > from && i < to && NEGATION_DE.has(words[i].text))) return null;
  if (words[wish].text === "lieber" && near.some((i) => i > at && words[i].text === "als")) return null;
  return [wish, at];
}

const RULES: Rule[] = [...ACTS, ...PASSIVE_WISHES];

const RANK: Record<Severity, number> = { low: 0, medium: 1, high: 2, critical: 3 };

/** The rules by the words they start at; the others are tried at every word, and all at a cut-off one. */
const BY_FIRST = new Map<string, Rule[]>();
const AT_EVERY_WORD: Rule[] = [];
for (const rule of RULES) {
  if (!rule.find.first) AT_EVERY_WORD.push(rule);
  else for (const word of rule.find.first) BY_FIRST.set(word, [...(BY_FIRST.get(word) ?? []), rule]);
}

/** Self-harm in folded text (fold-text.ts), or null. */
export function findSelfHarm(folded: string): SelfHarmFinding | null {
  const words = wordsOf(folded);
  let severity: Severity | null = null;
  const found = new Set<number>();
  for (let at = 0; at < words.length; at++) {
    const lists = words[at].cut ? [RULES] : [BY_FIRST.get(words[at].text) ?? [], AT_EVERY_WORD];
    for (const rules of lists) {
      for (const rule of rules) {
        const hit = rule.find(words, at);
        if (!hit) continue;
        for (const i of hit) found.add(i);
        if (!severity || RANK[rule.severity] > RANK[severity]) severity = rule.severity;
      }
    }
  }
  return severity ? { severity, words: [...found].sort((a, b) => a - b).map((i) => words[i]) } : null;
}
