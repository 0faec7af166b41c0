import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import qs from 'qs';
import { encodeForm } from './form-encode';

const entries = (s: string) => [...new URLSearchParams(s)];

describe('PHP bracket-key form encoding (api-contract §2.4)', () => {
  it('encodes the contract example body the way qs does', () => {
    const body = { invoice_content: { title: 'unit', content: 'ACME' }, items: [{ item_id: 12, num: 1 }] };
    expect(entries(encodeForm(body))).toEqual([
      ['invoice_content[title]', 'unit'], ['invoice_content[content]', 'ACME'], ['items[0][item_id]', '12'], ['items[0][num]', '1'],
    ]);
  });

  it('writes query arrays as cart_id[]=1&cart_id[]=2', () => {
    expect(entries(encodeForm({ cart_id: [1, 2] }, 'brackets'))).toEqual([['cart_id[]', '1'], ['cart_id[]', '2']]);
  });

  it('drops undefined, sends null as empty, booleans as true/false, leaves out empty arrays', () => {
    expect(entries(encodeForm({ a: undefined, b: null, c: true, d: false, e: [], f: '中 文&=' }))).toEqual([['b', ''], ['c', 'true'], ['d', 'false'], ['f', '中 文&=']]);
  });

  // The server decodes with qs, so any value the islands send must decode to what qs would have sent.
  const wireValue = fc.letrec((tie) => ({
    leaf: fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined)),
    node: fc.oneof({ depthSize: 'small' }, tie('leaf'), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(fc.string({ minLength: 1 }).filter((k) => !/[[\]]/.test(k)), tie('node'), { maxKeys: 3 })),
  })).node;
  const body = fc.dictionary(fc.string({ minLength: 1 }).filter((k) => !/[[\]]/.test(k)), wireValue, { maxKeys: 4 });

  it('matches qs.stringify for bodies (indices) and axios query strings (brackets)', () => {
    fc.assert(fc.property(body, (data) => {
      expect(entries(encodeForm(data))).toEqual(entries(qs.stringify(data)));
      expect(entries(encodeForm(data, 'brackets'))).toEqual(entries(qs.stringify(data, { arrayFormat: 'brackets' })));
    }), { numRuns: 300 });
  });
});
