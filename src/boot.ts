/** The page's entry (index.html's script): the app starts after the page's first paint (src/lib/boot.ts). */
import { guardEarlyTaps, startAfterFirstPaint } from '@/lib/boot';

guardEarlyTaps();
startAfterFirstPaint(() => import('./main'));
