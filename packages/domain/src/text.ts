import type { z } from 'zod';

// Which characters a text the household types may hold, for the web forms and the server alike.
// A name, title or label is shown on one line and goes into e-mail subjects and notification titles, where a
// line break or a control character is never meant and can split a header. Bidirectional overrides and
// isolates (U+202A–U+202E, U+2066–U+2069) are refused there too: in a short name they can make it read as
// something it is not ("invoice\u202Efdp.exe"); plain right-to-left text needs none of them.
// Longer texts (notes, descriptions, feedback) keep line breaks, tabs and bidi marks, but no other controls.

/* eslint-disable no-control-regex -- control characters are what these patterns look for */
/** Nothing but one line: no C0 control (CR, LF, TAB, NUL …), DEL, C1 control, line or paragraph separator, bidi override or isolate. */
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
/** No control character other than TAB, LF and CR. */
const NO_CONTROLS_BUT_LINE_BREAKS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
/** A run of whitespace and control characters that holds at least one control or line separator. */
const BROKEN_RUN =
  /[\s\u0000-\u001F\u007F-\u009F]*[\u0000-\u001F\u007F-\u009F\u2028\u2029][\s\u0000-\u001F\u007F-\u009F]*/g;
/* eslint-enable no-control-regex */

export const SINGLE_LINE_MESSAGE = 'Use a single line without control characters.';
export const MULTI_LINE_MESSAGE = 'Use text without control characters (line breaks are fine).';

/** A name, title or label: one line, no control characters. */
export function singleLineText<Text extends z.ZodString>(text: Text): Text {
  return text.regex(SINGLE_LINE, SINGLE_LINE_MESSAGE);
}

/** A note, description or message: line breaks and tabs are kept, other control characters refused. */
export function multiLineText<Text extends z.ZodString>(text: Text): Text {
  return text.regex(NO_CONTROLS_BUT_LINE_BREAKS, MULTI_LINE_MESSAGE);
}

/**
 * The text on one line, for places a line break must never reach (an e-mail subject) even when it was stored
 * before the rule above existed: each run of line breaks and control characters becomes one space.
 */
export function oneLine(text: string): string {
  return text.replace(BROKEN_RUN, ' ').trim();
}
