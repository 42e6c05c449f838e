// The small words around wishes: negators, joiners, and words that carry no wish of their own (glue,
// politeness, and what other fields of the request read: time, people, money, transport, occasion,
// vibe). Folded spelling (words.ts): "ueber", "moechte".
const set = (s: string) => new Set(s.split(/\s+/).filter(Boolean));

/** A negation before what it negates: "no churches", "kein Fisch", "bloß nicht draußen". */
export const NEGATORS = set(`
  no not non none without never avoid avoiding skip hate hates dislike nothing nor neither dont doesnt isnt
  arent wont cant except
  kein keine keinen keinem keiner keines ohne nicht nix nichts niemals nie vermeiden vermeide ausser hasse hassen
  statt anstatt anstelle
`);
/** A turn that negates what follows it when followed by this word: "instead of the museum", "rather than bars". */
export const NEGATING_TURNS: ReadonlyMap<string, string> = new Map([
  ["instead", "of"],
  ["rather", "than"],
]);

/** A negation after what it negates ("Fisch nicht", "museums not so much"), at the end of a clause. */
export const AFTER_NEGATORS = set("nicht not no nope nein");
/** Words that may follow an after-negation before the clause ends. */
export const AFTER_TAIL = set(
  "so much mehr unbedingt gern gerne please bitte thanks thank you danke really wirklich so sehr",
);

/** Joiners that carry a negation on: "keine Bars und Clubs", "no fish or meat". */
export const CONJUNCTIONS = set("and or nor und oder noch sowie plus also auch as well either");

/** Words that end a negation and start afresh: "kein Kino, aber Kunst". */
export const TURNS = set("but instead rather aber sondern stattdessen lieber dafuer eher however though");

/** Articles a negation passes on its way from one wish to the next ("no museums or the churches"). */
export const ARTICLES = set("a an the any some der die das den dem des ein eine einen einem einer");

export const FILLER = set(`
  a an the some any please pls plz bitte bloss with mit for fuer us uns me mich mir maybe perhaps vielleicht gern gerne
  lots lot of viel viele etwas something nice schoen schoene schoenen schoener good gut gute guten great tolle toll
  really very sehr so too zu also auch just nur only bit little bisschen wenig ein eine einen einem einer der die das
  den dem des ins im in zum zur to at on of bei am an from von vom aus near nahe around um about ueber more mehr
  and or und oder i we ich wir you du ihr my our mein meine unser unsere your dein deine it es this that dies diese
  dieser dieses there da here hier is are be sein ist sind was war would wuerde wuerden like likes mag moegen love
  liebe lieben want wants wanted will wollen moechte moechten moechtest wuensche wunsch wish wishes prefer
  prefers bevorzugen am im id ive wed were weve its lets let lass lasst have has haben hat hast get gets got
  go going gehen geht went do does doing machen mach macht can could koennen koennte should sollte need needs
  brauchen brauche somewhere irgendwo irgendwas anything place places ort orte spot spots location lokal
  kind type sort style stil idea ideen ideas option options moeglichkeit something_like eher
  romantic romantisch romantische romantischen fun spass lustig witzig chill chilled relaxed locker adventure
  abenteuer adventurous date dates first erstes ersten anniversary jahrestag hochzeitstag birthday geburtstag
  valentine valentines valentinstag special besonders besondere besonderes occasion anlass celebrate
  together zusammen couple paar partner partnerin girlfriend boyfriend wife husband freundin freund frau mann
  kids kid children child family kinder kind familie baby toddler teen teens teenager son daughter sohn tochter
  people persons person leute personen friends freunde mom mum dad mama papa parents eltern grandma oma opa
  morning afternoon evening night tonight today tomorrow weekend morgen heute abend abends nachmittag
  nachmittags vormittag vormittags mittag nacht nachts wochenende samstag sonntag freitag montag dienstag
  mittwoch donnerstag saturday sunday friday monday tuesday wednesday thursday early late frueh spaet later
  start starting end ending hours hour stunden stunde minutes minuten time zeit long lang short kurz day tag
  cheap cheaper budget affordable inexpensive expensive pricey fancy upscale luxury luxurious splurge
  guenstig guenstige guenstiger billig preiswert teuer edel schick gehoben luxus money geld euro euros eur
  pounds dollars bucks franken chf usd gbp each per head pro kopf person
  walk walking walks on foot foot zu fuss laufen bike cycling fahrrad rad car auto taxi uber drive driving
  tram bus subway metro ubahn u sbahn s bahn train zug transit public transport oeffis oeffentlich
  city stadt town center centre zentrum downtown area gegend viertel kiez neighbourhood neighborhood nearby
  close nah umgebung
  thanks thank danke cheers hi hello hallo hey yes ja ok okay sure klar also dann then after before nach vor
  während while during waehrend first then danach anschliessend zuerst later spaeter end schluss finally
  two three four five one zwei drei vier fuenf eins
  she he her his him they them their sie er ihn ihm ihre ihren seine loves liebt likes enjoy enjoys
  wife wifes husband husbands partners gf bf hubby frauchen
  drink trinken watch see sehen anschauen schauen look visit visiting besuchen try probieren geniessen catch
  bring bringen mitbringen take nehmen dabei until till bis by durch through along entlang gar ueberhaupt echt
  pregnant schwanger nite tonite stuff sachen zeug things dinge lieber rather eher
`);
