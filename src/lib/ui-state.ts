/**
 * UI state shared between the layout and features that cannot import each other.
 * State, not an event: a feature may ask for the Tip before the layout has mounted its listener.
 */
import { proxy } from 'valtio';

export const uiState = proxy({ diyTipOpen: false });

/** The Tip dialog telling a DIY user that VIP service needs an upgrade (SPEC section 2). */
export function showDiyTip(): void {
  uiState.diyTipOpen = true;
}

export function closeDiyTip(): void {
  uiState.diyTipOpen = false;
}
