/**
 * A small shared-data directory and catalog-data directory for the catalog build tests: a few schools
 * written the ways the real sources write them (scripts/build-catalog.ts reads a missing table as empty).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const csv = (rows: string[][]) =>
  rows.map((row) => row.map((cell) => `"${cell.replace(/"/g, '""')}"`).join(',')).join('\n') + '\n';

export function writeCatalogFixture(): { dataDir: string; catalogDataDir: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'catalog-fixture-'));
  const dataDir = path.join(root, 'shared');
  const catalogDataDir = path.join(root, 'catalog-data');
  for (const dir of ['rankings', 'univ-zh-names', 'university-domains'])
    mkdirSync(path.join(dataDir, dir), { recursive: true });
  mkdirSync(catalogDataDir, { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(dataDir, file), text);

  write(
    'rankings/qs_2027.csv',
    csv([
      ['2027_rank', 'previous_year_rank', 'institution_name', 'country/territory', 'city', 'status'],
      ['2', '2', 'Imperial College London', 'United Kingdom', 'London', 'Public'],
      ['11', '11', 'The University of Hong Kong', 'Hong Kong SAR, China', 'Hong Kong', 'Public'],
      ['42', '46', 'University of California, Los Angeles (UCLA)', 'United States', 'Los Angeles', 'Public'],
      ['43', '38', 'New York University (NYU)', 'United States', 'New York City', 'Private not for Profit'],
      [
        '56',
        '56',
        'The London School of Economics and Political Science (LSE)',
        'United Kingdom',
        'London',
        'Public',
      ],
      ['61', '58', 'Ludwig-Maximilians-Universität München', 'Germany', 'Munich', 'Public'],
      ['92', '82', 'Pennsylvania State University', 'United States', 'University Park', 'Public'],
      ['95', '91', 'The University of Osaka', 'Japan', 'Osaka City', 'Public'],
      ['300', '310', 'Universität Beispielstadt', 'Germany', 'Beispielstadt', 'Public'],
      ['400', '420', 'Northeastern University', 'United States', 'Boston', 'Private not for Profit'],
      ['500', '510', 'University of Georgia', 'United States', 'Athens', 'Public'],
      ['900', '910', 'Imperial Agricultural University', 'United Kingdom', 'Leeds', 'Public'],
    ]),
  );
  write(
    'rankings/the_2025_official.csv',
    csv([
      ['#', 'Rank', 'Institute', 'Code', 'Country', 'Overall'],
      ['1', '38', 'LMU Munich', 'DE', 'Germany', '78.7'],
      ['2', '100', 'Penn State', 'US', 'United States', '66.2'],
      ['3', '201–250', 'Universitaet Beispielstadt', 'DE', 'Germany', '50.1'],
      ['4', '1001–1200', 'Northeastern University', 'CN', 'China', '30.0'],
      ['5', '1201–1500', 'University of Georgia', 'GE', 'Georgia', '20.0'],
      ['6', '1501+', 'Sofia University St Kliment Ohridski', 'BG', 'Bulgaria', '10.0'],
    ]),
  );
  write(
    'rankings/arwu_2025.csv',
    csv([
      ['WR2025', 'WR2024', 'Institution', 'Code', 'Country', 'Total'],
      ['201-300', '201-300', 'Osaka University', 'JP', 'Japan', '-'],
      ['101-150', '101-150', 'Penn State University - University Park', 'US', 'United States', '-'],
    ]),
  );
  write(
    'rankings/the_2016_2025.csv',
    csv([
      ['Rank', 'Name', 'Country', 'Year'],
      ['77', 'Penn State (Main campus)', 'United States', '2018'],
      ['80', 'Imperial College London', 'United Kingdom', '2016'],
    ]),
  );
  write(
    'univ-zh-names/univ_rankings_zh_en_qs2026_usnews2026_the2025_arwu2024.csv',
    csv([
      ['学校中文名', '学校英文名', '国家/地区', 'QS 2026', 'USNews 2026', 'THE 2025', 'ARWU 2024'],
      ['伦敦帝国学院', 'Imperial College London', '英国', '2', '13', '9', '26'],
      ['香港大学', 'The University of Hong Kong', '中国香港', '11', '', '', ''],
      ['加州大学洛杉矶分校', 'University of California, Los Angeles', '美国', '46', '', '', ''],
      ['纽约大学', 'New York University', '美国', '38', '', '', ''],
      ['伦敦政治经济学院', 'London School of Economics and Political Science', '英国', '56', '', '', ''],
      ['慕尼黑大学', 'LMU Munich', '德国', '58', '', '', ''],
      ['宾夕法尼亚州立大学', 'Penn State', '美国', '82', '', '', ''],
      ['大阪大学', 'Osaka University', '日本', '91', '', '', ''],
      ['东北大学', 'Northeastern University', '美国', '', '', '', ''],
      ['东北大学', 'Northeastern University', '中国', '', '', '', ''],
      [
        '索非亚大学???圣。克莱门特·奥赫里德斯基？？？',
        'Sofia University St Kliment Ohridski',
        '保加利亚',
        '',
        '',
        '',
        '',
      ],
    ]),
  );
  write(
    'university-domains/world_universities_and_domains.json',
    JSON.stringify([
      {
        name: 'Osaka University',
        alpha_two_code: 'JP',
        domains: ['osaka-u.ac.jp'],
        web_pages: ['http://www.osaka-u.ac.jp/'],
      },
    ]),
  );

  const data = (file: string, rows: string[][]) => writeFileSync(path.join(catalogDataDir, file), csv(rows));
  data('zh-names-1.csv', [
    ['nameEn', 'countryCode', 'nameCn'],
    ['Sofia University St Kliment Ohridski', 'BG', '索非亚大学'],
  ]);
  data('zh-names-2.csv', [
    ['nameEn', 'countryCode', 'nameCn'],
    ['Universitaet Beispielstadt', 'DE', '示例城大学'],
    ['University of Georgia', 'US', ''],
  ]);
  data('aliases.csv', [
    ['nameEn', 'countryCode', 'aliases'],
    ['Imperial College London', 'GB', '帝国理工|IC|Imperial'],
    ['Pennsylvania State University', 'US', '宾州州立|PSU'],
    ['The University of Hong Kong', 'HK', '港大|HKU'],
  ]);
  data('cities-zh.csv', [
    ['countryCode', 'city', 'cityCn'],
    ['GB', 'London', '伦敦'],
    ['DE', 'Munich', '慕尼黑'],
  ]);
  data('graduate-only.csv', [
    ['nameEn', 'countryCode', 'level', 'source'],
    ['Universität Beispielstadt', 'DE', 'graduate', 'https://example.org/about'],
  ]);
  return { dataDir, catalogDataDir };
}
