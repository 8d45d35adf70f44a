/**
 * The message center's tabs, in the URL as `?tab=`. Kept apart from the page component: the route's search
 * validation imports it, and the route module stays in the first download while the page is a lazy chunk.
 */
export const MESSAGE_CENTER_TABS = ['chat', 'notice'] as const;
export type MessageCenterTab = (typeof MESSAGE_CENTER_TABS)[number];
