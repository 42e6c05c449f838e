// Requests to plan harm to the person one is going out with: getting them drunk or drugged, following,
// watching or tracking them, or pressuring them past a no. Amble plans none of these; the chat, the form,
// the API and the understanding layer all ask this one function. Everyday look-alikes pass: "a wine
// tasting to get tipsy together", "follow the river walk", "people watching", "track cycling".
// Pure TypeScript, English and German, on folded and unmasked text (fold-text.ts, unmask.ts).
import { foldText } from "./fold-text";
import { unleet, unmask } from "./unmask";

export const HARM_KINDS = ["intoxicate", "stalk", "coerce"] as const;
export type HarmKind = (typeof HARM_KINDS)[number];
export type HarmfulIntent = { kind: HarmKind };

const any = (words: string) => `(?:${words.trim().split(/\s+/).join("|")})`;

// Someone else: a pronoun, or a person one might date with "my", "the", "this" or "a" in front.
const PERSON_NOUN = any(`
  date ex girl guy woman man girlfriend boyfriend gf bf wife husband partner crush coworker colleague
  neighbour neighbor friend match lady chick
`);
const PERSON = `(?:her|him|them|someone|somebody|(?:my|the|this|that|a|his)\\s+(?:\\w+\\s+)?${PERSON_NOUN})`;
const PERSON_DE_NOUN = any(`
  ex date freundin freund frau mann maedchen typ kollegin kollege nachbarin nachbar partnerin partner crush
`);
const PERSON_DE = `(?:sie|ihn|ihr|ihm|jemanden|jemandem|(?:meine|meinen|meinem|meiner|mein|die|den|dem|das|eine|einen|einer|ein|diese|diesen)\\s+(?:\\w+\\s+)?${PERSON_DE_NOUN})`;
/** Cannot say no, or will not know: what turns a drink into harm. */
const UNWILLING =
  "(?:can t|cant|cannot|won t|wont|couldn t|wouldn t|is unable to) (?:say no|refuse|resist|remember|leave|fight back|say stop)";
const UNWILLING_DE = "(?:nicht|nie) (?:mehr )?(?:nein sagen|wehren|widersprechen|weiss|erinnern|ablehnen)";

const DRUNK = any("drunk drunker wasted hammered smashed plastered blackout trashed sloshed legless tipsy");
const DRINK = any("drink drinks glass cocktail beer wine shot coffee soda juice");
const SUBSTANCE = any(
  "something sth stuff pill pills drug drugs roofie roofies rohypnol ghb ketamine xanax sedative sedatives powder",
);
const DRINK_DE = any("getraenk glas drink bier wein cocktail sekt");

type Rule = [HarmKind, RegExp];
const rule = (kind: HarmKind, source: string): Rule => [kind, new RegExp(source)];

