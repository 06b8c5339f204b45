/**
 * Whether the app's own origin answers: a HEAD request for a tiny file, never served from a cache. The
 * no-network layer asks this before it lets the user go on.
 */
export async function originAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${window.location.origin}/favicon.svg`, { method: 'HEAD', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
