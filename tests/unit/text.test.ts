import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { isStorableText, safeText, unsafeTextPaths } from '@/contract/text';

describe('safeText, the string of request schemas', () => {
  it('refuses a NUL and lone surrogates with 非法参数, whatever comes after it in the chain', () => {
    const schema = safeText().trim().min(1, '请输入中文名称').max(3);
    for (const value of ['a\u0000b', '\u0000', 'x\ud800', '\udc00x', '\udc00\ud800', '\ud83d']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['非法参数']);
    }
  });

  it('accepts Chinese, emoji (a surrogate pair), tabs and line breaks, and the empty string', () => {
    for (const value of ['陈同学', '阿陈😀', 'a\tb\nc', '']) {
      expect(isStorableText(value), JSON.stringify(value)).toBe(true);
      expect(safeText().safeParse(value).success).toBe(true);
    }
  });

  it('keeps the rules chained after it', () => {
    const schema = safeText().trim().min(1, '请输入中文名称').max(3, '太长');
    expect(schema.parse(' 陈 ')).toBe('陈');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('请输入中文名称');
    expect(schema.safeParse('四个字呀').error?.issues[0]?.message).toBe('太长');
    expect(safeText().uuid().safeParse('not-a-uuid').success).toBe(false);
  });
});

describe('unsafeTextPaths', () => {
  it('finds every string that does not go through safeText, however deep', () => {
    const schema = z.object({
      ok: safeText().trim(),
      code: z.enum(['01', '02']),
      page: z.coerce.number().int(),
      bare: z.string(),
      uuid: z.uuid(),
      list: z.array(z.string().max(5)).default([]),
      nested: z.object({ inner: z.string().optional(), fine: safeText().nullable() }).optional(),
      either: z.union([z.literal(1), z.string()]),
      loose: z.unknown(),
      dict: z.record(safeText(), z.string()),
      piped: z.string().transform((value) => value.length),
    });
    expect(unsafeTextPaths(schema, 'body').sort()).toEqual(
      [
        'body.bare',
        'body.uuid',
        'body.list[]',
        'body.nested.inner',
        'body.either',
        'body.loose',
        'body.dict{}',
        'body.piped',
      ].sort(),
    );
    expect(unsafeTextPaths(z.object({ a: safeText(), b: z.array(safeText().max(2)) }))).toEqual([]);
  });
});

const REQUEST_SCHEMA_NAME = /(Query|Body|Params|Request)Schema$/;

describe('the request schemas of the contract', () => {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/contract/*.ts', { eager: true });
  const requestSchemas = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(
        (entry): entry is [string, z.core.$ZodType] =>
          REQUEST_SCHEMA_NAME.test(entry[0]) && entry[1] instanceof z.core.$ZodType,
      )
      .map(([name, schema]) => ({ name: `${file.replace(/^.*\//, '')} ${name}`, schema })),
  );

  it('are found by their names (…QuerySchema, …BodySchema, …ParamsSchema, …RequestSchema)', () => {
    const names = requestSchemas.map((entry) => entry.name);
    for (const name of [
      'user.ts updatePersonalInfoBodySchema',
      'user.ts userIdParamsSchema',
      'auth.ts passwordLoginBodySchema',
      'catalog.ts universityPageQuerySchema',
      'ai.ts aiRequestSchema',
      'chat.ts sendMessageBodySchema',
      'socket.ts socketHandshakeQuerySchema',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('take every string through safeText (no bare z.string(), any or unknown)', () => {
    const unsafe = requestSchemas.flatMap(({ name, schema }) =>
      unsafeTextPaths(schema).map((path) => `${name}: ${path}`),
    );
    expect(unsafe).toEqual([]);
  });
});
