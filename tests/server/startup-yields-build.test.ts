import { describe, expect, it } from 'vitest';

import { STARTUP_YIELD_MODULES, withStartupYield } from '../../scripts/startup-yields.ts';

describe('the startup-yields build step', () => {
  it('starts the route modules, the Chakra system and the contract modules with a yield, after their imports', () => {
    for (const id of [
      '/work/app/src/routes/_main/schools.tsx',
      '/work/app/src/routes/__root.tsx',
      '/work/app/src/components/ui/system.ts',
      '/work/app/src/contract/catalog.ts',
    ]) {
      const code = withStartupYield("import { z } from 'zod';\nexport const a = z.string();\n", id);
      expect(code, id).not.toBeNull();
      const lines = (code ?? '').split('\n');
      expect(lines[0]).toBe("import { startupYield as __startupYield } from '@/lib/startup-yield';");
      expect(lines[1]).toBe('await __startupYield();');
      expect(lines.slice(2).join('\n')).toBe("import { z } from 'zod';\nexport const a = z.string();\n");
    }
  });

  it("leaves other modules, the router's split components and virtual modules as they are", () => {
    for (const id of [
      '/work/app/src/routes/_main/schools.tsx?tsr-split=component',
      '/work/app/src/features/catalog/api.ts',
      '/work/app/src/main.tsx',
      '/work/app/src/lib/boot.ts',
      '/work/app/node_modules/zod/v4/classic/schemas.js',
      '\0virtual:chakra-global-css',
    ])
      expect(withStartupYield('export {};', id), id).toBeNull();
    expect(STARTUP_YIELD_MODULES.length).toBe(3);
  });
});
