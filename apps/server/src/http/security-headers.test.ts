import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

const base = {
  publicUrl: 'http://localhost:3000',
  connectOrigins: [],
  imageOrigins: [],
  formOrigins: ['http://localhost:5173'],
  scriptHashes: ["'sha256-abc='"],
};

describe('security headers', () => {
  it('allows scripts only from the server and by hash, and no framing at all', () => {
    const csp = contentSecurityPolicy(base);
    expect(csp).toContain("script-src 'self' 'sha256-abc='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self' http://localhost:3000 http://localhost:5173");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it("lets the SPA reach an outside provider's origin", () => {
    const csp = contentSecurityPolicy({ ...base, connectOrigins: ['https://id.example.com/realms/pv'] });
    expect(csp).toContain("connect-src 'self' https://id.example.com;");
  });

  it('loads images only from the server, data: and blob: URLs, and an outside provider (profile pictures)', () => {
    expect(contentSecurityPolicy(base)).toContain("img-src 'self' data: blob:;");
    const outside = contentSecurityPolicy({ ...base, imageOrigins: ['https://id.example.com/realms/pv'] });
    expect(outside).toContain("img-src 'self' data: blob: https://id.example.com;");
    expect(outside).not.toMatch(/img-src[^;]*https:[ ;]/);
  });

  it('adds HSTS only when the public address is https', () => {
    expect(securityHeaders(base)['strict-transport-security']).toBeUndefined();
    const https = securityHeaders({ ...base, publicUrl: 'https://vigila.example.org' });
    expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(https).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
  });
});
