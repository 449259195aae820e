import { SIGNED_IN_STATE_ID, type SignedInState } from '@tidy/domain/signed-in-page';
import { todayIsoDate } from '@tidy/domain/time';

/**
 * The state of the page the server rendered for the signed-in person (decision 025), when this browser can take
 * the page over as it is: at the address, on the date and in the locale it was rendered for. Otherwise (the
 * device's date or language differs, or this is any other page) null, and the app renders afresh.
 */
export function signedInPageToTakeOver(): SignedInState | null {
  const element = document.getElementById(SIGNED_IN_STATE_ID);
  if (!element?.textContent) return null;
  let state: SignedInState;
  try {
    state = JSON.parse(element.textContent) as SignedInState;
  } catch {
    return null;
  }
  // The answers now live in the app's cache; the page keeps no second copy of them.
  element.remove();
  const matches =
    state.address === `${window.location.pathname}${window.location.search}` &&
    state.date === todayIsoDate(new Date()) &&
    // The browser's language is its formatters' default locale; asking a formatter instead would cost a slow
    // phone some 100 ms before anything else could run (its first formatter loads the locale's data).
    state.locale === navigator.language;
  return matches ? state : null;
}
