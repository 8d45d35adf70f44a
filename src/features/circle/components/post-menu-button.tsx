import { IconButton, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';

import { MoreIcon } from './circle-icons';

/** The 更多操作 button: drawn alone until its menu's code is there (post-menu.tsx), then as the menu's trigger. */
export const PostMenuButton = forwardRef<HTMLButtonElement, ButtonProps>(function PostMenuButton(props, ref) {
  return (
    <IconButton ref={ref} variant="ghost" size="sm" aria-label="更多操作" aria-haspopup="menu" {...props}>
      <MoreIcon />
    </IconButton>
  );
});
