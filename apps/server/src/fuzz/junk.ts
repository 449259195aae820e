import fc from 'fast-check';

// Generators of hostile input for the route fuzzer: text no client of ours would send, shaped so that some of
// it passes validation and reaches the database (right keys, right types, odd content).

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};

/** A very long text that prints short, so a failing case stays readable; `jsonText` writes it out in full. */
export class HugeText {
  constructor(
    readonly text: string,
    private readonly label: string,
  ) {}
  [fc.toStringMethod]() {
    return this.label;
  }
}
const HUGE = new HugeText('x'.repeat(1_000_000), '<1 MB of x>');
const HUGE_UNICODE = new HugeText('🧹\u202e'.repeat(200_000), '<1 MB of emoji and RTL overrides>');
// Under the 1 MB body limit (http/body-size.ts), so it reaches validation and the handlers.
const LONG = new HugeText('ab\u0301'.repeat(40_000), '<120 kB of combining marks>');

/** JSON text of a generated value, with its huge texts written out. */
export const jsonText = (value: unknown) =>
  JSON.stringify(value, (_key, item: unknown) => (item instanceof HugeText ? item.text : item)) ?? 'undefined';

/** Characters that trip up text handling: NUL, lone surrogates, bidi overrides, zero-width, emoji, combining marks. */
const oddCharacter = fc.constantFrom(
  '\u0000',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\uffff',
  '🧹',
  '👩‍👩‍👧‍👦',
  'e\u0301',
  '\u0007',
  '\r\n',
  '"',
  '\\',
  "'",
  '%',
  '<script>',
  '${x}',
  '名',
  'ﷺ',
);

export const oddString: fc.Arbitrary<string | HugeText> = fc.oneof(
  fc.string({ unit: fc.oneof(oddCharacter, fc.string({ unit: 'binary', maxLength: 1 })), maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', 'null', 'undefined', 'NaN', '__proto__', 'constructor', '0', '-1', '1e309'),
  fc.constant(HUGE),
  fc.constant(HUGE_UNICODE),
  fc.constant(LONG),
);

export const oddNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 0.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 31) - 1),
);

/** Keys that try to reach an object's prototype if a handler copies input into an object carelessly. */
export const pollutingObject = fc.constantFrom(
  '{"__proto__":{"isAdmin":true,"role":"organizer"}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"__proto__":null,"constructor":1,"toString":"x","hasOwnProperty":2}',
);

/** Any JSON value of the wrong kind: arrays, numbers, null, deep nesting, odd strings. */
export const wrongJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }),
  fc.constantFrom(null, [], {}, 0, true, '', [null], { a: { b: { c: [] } } }),
  oddString,
  oddNumber,
  fc.constant(JSON.parse('['.repeat(500) + ']'.repeat(500)) as unknown),
);

/** Malformed JSON text. */
export const brokenJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '[1,2',
    'nul',
    '{"a":1}}',
    "{'a':1}",
    '{"a":1,}',
    '\ufeff{}',
    '\u0000',
    'undefined',
    'NaN',
    '{"a":"\\ud800"}',
    '{"a":"\\u0000"}',
    '{"a":"\\x"}',
    '['.repeat(10_000),
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

/** Resolves `$ref`s against the OpenAPI document's components. */
export function resolveSchema(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 10; depth += 1) {
    current = components[current.$ref.replace('#/components/schemas/', '')] ?? {};
  }
  return current;
}

/**
 * A value shaped by the schema: the right keys and mostly the right types, but odd content and now and
 * then a value of the wrong type, so that input which passes validation is fuzzed as well.
 */
export function valueFor(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  samples: Record<string, fc.Arbitrary<unknown>>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(schema, components);
  const right = rightTypeFor(resolved, components, samples, depth);
  return fc.oneof({ weight: 5, arbitrary: right }, { weight: 1, arbitrary: wrongJsonValue });
}

function rightTypeFor(
  schema: JsonSchema,
  components: Record<string, JsonSchema>,
  samples: Record<string, fc.Arbitrary<unknown>>,
  depth: number,
): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => valueFor(v, components, samples, depth)));
  if (schema.enum && schema.enum.length > 0) return fc.oneof(fc.constantFrom(...schema.enum), oddString);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return fc.oneof(oddString, fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 20 }));
    case 'integer':
    case 'number':
      return fc.oneof(
        oddNumber,
        fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 1000) }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      if (depth > 3) return fc.constant([]);
      return fc.array(valueFor(schema.items ?? {}, components, samples, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const properties = Object.entries(schema.properties ?? {});
      const record = Object.fromEntries(
        properties.map(([key, property]) => [
          key,
          samples[key]
            ? fc.oneof(samples[key]!, valueFor(property, components, samples, depth + 1))
            : valueFor(property, components, samples, depth + 1),
        ]),
      );
      return fc.record(record, { requiredKeys: schema.required?.filter((key) => key in record) ?? [] });
    }
    default:
      return wrongJsonValue;
  }
}

/** A path segment no client would send: traversal, encoded NUL, very long, bad percent-encoding, unicode. */
export const junkPathSegment = fc.oneof(
  fc.constantFrom(
    '..',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '%00',
    'a%00b',
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%AF',
    '%FF',
    'null',
    'undefined',
    '0',
    '-1',
    '1.5',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
    '%20',
    '__proto__',
    'constructor',
    'x'.repeat(5_000),
  ),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

/** A query string of junk: unknown and repeated keys, bad encodings, huge or odd values. */
export function junkQuery(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(fc.constantFrom(...keys, '__proto__[x]', 'constructor', ''), fc.string({ maxLength: 8 }));
  const value = fc.oneof(
    junkPathSegment,
    fc.constantFrom('', '2024-02-30', '9999-99-99', 'today', '1e9', 'x'.repeat(10_000), '%', '%00'),
  );
  return fc
    .array(fc.tuple(key, value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&'));
}
