/**
 * The login page's modes (SPEC section 5), in the order its tabs show them. Its own module so that the /login
 * route's search validation (in the entry chunk) does not carry the form's checks and the contracts they use.
 */
export const LOGIN_MODES = ['sms', 'password', 'register', 'reset'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];
