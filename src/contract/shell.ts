/**
 * The inline app shell's texts (index.html) when the app's code cannot load (src/lib/boot.ts). A module of its
 * own: the page's entry chunk carries it, and nothing else of the contract.
 */
export const SHELL_TEXT = {
  failed: '页面加载失败，请检查网络后重试。',
  reload: '重新加载',
} as const;
