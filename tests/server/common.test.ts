import { describe, expect, it } from 'vitest';

import { API } from '../../src/contract/api.ts';
import { CONFIG_KEYS, DICT_CODES } from '../../src/contract/code-tables.ts';
import type { ConfigItem, DictItem, Supporter } from '../../src/contract/common.ts';
import { envelopeOf } from '../helpers/server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function dict(dictCode: string) {
  const response = await t.inject({ method: 'GET', url: API.common.findByDictCode, query: { dictCode } });
  return { response, items: envelopeOf<DictItem[]>(response).data };
}

describe('dictionaries, configs and supporters', () => {
  it('has items for every dictionary code, publicly cacheable for five minutes', async () => {
    for (const code of DICT_CODES) {
      const { response, items } = await dict(code);
      expect(response.statusCode, code).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(items.length, code).toBeGreaterThan(1);
      for (const item of items) {
        expect(item.id).toMatch(/^\d+$/);
        expect(item.dictDetailName.trim()).not.toBe('');
      }
    }
  });

  it('lists the real values in order', async () => {
    const names = async (code: string) =>
      (await dict(code)).items.map((i) => `${i.dictDetailCode} ${i.dictDetailName}`);
    expect(await names('STUDY_INTENTION_TYPE')).toEqual(['01 本科', '02 硕士']);
    expect(await names('PAY_STATUS')).toEqual(['0 未支付', '1 已支付']);
    expect(await names('UNIVERSITY_TYPE')).toEqual(['01 公立', '02 私立']);
    expect((await dict('GRADE_TYPE')).items.map((i) => i.dictDetailName)).toEqual([
      '高一',
      '高二',
      '高三',
      '大一',
      '大二',
      '大三',
      '大四',
      '已毕业',
    ]);
    expect((await dict('STUDENT_EDUCATION_SYSTEM')).items.map((i) => i.dictDetailName)).toEqual(
      expect.arrayContaining(['普高', 'A-Level', 'IB', 'AP', 'OSSD', 'VCE', '其他']),
    );
    expect((await dict('AI_COUNTRY')).items.map((i) => i.dictDetailName)).toEqual(
      expect.arrayContaining(['美国', '英国', '加拿大', '澳大利亚', '新加坡', '中国香港', '日本', '德国']),
    );
  });

  it('rejects an unknown dictionary code', async () => {
    const { response } = await dict('NOPE');
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).code).toBe(410);
  });

  it('lists activities and AP courses with English names', async () => {
    for (const configKey of CONFIG_KEYS) {
      const response = await t.inject({
        method: 'GET',
        url: API.common.findByConfigKey,
        query: { configKey },
      });
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const items = envelopeOf<ConfigItem[]>(response).data;
      expect(items.length).toBeGreaterThan(5);
      for (const item of items) expect(item.configNameEn).toMatch(/[A-Za-z]/);
    }
    const ap = envelopeOf<ConfigItem[]>(
      await t.inject({ method: 'GET', url: API.common.findByConfigKey, query: { configKey: 'COURSE_AP' } }),
    ).data;
    expect(ap).toContainEqual(
      expect.objectContaining({ configName: '微积分AB', configNameEn: 'AP Calculus AB' }),
    );
    const activities = envelopeOf<ConfigItem[]>(
      await t.inject({ method: 'GET', url: API.common.findByConfigKey, query: { configKey: 'ACTIVITY' } }),
    ).data;
    expect(activities.map((a) => a.configName)).toEqual(
      expect.arrayContaining(['学生会', '模拟联合国', '志愿服务']),
    );
  });

  it('lists the official supporters (fictitious demo bodies) as names without links or hot-linked images', async () => {
    const response = await t.inject({ method: 'GET', url: API.common.supports });
    const supporters = envelopeOf<Supporter[]>(response).data;
    expect(supporters.length).toBeGreaterThan(0);
    for (const supporter of supporters) {
      expect(supporter.name).not.toBe('');
      expect(supporter.linkUrl).toBe('');
      expect(supporter.imagePreviewUrl).toBeNull();
    }
  });
});
