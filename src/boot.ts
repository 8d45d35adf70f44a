/** The page's entry (index.html's script): the app starts after the inline shell's first paint (src/lib/boot.ts). */
import { startAfterFirstPaint } from '@/lib/boot';

startAfterFirstPaint(() => import('./main'));
