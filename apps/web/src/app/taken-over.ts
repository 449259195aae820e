import { TAKE_OVER_SHIELD_ID } from '@tidy/domain/signed-in-page';

/**
 * The page the server rendered for the signed-in person (decision 025) is the app's now: #root is marked (tests
 * wait for the mark) and the element that took the taps until then is removed (styles.css). Neither restyles the
 * page: no style rule depends on the mark.
 */
export function markTakenOver(): void {
  document.getElementById('root')?.setAttribute('data-taken-over', '');
  document.getElementById(TAKE_OVER_SHIELD_ID)?.remove();
}
