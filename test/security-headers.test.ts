import type { UserConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../api/src/security-headers.ts';
import viteConfig from '../web/vite.config.ts';

type ConfigFn = (env: { command: 'serve' | 'build'; mode: string }) => UserConfig;

describe('the security policy', () => {
  it('lets nothing frame the app, run foreign or inline script, or sniff types', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("style-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(securityHeaders()).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('adds the provider and media origins a build talks to', () => {
    const csp = contentSecurityPolicy({ providerOrigins: ['https://api.djshop.example'] });
    for (const directive of ['img-src', 'media-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://api\\.djshop\\.example`));
    }
    expect(csp).not.toMatch(/script-src [^;]*api\.djshop/);
  });

  it("is what the dev server (docker-compose's web service) and vite preview send", () => {
    const serve = (viteConfig as unknown as ConfigFn)({ command: 'serve', mode: 'development' });
    expect(serve.server?.headers).toEqual(securityHeaders({ dev: true }));
    expect(serve.preview?.headers).toEqual(securityHeaders());
    expect(String(serve.server?.headers?.['Content-Security-Policy'])).toContain("frame-ancestors 'none'");
  });
});
