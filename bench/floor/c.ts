/** Floor (c): React + TanStack Router + Chakra UI (bench/floor/shell.ts). */
import { mountFloor } from './shell.ts';

mountFloor('留学平台');
