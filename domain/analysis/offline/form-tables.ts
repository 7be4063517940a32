/** A value read from a column table, and where it is written. */
export interface TableCell {
  value: string;
  index: number;
}

const COLUMN_GAP = /\S+(?: \S+)*/g;
const HEADER_WORD = /^[A-Z][A-Z.#/ ]*$/;

function segments(line: string): Array<{ text: string; start: number }> {
  return [...line.matchAll(COLUMN_GAP)].map((match) => ({ text: match[0], start: match.index }));
}

/**
 * Cells under a column of a table such as a court's notice of trial:
 *   EVENT               DATE        TIME       DEPT    JUDGE
 *   Civil Jury Trial    07/12/2027  08:30 AM   C-68    Roderick A. Pham
 * A header is a line of three or more capitalised words two or more spaces apart; each row beneath it (up to a blank
 * line) gives the cell that starts under the header word matching `column`.
 */
export function tableCells(text: string, column: RegExp): TableCell[] {
  return [...spacedTableCells(text, column), ...pipeTableCells(text, column)];
}

/** A pipe-separated cell of a line ("| MSC | 05/11/2026 |"), trimmed, and where its text starts. */
function pipeCells(line: string): Array<{ text: string; start: number }> {
  const cells: Array<{ text: string; start: number }> = [];
  let start = line.indexOf('|') + 1;
  for (let bar = line.indexOf('|', start); bar !== -1; bar = line.indexOf('|', start)) {
    const raw = line.slice(start, bar);
    cells.push({ text: raw.trim(), start: start + raw.length - raw.trimStart().length });
    start = bar + 1;
  }
  return cells;
}

const PIPE_RULE = /^[ \t]*\|?(?:[ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/;

/** Where each line starts in the text the lines were split from. */
function lineStarts(lines: readonly string[]): number[] {
  let offset = 0;
  return lines.map((line) => {
    const start = offset;
    offset += line.length + 1;
    return start;
  });
}

/**
 * Cells under a column of a Markdown-style table pasted into a message, headed in any case:
 *   | Event | Date       | Time    | Place          | WCJ           |
 *   |-------|------------|---------|----------------|---------------|
 *   | TRIAL | 07/09/2026 | 1:30 PM | WCAB Santa Ana | S. Villanueva |
 */
function pipeTableCells(text: string, column: RegExp): TableCell[] {
  const cells: TableCell[] = [];
  const lines = text.split('\n');
  const starts = lineStarts(lines);
  lines.forEach((line, lineNumber) => {
    if (!PIPE_RULE.test(lines[lineNumber + 1] ?? '') || !line.includes('|')) return;
    const position = pipeCells(line).findIndex((cell) => column.test(cell.text.toUpperCase()));
    if (position === -1) return;
    for (let row = lineNumber + 2; row < lines.length && (lines[row] ?? '').includes('|'); row += 1) {
      const cell = pipeCells(lines[row] ?? '')[position];
      if (cell?.text) cells.push({ value: cell.text, index: (starts[row] ?? 0) + cell.start });
    }
  });
  return cells;
}

function spacedTableCells(text: string, column: RegExp): TableCell[] {
  const cells: TableCell[] = [];
  const lines = text.split('\n');
  const starts = lineStarts(lines);
  lines.forEach((line, lineNumber) => {
    const header = segments(line);
    if (header.length < 3 || !header.every((cell) => HEADER_WORD.test(cell.text))) return;
    const position = header.findIndex((cell) => column.test(cell.text));
    const wanted = header[position];
    if (!wanted) return;
    const columnEnd = header[position + 1]?.start ?? Number.POSITIVE_INFINITY;
    for (let row = lineNumber + 1; row < Math.min(lines.length, lineNumber + 6); row += 1) {
      const rowText = lines[row] ?? '';
      if (!rowText.trim()) break;
      const cell = segments(rowText).find((candidate) => candidate.start >= wanted.start - 3 && candidate.start < columnEnd);
      if (cell) cells.push({ value: cell.text, index: (starts[row] ?? 0) + cell.start });
    }
  });
  return cells;
}
