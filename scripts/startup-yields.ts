/**
 * Build step: the modules of the app's chunk whose evaluation starts in a task of its own
 * (src/lib/startup-yield.ts says why). The plugin puts `await startupYield()` before their code; import
 * declarations are hoisted, so the module's imports are evaluated first and its body (and every module that
 * imports it) after the browser has had the main thread.
 *
 * - The route modules (src/routes/, not the split components TanStack's code splitting makes of them): sibling
 *   imports of src/routeTree.gen.ts, each with its loaders, search schemas and the contract modules they build;
 *   src/routeTree.gen.ts and src/main.tsx (createRouter, the first load) wait for all of them.
 * - The Chakra system (src/components/ui/system.ts): createSystem (the token dictionary, ~50 ms at 4x CPU) in its
 *   own task instead of at the end of Chakra's own evaluation.
 *
 * Build only: the dev server and the tests evaluate the same modules without pauses.
 */
import type { Plugin } from 'vite';

export const STARTUP_YIELD_MODULES: readonly RegExp[] = [
  /\/src\/routes\/.+\.tsx$/,
  /\/src\/components\/ui\/system\.ts$/,
  /\/src\/contract\/.+\.ts$/,
];

const HELPER = '@/lib/startup-yield';

/** The transformed code of a module that yields, or null for a module that does not. */
export function withStartupYield(code: string, id: string): string | null {
  if (id.includes('?') || id.includes('\0')) return null;
  if (!STARTUP_YIELD_MODULES.some((pattern) => pattern.test(id))) return null;
  return `import { startupYield as __startupYield } from '${HELPER}';\nawait __startupYield();\n${code}`;
}

export function startupYieldsPlugin(): Plugin {
  return {
    name: 'liuxue:startup-yields',
    apply: 'build',
    // after TypeScript and JSX are compiled: the inserted lines are plain JavaScript
    enforce: 'post',
    transform(code, id) {
      const next = withStartupYield(code, id);
      return next === null ? null : { code: next, map: null };
    },
  };
}
