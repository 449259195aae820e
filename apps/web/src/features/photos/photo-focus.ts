/**
 * The set-up button in the space's summary: where the keyboard goes after the last photo is deleted, when
 * the photos card (and every button in it) has gone.
 */
export const SET_UP_BUTTON_ID = 'space-photos-set-up';
