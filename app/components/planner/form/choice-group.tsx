// A group of real radio buttons or checkboxes drawn as cards: keyboard and screen-reader native, and
// posted by a plain form without JavaScript.

export type Choice = { value: string; label: string; hint?: string; icon?: React.ReactNode };

export function ChoiceGroup({
  name,
  legend,
  choices,
  type = "radio",
  value,
  defaultValue,
  onChange,
  columns = 2,
  optionalLabel,
}: {
  name: string;
  legend: string;
  choices: Choice[];
  type?: "radio" | "checkbox";
  /** Controlled selection (radio: one value; checkbox: several). */
  value?: string | string[];
  defaultValue?: string | string[];
  onChange?: (value: string, checked: boolean) => void;
  columns?: 2 | 3 | 4;
  optionalLabel?: string;
}) {
  const selected = (v: string, from: string | string[] | undefined) =>
    Array.isArray(from) ? from.includes(v) : from === v;
  const grid = { 2: "grid-cols-2", 3: "grid-cols-2 sm:grid-cols-3", 4: "grid-cols-2 sm:grid-cols-4" }[columns];
  return (
    <fieldset>
      <legend className="field-label">
        {legend}
        {optionalLabel ? <span className="ml-1 font-normal text-slate-600">({optionalLabel})</span> : null}
      </legend>
      <div className={`grid gap-2 ${grid}`}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          const control =
            value !== undefined
              ? {
                  checked: selected(choice.value, value),
                  onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(choice.value, e.target.checked),
                }
              : {
                  defaultChecked: selected(choice.value, defaultValue),
                  onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(choice.value, e.target.checked),
                };
          return (
            <div key={choice.value} className="relative">
              <input id={id} type={type} name={name} value={choice.value} className="peer sr-only" {...control} />
              <label
                htmlFor={id}
                className="flex h-full cursor-pointer flex-col items-start gap-0.5 rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm transition hover:border-violet-400 peer-checked:border-violet-700 peer-checked:bg-violet-50 peer-checked:ring-2 peer-checked:ring-violet-200 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-700"
              >
                <span className="flex items-center gap-1.5 font-semibold text-slate-900">
                  {choice.icon}
                  {choice.label}
                </span>
                {choice.hint ? <span className="text-xs text-slate-600">{choice.hint}</span> : null}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
