/**
 * Floor (d): floor (c) plus zod, the app's other first-screen dependency: a schema parses the small JSON object
 * that bench/floor.ts embeds in the page (#floor-data), and the card shows it.
 */
import { Text } from '@chakra-ui/react';
import { createElement as h } from 'react';
import { z } from 'zod';

import { mountFloor } from './shell.ts';

const schoolSchema = z.object({
  name: z.string().min(1),
  country: z.string(),
  qsRank: z.number().int().positive(),
  programs: z.array(z.string()).max(10),
});

const school = schoolSchema.parse(JSON.parse(document.getElementById('floor-data')?.textContent ?? 'null'));

mountFloor(
  '留学平台',
  h(
    Text,
    { color: 'fg.muted' },
    `${school.name}（${school.country}）QS 第 ${school.qsRank} 名：${school.programs.join('、')}`,
  ),
);
