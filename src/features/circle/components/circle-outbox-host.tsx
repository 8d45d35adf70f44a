import { useEffect } from 'react';

import { startCircleRuntime } from '../state/circle-store';
import { registerCircleSenders } from '../state/post-sender';

/**
 * Mounted by the main layout (src/routes/_main.tsx overlays) like ChatHost: registers the circle post
 * sender and the confirmation listeners at app start, so posts queued before a reload flush even when
 * /circle is never opened. Renders nothing.
 */
export function CircleOutboxHost() {
  useEffect(() => {
    startCircleRuntime();
    registerCircleSenders();
  }, []);
  return null;
}
