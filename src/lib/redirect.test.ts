import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './redirect';

describe('redirectUrl safety', () => {
  it('accepts same-site paths, encoded or not', () => {
    expect(safeRedirect('%2Fitems%2F12%3Fdistributor_id%3D0')).toBe('/items/12?distributor_id=0');
    expect(safeRedirect('/member/trade')).toBe('/member/trade');
  });
  it('falls back to / for other sites and odd input', () => {
    for (const bad of [null, '', 'https://evil.example', '//evil.example/x', '%2F%2Fevil.example', '/\\evil.example', 'javascript:alert(1)', '%E0%A4%A', '/auth/login?redirectUrl=/x']) {
      expect(safeRedirect(bad)).toBe('/');
    }
  });
  it('builds the login link with the path encoded', () => {
    expect(loginHref('/items/3?a=1')).toBe('/auth/login?redirectUrl=%2Fitems%2F3%3Fa%3D1');
  });
});
