// The control API (/__mock) hands out sessions for any account, the request journal (tokens included) and
// scripted HTML answers, and the payment page pays orders: none of it may be reached from another site.
// A web page elsewhere can point its own host name at this machine (DNS rebinding) or post a form here,
// so a request is refused unless its Host is the mock's own and it does not come from another origin.
import type { FastifyReply, FastifyRequest } from 'fastify';

const LOOPBACK = ['127.0.0.1', 'localhost', '[::1]', '::1'];

export interface GuardOptions {
  /** The mock's public origin (MOCK_PUBLIC_URL). */
  publicUrl: string;
  /** Further host names it answers under (docker-compose's service name). */
  allowedHosts: readonly string[];
}

export type Refusal = { status: 403 | 415; error: string } | null;

const hostnameOf = (hostHeader: string): string => {
  try {
    return new URL(`http://${hostHeader}`).hostname.toLowerCase();
  } catch {
    return '';
  }
};

export type ControlGuard = (request: FastifyRequest, options: { json: boolean }) => Refusal;

export function createGuard({ publicUrl, allowedHosts }: GuardOptions): ControlGuard {
  const hosts = new Set([...LOOPBACK, new URL(publicUrl).hostname.toLowerCase(), ...allowedHosts]);
  const ownHost = (hostHeader: string | undefined) => hostHeader !== undefined && hosts.has(hostnameOf(hostHeader));

  /**
   * Why a request may not use the control API, or null when it may. `json`: a request with a body must
   * send it as JSON, which a plain form of another site cannot (and a script of another site cannot
   * without a CORS preflight, which the mock never answers).
   */
  return function refusal(request: FastifyRequest, options: { json: boolean }): Refusal {
    if (!ownHost(request.headers.host)) {
      return { status: 403, error: `The control API answers only on the mock's own host, not ${request.headers.host}` };
    }
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') {
      return { status: 403, error: `The control API refuses ${site} requests` };
    }
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && !ownHost(URL.canParse(origin) ? new URL(origin).host : '')) {
      return { status: 403, error: `The control API refuses requests from ${origin}` };
    }
    if (origin === 'null') return { status: 403, error: 'The control API refuses requests from an opaque origin' };
    const mutates = request.method !== 'GET' && request.method !== 'HEAD';
    const type = String(request.headers['content-type'] ?? '');
    const hasBody = type !== '' || Number(request.headers['content-length'] ?? 0) > 0;
    if (options.json && mutates && hasBody && !/^application\/json\s*(;|$)/i.test(type)) {
      return { status: 415, error: 'The control API takes JSON bodies only (Content-Type: application/json)' };
    }
    return null;
  };
}

export const refuse = (reply: FastifyReply, refusal: NonNullable<Refusal>) =>
  reply.code(refusal.status).send({ ok: false, error: refusal.error });
