import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHashRouter, historyIndex, parseHashLocation, type Resolution, type Router } from './router';

describe('parseHashLocation', () => {
  it('reads the page path and query from the hash', () => {
    expect(parseHashLocation('#/pages/x?id=1')).toEqual({ pathname: '/pages/x', search: '?id=1' });
    expect(parseHashLocation('#/pages/x')).toEqual({ pathname: '/pages/x', search: '' });
    expect(parseHashLocation('')).toEqual({ pathname: '/', search: '' });
    expect(parseHashLocation('#')).toEqual({ pathname: '/', search: '' });
    expect(parseHashLocation('#pages/x?')).toEqual({ pathname: '/pages/x', search: '' });
    // A second hash is a fragment inside the page, not part of its address.
    expect(parseHashLocation('#/pages/x?id=1#part')).toEqual({ pathname: '/pages/x', search: '?id=1' });
  });
});

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

/** Pops the way a browser does: the address and state change first, then popstate fires. */
function pop(hash: string, state: unknown) {
  window.history.replaceState(state, '', hash);
  window.dispatchEvent(new PopStateEvent('popstate', { state }));
}

describe('the hash router', () => {
  let router: Router<string> | undefined;
  const slow = new Map<string, ReturnType<typeof deferred>>();
  const resolve = ({ pathname }: { pathname: string }): Resolution<string> => {
    if (pathname === '/old') return { redirect: '/new?from=old' };
    if (pathname === '/loop') return { redirect: '/loop' };
    return { route: pathname, ...(slow.has(pathname) ? { ready: slow.get(pathname)?.promise } : {}) };
  };
  const start = (hash: string) => {
    window.history.replaceState(null, '', hash);
    router = createHashRouter(resolve);
    return router;
  };

  beforeEach(() => slow.clear());
  afterEach(() => router?.dispose());

  it('shows the first address at once when its page is ready, and numbers its history entry 0', () => {
    const r = start('#/a?x=1');
    expect(r.state).toMatchObject({ location: { pathname: '/a', search: '?x=1' }, route: '/a', initialized: true });
    expect(historyIndex()).toBe(0);
  });

  it('numbers the entries it pushes, keeps the number on replace, and follows popped entries', async () => {
    const r = start('#/a');
    await r.navigate('/b?y=2');
    expect(window.location.hash).toBe('#/b?y=2');
    expect(historyIndex()).toBe(1);
    await r.navigate('/c', { replace: true });
    expect(window.location.hash).toBe('#/c');
    expect(historyIndex()).toBe(1);
    pop('#/a', { idx: 0 });
    expect(r.state.route).toBe('/a');
    // An entry the address bar made has no number: it is the one after the entry it left.
    pop('#/d', null);
    expect(historyIndex()).toBe(1);
    expect(r.state.route).toBe('/d');
  });

  it('keeps the page on screen while the next one loads, then shows it; a newer navigation overtakes it', async () => {
    const r = start('#/a');
    const b = deferred();
    slow.set('/b', b);
    const states: string[] = [];
    r.subscribe(() => states.push(`${r.state.navigation.state} ${r.state.route}`));
    const toB = r.navigate('/b');
    expect(r.state.route).toBe('/a');
    expect(r.state.navigation.state).toBe('loading');
    await r.navigate('/c');
    b.resolve();
    await toB;
    expect(r.state.route).toBe('/c');
    expect(window.location.hash).toBe('#/c');
    expect(states).toEqual(['loading /a', 'idle /c']);
  });

  it('shows a page whose code failed with the failure, at its address', async () => {
    const r = start('#/a');
    const b = deferred();
    slow.set('/b', b);
    const toB = r.navigate('/b');
    b.reject(new Error('chunk failed'));
    await toB;
    expect(r.state.route).toBe('/b');
    expect(r.state.error).toEqual(new Error('chunk failed'));
    expect(window.location.hash).toBe('#/b');
  });

  it('follows a redirect (a new entry, or the same one for a replace), and stops a loop', async () => {
    const r = start('#/old');
    expect(r.state.location).toEqual({ pathname: '/new', search: '?from=old' });
    await r.navigate('/a', { replace: true });
    const at = historyIndex();
    await r.navigate('/old', { replace: true });
    expect(historyIndex()).toBe(at);
    expect(window.location.hash).toBe('#/new?from=old');
    await expect(r.navigate('/loop')).rejects.toThrow(/Redirect loop/);
  });

  it("ignores a back onto the page on screen (an overlay's entry), giving up a page still loading", async () => {
    const r = start('#/a');
    let notified = 0;
    r.subscribe(() => (notified += 1));
    pop('#/a', { idx: 0, overlay: 'x' });
    expect(notified).toBe(0);
    const b = deferred();
    slow.set('/b', b);
    const toB = r.navigate('/b');
    pop('#/a', { idx: 0 });
    expect(r.state.navigation.state).toBe('idle');
    b.resolve();
    await toB;
    expect(r.state.route).toBe('/a');
  });
});
