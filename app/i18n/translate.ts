// The pages' `t`: a key looked up in the language's locale files (locales/<language>/<namespace>.json),
// the plural form picked for `count` and {{values}} filled in, as i18next does for the keys Amble uses.
// i18next itself stays on the server (actions, e-mails); the browser need not load and start it before
// it can hydrate (docs/decisions/0009).
import { missingKeyWarning } from "./config";

/** One language's strings: namespace → nested keys. */
export type Strings = Record<string, Record<string, unknown>>;
export type TOptions = { count?: number; returnObjects?: boolean; defaultValue?: string } & Record<string, unknown>;
/** Options, or the text to show for a missing key. */
export type TFunction = {
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  (key: string, options?: TOptions | string): string;
};

const lookup = (tree: unknown, key: string): unknown =>
  key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      tree,
    );

const interpolate = (text: string, values: TOptions) =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, name: string) => String(lookup(values, name) ?? ""));

/** Strings inside objects and lists are filled in too (returnObjects). */
function fill(value: unknown, values: TOptions): unknown {
  if (typeof value === "string") return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => fill(item, values));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, fill(item, values)]));
  }
  return value;
}

export function createT(language: string, strings: Strings, namespace: string): TFunction {
  const plurals = new Intl.PluralRules(language);
  const t = (key: string, given: TOptions | string = {}): unknown => {
    const options: TOptions = typeof given === "string" ? { defaultValue: given } : given;
    const tree = strings[namespace];
    const value =
      (options.count === undefined ? undefined : lookup(tree, `${key}_${plurals.select(options.count)}`)) ??
      lookup(tree, key);
    if (value === undefined || (typeof value === "object" && !options.returnObjects)) {
      if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
      missingKeyWarning([language], namespace, key);
      return key;
    }
    return fill(value, options);
  };
  return t as TFunction;
}
