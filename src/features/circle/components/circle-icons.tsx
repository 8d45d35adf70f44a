import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

function make(path: ReactNode, label: string, filled = false) {
  function CircleIcon(props: IconProps & { filled?: boolean }) {
    const { filled: fill = filled, ...rest } = props;
    return (
      <Icon aria-hidden="true" data-icon={label} {...rest}>
        <svg
          viewBox="0 0 24 24"
          fill={fill ? 'currentColor' : 'none'}
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
  return CircleIcon;
}

export const HeartIcon = make(
  <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  'heart',
);
export const CommentIcon = make(<path d="M4 5h16v11H9l-5 4z" />, 'comment');
export const ForwardIcon = make(
  <>
    <path d="M14 5l6 6-6 6" />
    <path d="M20 11H9a5 5 0 0 0-5 5v3" />
  </>,
  'forward',
);
export const MoreIcon = make(
  <>
    <circle cx="5" cy="12" r="1" />
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
  </>,
  'more',
);
export const PlusIcon = make(<path d="M12 5v14M5 12h14" />, 'plus');
