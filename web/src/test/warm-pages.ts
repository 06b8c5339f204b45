import { beforeAll } from 'vitest';
import { pageOf } from '@/app/router';
import { type RouteName, routeEntry } from '@/lib/routes';

/**
 * Loads pages' code and strings before a file's tests. A page's first import in a test worker transforms its
 * module graph: seconds on a clean clone with the type check beside, which the tests' own waits (1 to 5 s) are
 * not meant to cover. The files of a worker share one module graph, so which file paid for it depended on their
 * order: a change to another file once made three files fail on a cold clone only.
 */
export function warmPages(...names: RouteName[]): void {
  beforeAll(async () => {
    await Promise.all(names.map((name) => pageOf(routeEntry(name)).load()));
  }, 60_000);
}
