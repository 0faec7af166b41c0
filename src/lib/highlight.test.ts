import { describe, expect, it } from 'vitest';
import { markedParts } from './highlight';

describe('markedParts', () => {
  it('splits a name into marked and plain parts', () => {
    expect(markedParts('汉源贡椒 大红袍花椒', [[0, 2], [8, 10]])).toEqual([
      { text: '汉源', hit: true }, { text: '贡椒 大红袍', hit: false }, { text: '花椒', hit: true },
    ]);
  });
  it('ignores ranges outside the text, reversed or overlapping, and keeps markup as text', () => {
    expect(markedParts('<b>花椒</b>', [[3, 5], [4, 6], [9, 20], [2, 1]])).toEqual([
      { text: '<b>', hit: false }, { text: '花椒', hit: true }, { text: '</b>', hit: false },
    ]);
    expect(markedParts('', undefined)).toEqual([{ text: '', hit: false }]);
  });
});
