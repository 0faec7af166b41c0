import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { textHeight } from './schema';

describe('W0011 文本', () => {
  it('renders the text with its font settings and link', () => {
    const markup = html(nodeOf('W0011', { text: '麻辣\n鲜香', fontSize: 18, fontWeight: 'bold', fontStyle: 'italic', textDecoration: 'underline', color: '#ff0000', textAlign: 'center', data: { linkPage: 'page', url: '/items' } }));
    expect(markup).toContain('white-space:pre-wrap;font-size:18px;font-weight:bold;font-style:italic;text-decoration:underline;color:#e00000'); // #ff0000 darkened to read on the page grey
    expect(markup).toContain('text-align:center');
    expect(markup).toContain('href="/items"');
    expect(markup).toContain('麻辣\n鲜香');
  });
  it('defaults say 文本; auto height is floor(fontSize/0.6)', () => {
    expect(html(nodeOf('W0011'))).toContain('>文本<');
    expect(textHeight(14)).toBe(23);
  });
});
