import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { defaults, validate } from './schema';

describe('W0000 页面配置', () => {
  it('is not drawn as a widget in any mode', () => {
    for (const mode of ['render', 'design', 'preview'] as const) expect(html(nodeOf('W0000'), mode)).toBe('');
  });
  it('default theme colour and background', () => {
    expect(defaults.themeColor).toBe('#479EE9');
    expect(defaults.backgroundColor).toBe('#ffffffff');
    expect(validate(defaults)).toEqual([]);
  });
});
