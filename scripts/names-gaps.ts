/**
 * `npm run data:names-gaps`: every school the catalog build leaves without a Chinese name, as CSV on stdout,
 * the QS/THE/ARWU top 1000 first (then by best rank): nameEn,countryCode,nameCn (empty, to fill in),
 * bestRank, top1000, otherNames (`|`-separated). The first three columns are the zh-names-*.csv format, so
 * filled rows can go straight into scripts/catalog-data/zh-names-N.csv.
 */
import { buildCatalog, catalogDataDir, coverageLines, SHARED_DATA_DIR } from './build-catalog.ts';

// piped into head: a closed stdout ends the listing quietly
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

const build = buildCatalog(SHARED_DATA_DIR, { catalogDataDir: catalogDataDir() });
const lines = [
  ['nameEn', 'countryCode', 'nameCn', 'bestRank', 'top1000', 'otherNames'].map(quote).join(','),
  ...build.nameGaps.map((gap) =>
    [
      gap.nameEn,
      gap.countryCode,
      '',
      gap.bestRank === null ? '' : String(gap.bestRank),
      gap.top1000 ? 'yes' : 'no',
      gap.otherNames.join('|'),
    ]
      .map(quote)
      .join(','),
  ),
];
process.stdout.write(`${lines.join('\n')}\n`);
for (const text of coverageLines(build)) console.error(text);