// prettier-ignore
const RULES: Rule[] = [
  // Getting someone drunk or drugged.
  rule("intoxicate", `\\b(?:get|getting|gets|got|make|making|keep|keeping) ${PERSON} (?:really |very |so |super |completely |totally |blind |black ?out )?${DRUNK}\\b`),
  rule("intoxicate", `\\b(?:ply|plying|plied) ${PERSON} with\\b|\\b(?:liquor|liquoring) ${PERSON} up\\b|\\bloosen ${PERSON} up with (?:drinks|alcohol|shots|booze|wine)\\b`),
  rule("intoxicate", `\\b(?:slip|slipping|put|putting|drop|dropping|spike|spiking|lace|lacing|mix|mixing|sneak|sneaking) (?:a |some )?(?:${SUBSTANCE} )?(?:in|into) (?:her|his|their|my date s) ${DRINK}\\b`),
  rule("intoxicate", `\\b(?:spike|spiking|spiked|lace|lacing|laced|drug|drugging|drugged|roofie|roofied|sedate|sedating) ${PERSON}\\b`),
  rule("intoxicate", `\\b(?:spike|spiking|lace|lacing|dose|dosing) (?:her|his|their) ${DRINK}\\b`),
  rule("intoxicate", `\\b${DRUNK}\\b(?: \\w+){0,3} (?:she|he|they) ${UNWILLING}\\b`),
  rule("intoxicate", `\\b(?:k ?o ?tropfen|roofies?|rohypnol|ghb|date rape drugs?|liquid ecstasy)\\b`),
  rule("intoxicate", `\\b${PERSON_DE} (?:\\w+ )?(?:betrunken|besoffen|abgefuellt|dicht) (?:machen|kriegen|bekommen)\\b`),
  rule("intoxicate", `\\b${PERSON_DE} (?:\\w+ )?(?:abfuellen|abzufuellen|betaeuben|unter drogen setzen)\\b|\\bfuell\\w* (?:sie|ihn) (?:\\w+ )?ab\\b`),
  rule("intoxicate", `\\b(?:betrunken|besoffen|abgefuellt|abfuellen)\\b(?: \\w+){0,6} ${UNWILLING_DE}\\b`),
  rule("intoxicate", `\\b(?:ihr|ihm) (?:etwas|was|tropfen|pillen?|drogen|pulver) (?:heimlich )?(?:in|ins)\\b|\\b(?:etwas|was|tropfen|pillen?|drogen|pulver) (?:heimlich )?(?:in (?:ihr|ihren|sein|seinen)|heimlich ins) ${DRINK_DE}\\b`),
  rule("intoxicate", `\\bmake sure (?:she|he|they) (?:is|s|are|gets|get) (?:\\w+ )?${DRUNK}\\b`),
  rule("intoxicate", `\\b(?:mach|mache|machen|krieg|kriege|kriegen|bekomm|bekomme) (?:ich |man )?${PERSON_DE} (?:\\w+ )?(?:betrunken|besoffen|dicht|abgefuellt)\\b`),
  // Following, watching or tracking a person.
  rule("stalk", `\\b(?:follow|following|tail|tailing|shadow|shadowing|stalk|stalking|spy on|spying on|watch|watching|observe|observing|film|filming|photograph|photographing|monitor|monitoring|track|tracking) (?:my|his|her) ex\\b`),
  rule("stalk", `\\b(?:secretly|covertly|discreetly) (?:follow|following|watch|watching|observe|observing|track|tracking|spy|spying|check on|keep tabs on)\\b`),
  rule("stalk", `\\b(?:secretly|covertly) (?:film|filming|photograph|photographing|record|recording) ${PERSON}`),
  rule("stalk", `\\b(?:follow|following|watch|watching|observe|observing|film|filming|track|tracking) ${PERSON} (?:\\w+ )?(?:secretly|covertly|without (?:her|him|them) (?:knowing|noticing|seeing))\\b`),
  rule("stalk", `\\b(?:stalk|stalking|spy on|spying on|keep tabs on|keeping tabs on)\\b`),
  rule("stalk", `\\b(?:follow|following|tail|tailing|watch|watching) ${PERSON} (?:home|on (?:her|his|their) date|to (?:her|his|their) (?:date|house|home|flat|apartment|place|work))\\b`),
  rule("stalk", `\\b(?:track|tracking|trace|tracing|locate|locating|find|check) (?:her|his|their|(?:my|his|her) ${PERSON_NOUN} s) (?:phone|location|car|whereabouts|gps)\\b`),
  rule("stalk", `\\b(?:track|tracking) (?:her|him|them|someone|somebody|my ${PERSON_NOUN})\\b`),
  rule("stalk", `\\b(?:airtag|air tag|tracker|gps tracker|tracking device) (?:on|in|into|under) (?:her|his|their)\\b`),
  rule("stalk", `\\b(?:find out|figure out|see) (?:where|who) (?:she|he|my ex) (?:lives|is meeting|meets|is dating|goes|is going|is with)\\b`),
  rule("stalk", `\\b(?:wait|waiting|hide|hiding|lurk|lurking) (?:outside|near|behind|in front of|around) (?:her|his|their|my ex s) (?:house|home|flat|apartment|place|work|office|door)\\b`),
  rule("stalk", `\\b(?:heimlich|unauffaellig|unbemerkt) (?:\\w+ ){0,3}(?:folgen|verfolgen|nachgehen|nachlaufen|beobachten|filmen|fotografieren|ueberwachen|orten|tracken|hinterher\\w*)\\b`),
  rule("stalk", `\\b(?:meine|meinen|meinem|meiner|mein|seine|seiner|ihre|ihrer) ex\\b(?: \\w+){0,4} (?:folgen|verfolgen|beobachten|ueberwachen|ausspionieren|orten|tracken|filmen|hinterherlaufen|nachspionieren|nachgehen)\\b`),
  rule("stalk", `\\b(?:stalken|ausspionieren|ausspaehen|nachspionieren|nachstellen|auflauern|aufzulauern)\\b`),
  rule("stalk", `\\b(?:ihr|sein|ihren|seinen) (?:handy|telefon|standort|auto) (?:\\w+ )?(?:orten|tracken|verfolgen|ueberwachen)\\b`),
  rule("stalk", `\\b${PERSON_DE} (?:ueberwachen|orten|tracken)\\b`),
  rule("stalk", `\\b(?:vor|bei) (?:ihrer|seiner) (?:wohnung|haustuer|tuer|arbeit|haus) (?:warten|auflauern|abpassen)\\b`),
  // Pressuring someone past a no.
  rule("coerce", `\\b(?:even if|even though|whether or not|although) (?:she|he|they) (?:says|said|say) no\\b`),
  rule("coerce", `\\b(?:even if|even though) (?:she|he|they) (?:doesn t|does not|don t|do not|didn t|did not) want\\b`),
  rule("coerce", `\\bwhether (?:she|he|they) (?:wants?|likes?) (?:it |to )?or not\\b`),
  rule("coerce", `\\b(?:so|so that) (?:she|he|they) ${UNWILLING}\\b`),
  rule("coerce", `\\b(?:she|he|they) (?:can t|cant|cannot|won t be able to) (?:leave|go|go home) (?:until|unless|before)\\b`),
  rule("coerce", `\\b(?:can t|cant|cannot|couldn t|won t) (?:get away|escape|run away) from me\\b`),
  rule("coerce", `\\b(?:keep|keeping|stop|stopping|prevent|preventing) ${PERSON} from (?:leaving|going|getting away|saying no)\\b`),
  rule("coerce", `\\bso (?:she|he|they) (?:has|have) to (?:stay|sleep|come home|go home) with me\\b`),
  rule("coerce", `\\b(?:force|forcing|pressure|pressuring|pressured|coerce|coercing|guilt trip|trap|trapping) ${PERSON}\\b`),
  rule("coerce", `\\b(?:make|making) ${PERSON} (?:come|go|sleep|stay) (?:home |back |over )?with me\\b`),
  rule("coerce", `\\b(?:not|never|won t|wont|don t|dont) take no for an answer\\b`),
  rule("coerce", `\\btake advantage of ${PERSON}`),
  rule("coerce", `\\bagainst (?:her|his|their) will\\b`),
  rule("coerce", `\\b(?:auch wenn|obwohl|selbst wenn) (?:sie|er) nein (?:sagt|gesagt)\\b|\\b(?:auch wenn|obwohl|selbst wenn) (?:sie|er) (?:nicht will|keine lust hat)\\b`),
  rule("coerce", `\\bob (?:sie|er) (?:will|moechte|mag) oder nicht\\b|\\bgegen (?:ihren|seinen) willen\\b`),
  rule("coerce", `\\b(?:dass|damit) (?:sie|er) ${UNWILLING_DE} (?:kann|koennen|darf|wird)\\b`),
  rule("coerce", `\\b${PERSON_DE} (?:zu \\w+ )?(?:zwingen|noetigen|gefuegig machen|unter druck setzen)\\b`),
  rule("coerce", `\\bkein nein (?:akzeptieren|gelten lassen|hinnehmen)\\b|\\bnein nicht (?:akzeptieren|gelten lassen)\\b`),
  rule("coerce", `\\b(?:ausnutzen|ausnuetzen)\\b.*\\b(?:betrunken|besoffen|wehrlos)\\b|\\b(?:betrunken|besoffen|wehrlos)\\b.*\\bausnutzen\\b`),
];

/** The text as the rules read it: folded, unmasked, leetspeak undone, punctuation a single space. */
function plain(text: string): string {
  return unmask(foldText(text))
    .replace(/[\p{L}\p{N}@$]+/gu, (word) => (/\p{L}/u.test(word) ? unleet(word) : word))
    .replace(/['’`´]/g, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** What harm the text asks Amble to help with, or null; the first kind found wins. */
export function harmfulIntent(text: string): HarmfulIntent | null {
  const read = plain(text);
  if (!read) return null;
  for (const [kind, pattern] of RULES) if (pattern.test(read)) return { kind };
  return null;
}
