/**
 * For each character of a Markdown text node's value, its offset in the raw content. The value is usually the raw
 * slice itself; where Markdown dropped characters (escapes, `> ` of quoted lines, entities) each character is
 * matched forward in the raw slice, and one not found (an entity's result) takes the current position.
 */
export function alignOffsets(value: string, raw: string, base: number): number[] {
  const offsets: number[] = new Array<number>(value.length);
  if (value === raw) {
    for (let index = 0; index < value.length; index += 1) offsets[index] = base + index;
    return offsets;
  }
  let position = 0;
  for (let index = 0; index < value.length; index += 1) {
    const found = raw.indexOf(value.charAt(index), position);
    if (found === -1) {
      offsets[index] = base + Math.min(position, Math.max(0, raw.length - 1));
    } else {
      offsets[index] = base + found;
      position = found + 1;
    }
  }
  return offsets;
}
