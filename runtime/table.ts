// How every bench section prints its results: a Markdown table (pasted as is into docs/performance.md).

export type Cell = string | number;

/** Prints `rows` under `title` as a Markdown table; numbers are right-aligned as given (round them before). */
export function printTable(title: string, columns: string[], rows: Cell[][], notes: string[] = []) {
  const text = (cell: Cell) => String(cell);
  const widths = columns.map((column, i) => Math.max(column.length, ...rows.map((row) => text(row[i] ?? '').length)));
  const line = (cells: Cell[]) =>
    `| ${cells.map((cell, i) => (typeof cell === 'number' ? text(cell).padStart(widths[i]!) : text(cell).padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n### ${title}\n`);
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  if (notes.length > 0) console.log(`\n${notes.join('\n')}`);
}

/** Resident memory of a process, in MB (from ps). */
export async function residentMb(pid: number): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  return Math.round(
    Number(
      execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
        .toString()
        .trim(),
    ) / 1024,
  );
}
