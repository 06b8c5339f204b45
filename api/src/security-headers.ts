// The security headers every server of this project sends with what it serves: the mock (the built app,
// the API, uploads, /docs, the payment page) and the dev server. The root README gives the same policy to
// whoever hosts the built app in front of the real provider. One module, so the three cannot drift apart.

export interface PolicyOptions {
  /**
   * Origins besides the page's own that the app talks to or loads media from (VITE_API_BASE, and
   * VITE_MEDIA_ORIGINS for images, audio and downloads).
   */
  providerOrigins?: readonly string[];
  /** Extra sources for style-src: /docs (Swagger UI) styles inline, the payment page by hash. */
  inlineStyles?: readonly string[];
  /**
   * The dev server: its React refresh preamble is an inline script, it injects stylesheets as <style>
   * elements, and hot reload is a web socket. Never for a build that ships.
   */
  dev?: boolean;
}

/** The Content-Security-Policy: the app's own scripts only, nothing may frame it, forms post to itself. */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const provider = options.providerOrigins ?? [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.dev ? ["'unsafe-inline'"] : [])],
    'style-src': ["'self'", ...(options.dev ? ["'unsafe-inline'"] : []), ...(options.inlineStyles ?? [])],
    // blob: is a picture the user picked for upload, shown before it is sent; data: the icons in stylesheets.
    'img-src': ["'self'", 'data:', 'blob:', ...provider],
    'media-src': ["'self'", 'blob:', ...provider],
    'connect-src': ["'self'", ...provider, ...(options.dev ? ['ws:', 'wss:'] : [])],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header of the policy, ready for a server's header table. */
export function securityHeaders(options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // Browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Addresses can carry order numbers and tokens: other sites learn nothing of where the user came from.
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
