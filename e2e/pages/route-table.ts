import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
// The app's collected table names the routes (its module augments lib/routes' RouteRegister).
import type {} from '../../web/src/app/routes.ts';
import type { RouteName } from '../../web/src/lib/routes.ts';

// The app's routes as the journeys need them (name, path, the login and tab flags), read from the files that
// declare them: `web/src/app/routes.ts` and each `web/src/features/<feature>/routes.ts`. Their modules import
// the app's query code, which runs in a browser only, so the journeys read their text: each route is a
// top-level key of the object given to `defineRoutes`, with its path the first path literal in its entry.

export interface E2eRoute {
  readonly name: RouteName;
  readonly path: string;
  readonly auth: boolean;
  readonly tab: boolean;
}

const src = join(dirname(fileURLToPath(import.meta.url)), '../../web/src');

function routesIn(file: string): E2eRoute[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('defineRoutes({');
  if (start < 0) return [];
  const body = text.slice(start);
  const keys = [...body.matchAll(/^ {2}(\w+): /gm)];
  return keys.map((key, index) => {
    const entry = body.slice(key.index, keys[index + 1]?.index ?? body.length);
    const path = /'(\/[^'?]*)'/.exec(entry)?.[1];
    if (path === undefined) throw new Error(`No path for route ${key[1]} in ${file}`);
    return {
      name: key[1] as RouteName,
      path,
      auth: /\bauth: true\b/.test(entry),
      tab: /\btab: true\b/.test(entry),
    };
  });
}

const features = join(src, 'features');
export const ROUTE_LIST: readonly E2eRoute[] = [
  join(src, 'app/routes.ts'),
  ...readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(features, entry.name, 'routes.ts'))
    .filter((file) => existsSync(file)),
].flatMap(routesIn);

export const ROUTES = Object.fromEntries(ROUTE_LIST.map((route) => [route.name, route])) as {
  readonly [name in RouteName]: E2eRoute;
};
