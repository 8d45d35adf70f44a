import { Icon, type IconProps } from '@chakra-ui/react';

import { CIRCLE_ICONS, type CircleIconName } from '@/contract/circle-display';

/** One of the circle's icons (src/contract/circle-display.ts: the server's first screen draws the same shapes). */
function make(name: CircleIconName) {
  function CircleIcon(props: IconProps & { filled?: boolean }) {
    const { filled = false, ...rest } = props;
    return (
      <Icon aria-hidden="true" data-icon={name} {...rest}>
        <svg
          viewBox="0 0 24 24"
          fill={filled ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {CIRCLE_ICONS[name].map((shape, index) =>
            'd' in shape ? (
              <path key={index} d={shape.d} />
            ) : (
              <circle key={index} cx={shape.cx} cy={shape.cy} r={shape.r} />
            ),
          )}
        </svg>
      </Icon>
    );
  }
  return CircleIcon;
}

export const HeartIcon = make('heart');
export const CommentIcon = make('comment');
export const ForwardIcon = make('forward');
export const MoreIcon = make('more');
export const PlusIcon = make('plus');
