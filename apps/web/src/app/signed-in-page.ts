import { SIGNED_IN_STATE_ID, type SignedInState } from '@tidy/domain/signed-in-page';
import { todayIsoDate } from '@tidy/domain/time';
import { forgetTimeZone } from '../lib/time-zone-cookie';

/**
 * The state of the page the server rendered for the signed-in person (decision 025), when this browser can take
 * the page over as it is: at the address and on the date it was rendered for. Otherwise (the device's date
 * differs, or this is any other page) null, and the app renders afresh.
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
  // Nothing on the page depends on the device's language (Today's date line is written in the app's English,
  // formatDayHeading), so any browser on that date can take it over.
  const matches =
    state.address === `${window.location.pathname}${window.location.search}` && state.date === todayIsoDate(new Date());
  if (matches) return state;
  // Made for another date: the device may be in another time zone now, so it tells the server again.
  if (state.date !== todayIsoDate(new Date())) forgetTimeZone();
  return null;
}
