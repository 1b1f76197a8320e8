import { describe, expect, it } from 'vitest';
import { readInvitation, safeReturnPath, signInPath } from './return-path.ts';

describe('signInPath', () => {
  it('keeps invitation, organization and organization_name and nothing else', () => {
    const params = new URLSearchParams('invitation=i&organization=o&organization_name=Acme&tab=2');
    expect(signInPath(params)).toBe('/auth?invitation=i&organization=o&organization_name=Acme');
    expect(signInPath(new URLSearchParams('tab=2'))).toBe('/auth');
  });
});

describe('readInvitation', () => {
  it('needs both invitation and organization', () => {
    expect(readInvitation(new URLSearchParams('invitation=i'))).toBeNull();
    expect(readInvitation(new URLSearchParams('invitation=i&organization=o'))).toEqual({
      invitation: 'i',
      organization: 'o',
      organizationName: null,
    });
  });
});

describe('safeReturnPath', () => {
  it('follows same-origin paths only', () => {
    expect(safeReturnPath('/settings?x=1')).toBe('/settings?x=1');
    expect(safeReturnPath('https://evil.test')).toBe('/home');
    expect(safeReturnPath('//evil.test')).toBe('/home');
    expect(safeReturnPath('/\\evil.test')).toBe('/home');
    expect(safeReturnPath('/auth?code=1')).toBe('/home');
    expect(safeReturnPath(undefined)).toBe('/home');
  });
});
