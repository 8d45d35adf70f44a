/**
 * The summary table at the end of `npm run bench`: one row per figure (and the hot read routes),
 * with its value, goal, whether the goal is met and, where the issue asks, what stands between the figure
 * and its goal. The goals here are information (met / not met); the budgets that fail the run are checked
 * where they are measured.
 */

/** A row of the server footprint (bench/server-footprint.ts's serverFootprintReport fills these). */
export interface FootprintRow {
  figure: string;
  value: string;
  goal: string;
  met: boolean;
}

export interface SummaryRow {
  figure: string;
  value: string;
  goal: string;
  /** null: no goal, printed for information */
  met: boolean | null;
  /** what stands between the figure and its goal (or 1.00) */
  between?: string;
}

export interface SummarySection {
  title: string;
  rows: readonly SummaryRow[];
  /** printed instead of the rows when there are none (skipped, not wired) */
  empty?: string;
}

const status = (met: boolean | null) => (met === null ? 'info' : met ? 'met' : 'NOT MET');

/** A section for the server footprint rows: the given rows, or a line saying the section was skipped. */
export function footprintSection(rows: readonly FootprintRow[] | undefined): SummarySection {
  return {
    title: 'Server footprint (bench/server-footprint.ts)',
    rows: (rows ?? []).map((row) => ({ ...row })),
    empty:
      rows === undefined
        ? '(skipped: BENCH_ONLY names another section; BENCH_ONLY=footprint measures RSS after start and after 10k ' +
          'requests and the cold starts)'
        : '(no rows)',
  };
}

/** The sections as one aligned table (figure, value, goal, status), each "between" on its own line below its row. */
export function summaryText(sections: readonly SummarySection[]): string {
  const all = sections.flatMap((section) => section.rows);
  const width = (pick: (row: SummaryRow) => string, header: string) =>
    Math.max(header.length, ...all.map((row) => pick(row).length));
  const w = [
    width((r) => r.figure, 'figure'),
    width((r) => r.value, 'value'),
    width((r) => r.goal, 'goal'),
    width((r) => status(r.met), 'status'),
  ] as const;
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => cell.padEnd(w[i] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(['figure', 'value', 'goal', 'status']), line(w.map((n) => '-'.repeat(n)))];
  for (const section of sections) {
    out.push(`[${section.title}]`);
    if (section.rows.length === 0) out.push(`  ${section.empty ?? '(none)'}`);
    for (const row of section.rows) {
      out.push(line([row.figure, row.value, row.goal, status(row.met)]));
      if (row.between) out.push(`    -> ${row.between}`);
    }
  }
  return out.join('\n');
}
