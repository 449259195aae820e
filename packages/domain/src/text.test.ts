import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MULTI_LINE_MESSAGE, multiLineText, oneLine, SINGLE_LINE_MESSAGE, singleLineText } from './text';

const singleLine = singleLineText(z.string().trim());
const multiLine = multiLineText(z.string().trim());
const problemOf = (schema: z.ZodType, input: string) => {
  const result = schema.safeParse(input);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

describe('singleLineText', () => {
  it.each([
    ['a plain name', 'Kitchen'],
    ['letters of any script, accents and emoji', 'Küche · 厨房 · مطبخ 🍳'],
    ['right-to-left marks, which only steer where a mark sits', 'שלום\u200F!'],
    ['a zero-width joiner inside an emoji', '👩\u200D👧'],
    ['line breaks at either end, which trim() removes first', '\r\n  Den \n'],
  ])('accepts %s', (_case, text) => {
    expect(problemOf(singleLine, text)).toBeNull();
  });

  it.each([
    ['CR LF', 'A\r\nB'],
    ['LF', 'A\nB'],
    ['CR', 'A\rB'],
    ['TAB', 'A\tB'],
    ['NUL', 'A\u0000B'],
    ['ESC', 'A\u001B[31mB'],
    ['DEL', 'A\u007FB'],
    ['a C1 control (NEL)', 'A\u0085B'],
    ['a C1 control (CSI)', 'A\u009BB'],
    ['the line separator', 'A\u2028B'],
    ['the paragraph separator', 'A\u2029B'],
    ['a right-to-left override', 'invoice\u202Efdp.exe'],
    ['a left-to-right embedding', 'A\u202AB'],
    ['a first-strong isolate', 'A\u2068B'],
    ['a pop directional isolate', 'A\u2069B'],
  ])('refuses %s', (_case, text) => {
    expect(problemOf(singleLine, text)).toBe(SINGLE_LINE_MESSAGE);
  });
});

describe('multiLineText', () => {
  it.each([
    ['line breaks', 'line one\nline two'],
    ['Windows line breaks', 'line one\r\nline two'],
    ['a tab', 'Shelf\tleft'],
    ['the line and paragraph separators', 'one\u2028two\u2029three'],
    ['embedded right-to-left text, as a keyboard may type it', 'Say \u202Bשלום\u202C to the kids'],
  ])('keeps %s', (_case, text) => {
    expect(problemOf(multiLine, text)).toBeNull();
  });

  it.each([
    ['NUL', 'A\u0000B'],
    ['a vertical tab', 'A\u000BB'],
    ['a form feed', 'A\u000CB'],
    ['ESC', 'A\u001BB'],
    ['DEL', 'A\u007FB'],
    ['a C1 control', 'A\u0085B'],
  ])('refuses %s', (_case, text) => {
    expect(problemOf(multiLine, text)).toBe(MULTI_LINE_MESSAGE);
  });
});

describe('oneLine', () => {
  it.each([
    ['Den\r\nBcc: eve@example.com', 'Den Bcc: eve@example.com'],
    ['Den \r\n\r\n  Study', 'Den Study'],
    ['A\u0000B', 'A B'],
    ['A\u2028B\u2029C', 'A B C'],
    ['A\tB', 'A B'],
    ['Ida Inviter invited you to Den on Tidy Steps', 'Ida Inviter invited you to Den on Tidy Steps'],
    ['two  spaces stay', 'two  spaces stay'],
    ['\nDen\n', 'Den'],
  ])('%j → %j', (text, expected) => {
    expect(oneLine(text)).toBe(expected);
  });
});
