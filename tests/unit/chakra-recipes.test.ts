/**
 * The Chakra system carries only the recipes of the components the app renders (src/components/ui/system.ts).
 * A component whose recipe is missing renders unstyled, silently: this test reads every `@chakra-ui/react`
 * import in src/ and fails when a component needs a recipe the system does not have, or when a component is
 * imported that this table does not know yet (add it here with the recipe keys Chakra looks it up by). A recipe our
 * own component applies by key (`useSlotRecipe({ key: 'avatar' })`, src/components/ui/person-avatar.tsx) counts as
 * rendered too.
 */
import { describe, expect, it } from 'vitest';

import { USED_RECIPES, USED_SLOT_RECIPES, system } from '@/components/ui/system';

/** Chakra export -> the recipe keys its parts look up (none: layout primitives, types and helpers). */
const RECIPES_OF: Record<string, string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox', 'checkmark'],
  CloseButton: ['button'],
  Collapsible: ['collapsible'],
  Container: ['container'],
  DataList: ['dataList'],
  Dialog: ['dialog', 'button'],
  Drawer: ['drawer', 'button'],
  Field: ['field'],
  Fieldset: ['fieldset'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup', 'radiomark'],
  Separator: ['separator'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Stat: ['stat'],
  Table: ['table'],
  Tabs: ['tabs'],
  Tag: ['tag'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
};
const NO_RECIPE = new Set([
  'Box',
  'BoxProps',
  'ButtonProps',
  'ChakraProvider',
  'Circle',
  'Flex',
  'HTMLChakraProps',
  'Grid',
  'HStack',
  'IconProps',
  'Image',
  'LinkBox',
  'LinkBoxProps',
  'LinkOverlay',
  'Portal',
  'SimpleGrid',
  'Stack',
  'Text',
  'TextProps',
  'VStack',
  'Wrap',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
  'mergeConfigs',
  'useMediaQuery',
  // their keys are read from the calls (recipeKeysUsedByHooks)
  'useRecipe',
  'useSlotRecipe',
]);

/** Every source file of src/, as text (Vite's glob import: the unit project runs in happy-dom, without fs). */
const SOURCES: Record<string, string> = import.meta.glob('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function chakraImports(): Map<string, string> {
  const names = new Map<string, string>();
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const match of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.set(name, file);
      }
    }
  }
  return names;
}

/** The keys of `useRecipe({ key: '...' })` / `useSlotRecipe({ key: '...' })` calls in src/. */
function recipeKeysUsedByHooks(): Set<string> {
  const keys = new Set<string>();
  for (const text of Object.values(SOURCES)) {
    for (const match of text.matchAll(/use(?:Slot)?Recipe\(\{\s*key:\s*'(\w+)'/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return keys;
}

describe('the Chakra system', () => {
  const imported = chakraImports();
  const hookKeys = recipeKeysUsedByHooks();

  it('sees the app import Chakra components (the scan works)', () => {
    expect(imported.has('Button')).toBe(true);
    expect(imported.has('Dialog')).toBe(true);
    expect(hookKeys.has('avatar')).toBe(true);
  });

  it('knows every Chakra component the app imports', () => {
    const unknown = [...imported].filter(([name]) => !(name in RECIPES_OF) && !NO_RECIPE.has(name));
    expect(unknown.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('carries the recipe of every component the app renders', () => {
    const have = new Set([...Object.keys(USED_RECIPES), ...Object.keys(USED_SLOT_RECIPES)]);
    const missing = [...imported.keys()].flatMap((name) =>
      (RECIPES_OF[name] ?? []).filter((key) => !have.has(key)).map((key) => `${name} needs ${key}`),
    );
    const missingByKey = [...hookKeys].filter((key) => !have.has(key)).map((key) => `a hook needs ${key}`);
    expect([...missing, ...missingByKey]).toEqual([]);
  });

  it('does not carry the recipes of components nobody renders', () => {
    const needed = new Set([...imported.keys()].flatMap((name) => RECIPES_OF[name] ?? []));
    for (const key of hookKeys) needed.add(key);
    const unused = [...Object.keys(USED_RECIPES), ...Object.keys(USED_SLOT_RECIPES)].filter(
      (key) => !needed.has(key),
    );
    expect(unused).toEqual([]);
  });

  it('resolves the recipes by key, as the components do', () => {
    expect(system.getRecipe('button')).toBeDefined();
    expect(system.getSlotRecipe('dialog')).toBeDefined();
    expect(system.getSlotRecipe('datePicker')).toBeUndefined();
  });
});
