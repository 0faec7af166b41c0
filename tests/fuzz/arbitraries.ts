/**
 * fast-check arbitraries generated from the routes' declared zod schemas: values the schema accepts
 * (so handlers run with bound-hugging input), and hostile values (out-of-range and non-numeric
 * integers, control characters, lone surrogates, very long strings, objects where scalars belong).
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { INT4_MAX } from '../../src/widgets/shared/validate';

type Def = { typeName?: string } & Record<string, unknown>;
const defOf = (s: z.ZodTypeAny) => s._def as Def;

export { INT4_MAX };

/** A value `schema` should accept (strings as the form client sends them half the time). */
export function validArb(schema: z.ZodTypeAny, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(undefined);
  switch (def.typeName) {
    case 'ZodEffects': return validArb(def.schema as z.ZodTypeAny, depth);
    case 'ZodOptional': return fc.option(validArb(def.innerType as z.ZodTypeAny, depth), { nil: undefined, freq: 3 });
    case 'ZodNullable': return fc.option(validArb(def.innerType as z.ZodTypeAny, depth), { nil: null, freq: 5 });
    case 'ZodDefault': return validArb(def.innerType as z.ZodTypeAny, depth);
    case 'ZodLazy': return validArb((def.getter as () => z.ZodTypeAny)(), depth + 1);
    case 'ZodString': return stringArb(def);
    case 'ZodNumber': return numberArb(def);
    case 'ZodBoolean': return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', '1', '0'));
    case 'ZodEnum': return fc.constantFrom(...(def.values as string[]));
    case 'ZodLiteral': return fc.constant(def.value);
    case 'ZodNull': return fc.constant(null);
    case 'ZodUnion': return fc.oneof(...(def.options as z.ZodTypeAny[]).map((o) => validArb(o, depth + 1)));
    case 'ZodArray': {
      const max = Math.min((def.maxLength as { value: number } | null)?.value ?? 4, 4);
      return fc.array(validArb(def.type as z.ZodTypeAny, depth + 1), { maxLength: max });
    }
    case 'ZodRecord': return fc.dictionary(fc.constantFrom('0', '1', '2', 'a'), validArb(def.valueType as z.ZodTypeAny, depth + 1), { maxKeys: 3 });
    case 'ZodObject': {
      const shape = (def.shape as () => Record<string, z.ZodTypeAny>)();
      const keys = Object.keys(shape);
      if (!keys.length) return fc.constant({});
      return fc.record(Object.fromEntries(keys.map((k) => [k, validArb(shape[k], depth + 1)])), { requiredKeys: [] });
    }
    default: return fc.oneof(fc.constant('1'), fc.string({ maxLength: 8 }), fc.integer());
  }
}

function stringArb(def: Def): fc.Arbitrary<string> {
  const checks = (def.checks as { kind: string; value?: number; regex?: RegExp }[]) ?? [];
  const max = checks.find((c) => c.kind === 'max')?.value ?? 64;
  const min = checks.find((c) => c.kind === 'min')?.value ?? 0;
  const regex = checks.find((c) => c.kind === 'regex')?.regex;
  if (regex) return fc.stringMatching(regex).filter((s) => s.length <= max);
  const len = { minLength: min, maxLength: Math.min(max, 40) };
  return fc.oneof(
    fc.string(len), fc.string({ ...len, unit: 'binary' }).filter((s) => !/[\u0000-\u001F\u007F]/.test(s)),
    fc.constant('x'.repeat(max)), fc.constantFrom('花椒', '13900139000', '北京市', 'testpay', 'normal', 'cart', 'fastbuy', 'index', 'custom', 'header', 'footer'),
  ).filter((s) => s.length >= min && s.length <= max);
}

