import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../src/lib/links';
import { categoryLink, customPageLink, FIXED_PAGES, hrefLink, linkText, pageLink } from './links';

describe('picked links', () => {
  it('resolve to the storefront URLs', () => {
    expect(resolveLink(pageLink(FIXED_PAGES[4]))).toBe('/pointitems');
    expect(resolveLink(categoryLink({ category_id: 3, category_name: '调味料' }))).toBe('/items?cat_id=3');
    expect(resolveLink(customPageLink({ theme_pc_template_id: 9, template_title: '活动', page_type: 'custom', status: 1 }))).toBe('/custompage?pageid=9');
    expect(resolveLink(hrefLink('http://www.xxx.com'))).toBe('http://www.xxx.com');
  });

  it('label links for the panel', () => {
    expect(linkText(categoryLink({ category_id: 3, category_name: '调味料' }))).toBe('分类：调味料');
    expect(linkText({})).toBe('');
    expect(linkText(undefined)).toBe('');
  });
});
