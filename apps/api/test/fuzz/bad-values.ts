import type { JsonSchema } from './openapi-operations';

/** Path ids no route may take: negative, zero, fractional, not a number, past `integer`, SQL. */
export const badIds = ['-1', '0', '1.5', 'abc', '99999999999999999999', "1' OR '1'='1"];
/** Dates that look like dates to a person but are not valid ISO date-times. */
export const badDates = ['2026-02-30T10:00:00Z', 'yesterday', '2026-13-01'];
/** Strings that would hurt if a layer interpreted them: HTML, SQL, and unicode with a NUL and an RTL override. */
export const hostileStrings = [
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '𝕌𝕟𝕚𝕔𝕠𝕕𝕖 \u0000 \u202e',
];
/** Text with a NUL character, which PostgreSQL cannot store: sent alone in an otherwise valid request. */
export const nulText = 'nul\u0000name';
export const tenThousandChars = 'x'.repeat(10_000);
/** Twice the server's body limit (1 MB). */
export const twoMegabytes = 'x'.repeat(2 * 1024 * 1024);

export type BadValue = { label: string; value: unknown };

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Whether the schema takes the value, by type, enum, bounds and lengths (formats aside): the generator uses it
 * to drop a "bad" value that is in fact allowed (a number for a string-or-number field, -1 where negatives are
 * fine), so every case it keeps must be refused.
 */
export function accepts(schema: JsonSchema, value: unknown): boolean {
  if (value === null) return schema.nullable === true;
  if (schema.anyOf) return schema.anyOf.some((member) => accepts(member, value));
  if (schema.enum) return schema.enum.includes(value);
  const type = typeOf(value);
  switch (schema.type) {
    case 'string': {
      if (type !== 'string') return false;
      const length = (value as string).length;
      return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
    }
    case 'integer':
    case 'number': {
      if (type !== 'integer' && !(schema.type === 'number' && type === 'number')) return false;
      if (!Number.isSafeInteger(value) && schema.type === 'integer') return false;
      const n = value as number;
      return (
        n >= (schema.minimum ?? Number.NEGATIVE_INFINITY) && n <= (schema.maximum ?? Number.POSITIVE_INFINITY)
      );
    }
    case 'boolean':
      return type === 'boolean';
    case 'array':
      return type === 'array' && (value as unknown[]).length <= (schema.maxItems ?? Number.POSITIVE_INFINITY);
    case 'object':
      return type === 'object';
    default:
      return true;
  }
}

export function typesOf(schema: JsonSchema): string[] {
  if (schema.anyOf) return schema.anyOf.flatMap(typesOf);
  return schema.type ? [schema.type] : [];
}

/** One value of each wrong type the field's own types suggest (string→number/object, number→text, …). */
function wrongTypes(schema: JsonSchema): BadValue[] {
  const candidates: BadValue[] = [{ label: 'null', value: null }];
  for (const type of typesOf(schema)) {
    if (type === 'string')
      candidates.push({ label: 'a number', value: 12345 }, { label: 'an object', value: {} });
    if (type === 'integer' || type === 'number') candidates.push({ label: 'text', value: 'not-a-number' });
    if (type === 'integer') candidates.push({ label: 'a fraction', value: 1.5 });
    if (type === 'boolean') candidates.push({ label: '"yes"', value: 'yes' });
    if (type === 'array') candidates.push({ label: 'a string', value: 'x' });
    if (type === 'object') candidates.push({ label: 'an array', value: [] });
  }
  candidates.push({ label: 'a boolean', value: true }, { label: 'an object', value: {} });
  return candidates;
}

/** Values breaking the field's bounds: too big, negative, enormous ids, unknown enum members, too long. */
function outOfBounds(schema: JsonSchema): BadValue[] {
  const values: BadValue[] = [];
  if (schema.enum) {
    const numeric = schema.enum.every((member) => typeof member === 'number');
    values.push({ label: 'an unknown enum value', value: numeric ? 45 : 'bogus-enum-value' });
  }
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    if (schema.maximum !== undefined) values.push({ label: 'above the maximum', value: schema.maximum + 1 });
    values.push({ label: 'an enormous number', value: 1e20 }, { label: 'negative', value: -1 });
    if (schema.minimum !== undefined) values.push({ label: 'below the minimum', value: schema.minimum - 1 });
  }
  if (schema.type === 'string') {
    if (schema.minLength) values.push({ label: 'empty', value: '' });
    if (schema.maxLength !== undefined && schema.maxLength < 600_000) {
      values.push({ label: 'one character too long', value: 'x'.repeat(schema.maxLength + 1) });
    }
    if (schema.format === 'date-time') {
      for (const date of badDates) values.push({ label: `the bad date ${date}`, value: date });
    }
  }
  if (schema.type === 'array' && schema.maxItems !== undefined) {
    values.push({ label: 'too many items', value: Array.from({ length: schema.maxItems + 1 }, () => 'x') });
  }
  if (schema.type === 'array' && schema.items?.type === 'string' && schema.items.maxLength !== undefined) {
    values.push({ label: 'an item too long', value: ['x'.repeat(schema.items.maxLength + 1)] });
  }
  return values;
}

/** Every value the field must refuse, labelled; duplicates and accidentally valid values are dropped. */
export function badValuesFor(schema: JsonSchema): BadValue[] {
  const seen = new Set<string>();
  return [...wrongTypes(schema), ...outOfBounds(schema)].filter(({ value }) => {
    const key = JSON.stringify(value);
    if (seen.has(key) || accepts(schema, value)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Query-string values the parameter must refuse. Every query value is text, so "wrong type" means text that is
 * not a number; parameters without a type rule, bounds or enum take any text and get none.
 */
export function badQueryValues(schema: JsonSchema): string[] {
  const values: string[] = [];
  const types = typesOf(schema);
  const numeric = types.includes('integer') || types.includes('number');
  if (numeric) values.push('abc', '1.5x');
  if (numeric && schema.maximum !== undefined)
    values.push(String(schema.maximum + 1), '99999999999999999999');
  if (numeric && schema.minimum !== undefined) values.push(String(schema.minimum - 1));
  if (schema.enum) values.push('bogus-enum-value');
  if (schema.format === 'date-time') values.push(...badDates);
  const bounded = numeric || schema.enum || schema.format || schema.anyOf || schema.maxLength !== undefined;
  if (bounded) values.push(tenThousandChars);
  return values;
}
