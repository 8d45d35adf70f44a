import { Icon, type IconProps } from '@chakra-ui/react';

/** A few inline icons (no icon font, nothing fetched from elsewhere). */
function make(path: React.ReactNode, label: string) {
  function SvgIcon(props: IconProps) {
    return (
      <Icon aria-hidden="true" data-icon={label} {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {path}
        </svg>
      </Icon>
    );
  }
  return SvgIcon;
}

export const MenuIcon = make(<path d="M4 6h16M4 12h16M4 18h16" />, 'menu');
export const ArrowUpIcon = make(<path d="M12 19V5M5 12l7-7 7 7" />, 'arrow-up');
export const HeadsetIcon = make(
  <>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
  </>,
  'headset',
);
export const SparkIcon = make(
  <path d="M12 3l2.2 5.8L20 11l-5.8 2.2L12 19l-2.2-5.8L4 11l5.8-2.2z" />,
  'spark',
);
export const ChevronDownIcon = make(<path d="M6 9l6 6 6-6" />, 'chevron-down');
export const CapIcon = make(
  <>
    <path d="M2 10 12 5l10 5-10 5z" />
    <path d="M6 12v5c0 1.5 3 3 6 3s6-1.5 6-3v-5" />
  </>,
  'cap',
);
export const ImageIcon = make(
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <circle cx="9" cy="10" r="2" />
    <path d="M21 16l-5-5-9 9" />
  </>,
  'image',
);
