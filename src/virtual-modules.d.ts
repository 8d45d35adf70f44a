/** The Chakra system's global CSS, made at build time (scripts/chakra-global-css.ts). */
declare module 'virtual:chakra-global.css';
