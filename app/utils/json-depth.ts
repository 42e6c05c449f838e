// How deeply a parsed JSON value nests, found without recursion: a body nested hundreds of thousands of
// levels deep parses fine, but every recursive walk over it (JSON.stringify, a schema, a renderer)
// overflows the stack. Checking it first makes such a body an ordinary 400.

/** Whether `value` nests at most `max` arrays/objects deep. Stops at the first level past `max`. */
export function nestsWithin(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  while (stack.length) {
    const { value: next, depth } = stack.pop()!;
    if (next === null || typeof next !== "object") continue;
    if (depth + 1 > max) return false;
    for (const child of Object.values(next)) stack.push({ value: child, depth: depth + 1 });
  }
  return true;
}
