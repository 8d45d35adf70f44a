/** The party the chat dialog is asked to open: platform customer service, or an account. */
export type ChatTarget = { kind: 'platform' } | { kind: 'friend'; friendId: string };

/** A request to open the dialog; `nonce` tells two requests for the same party apart. */
export type ChatRequest = ChatTarget & { nonce: number };
