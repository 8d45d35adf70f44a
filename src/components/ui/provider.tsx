import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
    body: {
      fontFamily:
        "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif",
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eef3ff' },
          100: { value: '#dbe5ff' },
          200: { value: '#b6caff' },
          300: { value: '#8aa9ff' },
          400: { value: '#5a83ff' },
          500: { value: '#1f5eff' },
          600: { value: '#1748cc' },
          700: { value: '#12389e' },
          800: { value: '#0e2b78' },
          900: { value: '#0a1f57' },
          950: { value: '#061338' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