function numberArb(def: Def): fc.Arbitrary<unknown> {
  const checks = (def.checks as { kind: string; value?: number }[]) ?? [];
  const min = Math.max(checks.find((c) => c.kind === 'min')?.value ?? -INT4_MAX, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(checks.find((c) => c.kind === 'max')?.value ?? INT4_MAX, Number.MAX_SAFE_INTEGER);
  const int = fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), fc.integer({ min: Math.max(min, 0), max: Math.min(max, 60) }));
  return fc.oneof(int, int.map(String));
}

/** Inputs no schema should let through, and that once reached PostgreSQL or String(). */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '2147483648', '9223372036854775808', '99999999999999999999999', '-1', '-2147483649', '0', 'NaN', 'Infinity', '-Infinity', '1e309', '1e3', '0x1F', '1.5', ' 1', '',
    'abc', 'null', 'undefined', 'true', '\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\u001b[31m', '%00', "1' or '1'='1", '{}', '[]', '../../etc/passwd',
    '<script>alert(1)</script>', 'red;}body{display:none}', 'javascript:alert(1)', '\u202e', '\uFEFF', '😀'.repeat(50),
  ),
  fc.constant('a'.repeat(5000)), fc.constant('长'.repeat(300)),
  fc.double(), fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.string({ unit: 'binary', maxLength: 30 }),
);

/** Keys no body may carry: NUL and lone surrogates (PostgreSQL refuses both in jsonb). */
export const hostileKey = fc.constantFrom('k\u0000', '\u0000', '\ud800', 'a\udc00b', 'x\u0000[y]', 'widgets\u0000');

/** Sizes no page can use, and numbers at the edge of what a double holds. */
export const hostileNumber = fc.constantFrom(1e308, -1e308, 9e15, -9e15, 9007199254740993, 5e-324, '9e15', '1e308', '9e15px', '-9e15px', '99999999px');

/** Objects that break a coercion: a non-function toString/valueOf, or a valueOf that picks its own number. */
export const coercionTrap = fc.constantFrom({ toString: 1 }, { valueOf: 1 }, { toString: 1, valueOf: 1 }, { valueOf: 0.5 }, { toString: 'x', valueOf: null }, [{ toString: 1 }], { a: { toString: 1 } });

/** A value with a NUL, a lone surrogate, a trap or an absurd number somewhere below the top (depth 1–6). */
export const buriedHostile: fc.Arbitrary<unknown> = fc.tuple(
  fc.oneof(hostileScalar, hostileNumber, coercionTrap, hostileKey.map((k) => ({ [k]: 1 }))),
  fc.array(fc.constantFrom('data', 'widgets', 'childWidgets', 'config', '0', 'paddingTop', 'x'), { minLength: 1, maxLength: 6 }),
).map(([leaf, path]) => path.reduceRight<unknown>((inner, key) => (key === '0' ? [inner] : { [key]: inner }), leaf));

/** JSON-only shapes: objects where scalars are expected, including a non-function toString. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileScalar, hostileNumber, coercionTrap, buriedHostile,
  fc.constantFrom({ toString: 1 }, { valueOf: 'x', toString: null }, { __proto__x: 1 }, [], [[]], {}, null, true, false, [1, 2, 3], { 0: '1' }, { a: { b: { c: { d: 1 } } } }),
  fc.array(hostileScalar, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 5 }), hostileScalar, { maxKeys: 3 }),
);

/** Top-level keys of an object schema (where a hostile value is put). */
export function keysOf(schema: z.ZodTypeAny | undefined): string[] {
  let s = schema;
  while (s && ['ZodEffects', 'ZodOptional', 'ZodLazy'].includes(defOf(s).typeName ?? '')) {
    const d = defOf(s);
    s = (d.schema ?? d.innerType ?? (d.getter as (() => z.ZodTypeAny) | undefined)?.()) as z.ZodTypeAny | undefined;
  }
  return s && defOf(s).typeName === 'ZodObject' ? Object.keys((defOf(s).shape as () => Record<string, unknown>)()) : [];
}
