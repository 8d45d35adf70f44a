import { Box, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

import type { NewsCover as NewsCoverKey } from '@/contract/news';

interface CoverArt {
  from: string;
  to: string;
  /** Drawn in a 320 x 180 box, white on the gradient. */
  art: ReactNode;
}

const WHITE = '#ffffff';

const ARTS: Record<NewsCoverKey, CoverArt> = {
  visa: {
    from: '#2563eb',
    to: '#0ea5e9',
    art: (
      <>
        <rect x="118" y="38" width="84" height="112" rx="10" fill={WHITE} opacity="0.95" />
        <circle cx="160" cy="84" r="22" fill="none" stroke="#2563eb" strokeWidth="4" />
        <ellipse cx="160" cy="84" rx="9" ry="22" fill="none" stroke="#2563eb" strokeWidth="3" />
        <line x1="138" y1="84" x2="182" y2="84" stroke="#2563eb" strokeWidth="3" />
        <rect x="136" y="120" width="48" height="6" rx="3" fill="#93c5fd" />
        <rect x="144" y="132" width="32" height="5" rx="2.5" fill="#bfdbfe" />
        <circle cx="238" cy="56" r="18" fill="none" stroke={WHITE} strokeWidth="4" opacity="0.7" />
        <path d="M226 56 l8 8 l16 -16" fill="none" stroke={WHITE} strokeWidth="4" opacity="0.7" />
      </>
    ),
  },
  exam: {
    from: '#7c3aed',
    to: '#c026d3',
    art: (
      <>
        <rect x="110" y="34" width="92" height="118" rx="8" fill={WHITE} opacity="0.95" />
        <rect x="124" y="54" width="48" height="7" rx="3.5" fill="#a78bfa" />
        <rect x="124" y="74" width="64" height="5" rx="2.5" fill="#ddd6fe" />
        <rect x="124" y="88" width="56" height="5" rx="2.5" fill="#ddd6fe" />
        <rect x="124" y="102" width="62" height="5" rx="2.5" fill="#ddd6fe" />
        <text x="128" y="138" fontSize="20" fontWeight="700" fill="#7c3aed" fontFamily="sans-serif">
          A+
        </text>
        <g transform="rotate(35 222 96)">
          <rect x="214" y="48" width="16" height="84" rx="3" fill="#fde68a" />
          <path d="M214 132 l8 16 l8 -16 z" fill="#fcd34d" />
          <rect x="214" y="44" width="16" height="10" rx="3" fill="#f9a8d4" />
        </g>
      </>
    ),
  },
  timeline: {
    from: '#059669',
    to: '#14b8a6',
    art: (
      <>
        <rect x="104" y="44" width="112" height="104" rx="10" fill={WHITE} opacity="0.95" />
        <rect x="104" y="44" width="112" height="26" rx="10" fill="#047857" />
        <rect x="128" y="34" width="8" height="20" rx="4" fill={WHITE} />
        <rect x="184" y="34" width="8" height="20" rx="4" fill={WHITE} />
        {[0, 1, 2, 3].map((col) =>
          [0, 1, 2].map((row) => (
            <rect
              key={`${col}-${row}`}
              x={118 + col * 22}
              y={82 + row * 20}
              width="14"
              height="12"
              rx="3"
              fill={col === 2 && row === 1 ? '#10b981' : '#d1fae5'}
            />
          )),
        )}
        <line x1="40" y1="160" x2="280" y2="160" stroke={WHITE} strokeWidth="3" opacity="0.6" />
        {[60, 120, 200, 260].map((x) => (
          <circle key={x} cx={x} cy="160" r="6" fill={WHITE} opacity="0.8" />
        ))}
      </>
    ),
  },
  renting: {
    from: '#ea580c',
    to: '#f59e0b',
    art: (
      <>
        <path d="M100 96 L160 44 L220 96 Z" fill={WHITE} opacity="0.95" />
        <rect x="114" y="92" width="92" height="62" fill={WHITE} opacity="0.95" />
        <rect x="148" y="116" width="24" height="38" rx="3" fill="#f97316" />
        <rect x="124" y="104" width="18" height="16" rx="2" fill="#fed7aa" />
        <rect x="178" y="104" width="18" height="16" rx="2" fill="#fed7aa" />
        <g opacity="0.8">
          <circle cx="244" cy="64" r="12" fill="none" stroke={WHITE} strokeWidth="4" />
          <line x1="244" y1="76" x2="244" y2="110" stroke={WHITE} strokeWidth="4" />
          <line x1="244" y1="98" x2="254" y2="98" stroke={WHITE} strokeWidth="4" />
          <line x1="244" y1="106" x2="252" y2="106" stroke={WHITE} strokeWidth="4" />
        </g>
      </>
    ),
  },
  employment: {
    from: '#0f172a',
    to: '#334155',
    art: (
      <>
        <rect x="104" y="66" width="112" height="80" rx="10" fill={WHITE} opacity="0.95" />
        <path
          d="M140 66 v-12 a6 6 0 0 1 6 -6 h28 a6 6 0 0 1 6 6 v12"
          fill="none"
          stroke={WHITE}
          strokeWidth="6"
        />
        <rect x="104" y="96" width="112" height="8" fill="#94a3b8" />
        <rect x="150" y="92" width="20" height="16" rx="3" fill="#f59e0b" />
        <g opacity="0.75">
          <rect x="236" y="118" width="12" height="28" rx="2" fill="#38bdf8" />
          <rect x="254" y="100" width="12" height="46" rx="2" fill="#38bdf8" />
          <rect x="272" y="78" width="12" height="68" rx="2" fill="#38bdf8" />
        </g>
      </>
    ),
  },
};

function artOf(cover: string): CoverArt {
  return cover in ARTS ? ARTS[cover as NewsCoverKey] : ARTS.visa;
}

/**
 * The app's own cover art for an article, drawn inline from its cover key: no image request,
 * so it shows offline too. Decorative: the title next to it says what the article is.
 */
export function NewsCover({ cover, ...props }: { cover: string } & BoxProps) {
  const gradientId = useId();
  const { from, to, art } = artOf(cover);
  return (
    <Box overflow="hidden" flexShrink={0} data-testid="news-cover" data-cover={cover} {...props}>
      <svg
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid slice"
        width="100%"
        height="100%"
        aria-hidden="true"
        focusable="false"
        style={{ display: 'block' }}
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        </defs>
        <rect width="320" height="180" fill={`url(#${gradientId})`} />
        <circle cx="24" cy="24" r="60" fill={WHITE} opacity="0.08" />
        <circle cx="300" cy="170" r="70" fill={WHITE} opacity="0.08" />
        {art}
      </svg>
    </Box>
  );
}
