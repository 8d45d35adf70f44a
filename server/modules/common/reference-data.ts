/**
 * Reference data from memory: dictionaries, config items and supporters are read from the database once,
 * on the first request that needs them (not at boot: the start stays fast), and then answered from memory.
 *
 * Nothing in the product writes these tables at runtime: only the seed does, during the boot, before the
 * server answers (server/seed). So the snapshot never needs a refresh while the process runs; a new
 * release that changes them restarts the process. If an admin write is ever added, it must call
 * `reload()` on every process (as the sessions do through Redis, server/plugins/auth.ts).
 *
 * The public routes send the envelope as JSON text serialised once per key (with the same Cache-Control as
 * before, server/modules/common/common.routes.ts): no response-schema pass and no stringify per request.
 * The items were built by the repository from the typed columns, the shape the contract schemas describe.
 *
 * A failed load is not remembered: the next request tries again.
 */
import type { ConfigKey, DictCode } from '../../../src/contract/code-tables.ts';
import type { ConfigItem, DictItem, Supporter } from '../../../src/contract/common.ts';
import type { Database } from '../../lib/database.ts';
import { ok } from '../../lib/envelope.ts';
import { createCommonRepository } from './common.repository.ts';

interface Snapshot {
  dictionaries: ReadonlyMap<DictCode, readonly DictItem[]>;
  configs: ReadonlyMap<ConfigKey, readonly ConfigItem[]>;
  supporters: readonly Supporter[];
  /** The envelope of each key as JSON text, made on its first request. */
  texts: Map<string, string>;
}

export type ReferenceData = ReturnType<typeof createReferenceData>;

function groupBy<K, T>(rows: readonly { key: K; item: T }[]): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const { key, item } of rows) {
    const group = groups.get(key);
    if (group) group.push(Object.freeze(item));
    else groups.set(key, [Object.freeze(item)]);
  }
  return groups;
}

export function createReferenceData({ db }: { db: Database }) {
  const common = createCommonRepository({ db });
  let snapshot: Promise<Snapshot> | undefined;
  let loads = 0;

  async function load(): Promise<Snapshot> {
    loads += 1;
    const [dictionaries, configs, supporters] = await Promise.all([
      common.findAllDictionaries(),
      common.findAllConfigs(),
      common.findSupporters(),
    ]);
    return {
      dictionaries: groupBy(dictionaries),
      configs: groupBy(configs),
      supporters: Object.freeze(supporters.map((supporter) => Object.freeze(supporter))),
      texts: new Map(),
    };
  }

  function current(): Promise<Snapshot> {
    if (!snapshot) {
      const loading = load();
      snapshot = loading;
      loading.catch(() => {
        if (snapshot === loading) snapshot = undefined;
      });
    }
    return snapshot;
  }

  function textOf({ texts }: Snapshot, key: string, items: readonly unknown[]): string {
    let text = texts.get(key);
    if (text === undefined) {
      text = JSON.stringify(ok(items));
      texts.set(key, text);
    }
    return text;
  }

  async function dictionary(dictCode: DictCode): Promise<DictItem[]> {
    return [...((await current()).dictionaries.get(dictCode) ?? [])];
  }

  return {
    /** The items of a dictionary code, in their order (empty for a code without items). */
    dictionary,

    /** `ok(items)` of a dictionary code as JSON text. */
    async dictionaryText(dictCode: DictCode): Promise<string> {
      const snapshotNow = await current();
      return textOf(snapshotNow, `dict:${dictCode}`, snapshotNow.dictionaries.get(dictCode) ?? []);
    },

    /** The name of one dictionary item, or null. */
    async dictName(dictCode: DictCode, dictDetailCode: string): Promise<string | null> {
      const items = await dictionary(dictCode);
      return items.find((item) => item.dictDetailCode === dictDetailCode)?.dictDetailName ?? null;
    },

    async configs(configKey: ConfigKey): Promise<ConfigItem[]> {
      return [...((await current()).configs.get(configKey) ?? [])];
    },

    /** `ok(items)` of a config key as JSON text. */
    async configsText(configKey: ConfigKey): Promise<string> {
      const snapshotNow = await current();
      return textOf(snapshotNow, `config:${configKey}`, snapshotNow.configs.get(configKey) ?? []);
    },

    async supporters(): Promise<Supporter[]> {
      return [...(await current()).supporters];
    },

    /** `ok(supporters)` as JSON text. */
    async supportersText(): Promise<string> {
      const snapshotNow = await current();
      return textOf(snapshotNow, 'supporters', snapshotNow.supporters);
    },

    /** Reads the tables again on the next request (for a future runtime write; nothing calls it today). */
    reload(): void {
      snapshot = undefined;
    },

    /** How many times the tables were read (tests). */
    loads(): number {
      return loads;
    },
  };
}

const SHARED = new WeakMap<Database, ReferenceData>();

/** The one snapshot of a database, shared by the modules that read reference data (loaded and held once). */
export function sharedReferenceData(db: Database): ReferenceData {
  let referenceData = SHARED.get(db);
  if (!referenceData) {
    referenceData = createReferenceData({ db });
    SHARED.set(db, referenceData);
  }
  return referenceData;
}
