// What a store module's seed function receives. The faker instances are re-seeded for each module from the
// mock seed and the module's name, so adding or changing one module never shifts another module's data.
import type { Faker } from '@faker-js/faker';
// The per-locale entry points: the package's main entry loads every locale, which costs half a second.
import { faker as enFaker } from '@faker-js/faker/locale/en';
import { faker as zhFaker } from '@faker-js/faker/locale/zh_CN';
import { DAY_SEC } from './ids.ts';

export interface SeedContext<S = unknown> {
  /** MOCK_SEED. */
  readonly seed: number;
  /** Mock time at reset, Unix seconds; every seeded timestamp is relative to it. */
  readonly nowSec: number;
  /** Chinese data (names, places). */
  readonly zh: Faker;
  /** English data, and every plain random number. */
  readonly en: Faker;
  /**
   * The state built so far: only the modules listed before this one are present. Each seed names the
   * slices it reads, so a module depends on those modules' types, never on the whole state.
   */
  readonly state: S;
}

/** FNV-1a: a stable 32-bit hash, so derived seeds do not depend on the JS engine. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function createSeedContext<S>(seed: number, nowSec: number, moduleName: string, state: S): SeedContext<S> {
  const refDate = new Date(nowSec * 1000);
  zhFaker.seed(hash32(`${seed}:${moduleName}:zh`));
  zhFaker.setDefaultRefDate(refDate);
  enFaker.seed(hash32(`${seed}:${moduleName}:en`));
  enFaker.setDefaultRefDate(refDate);
  return { seed, nowSec, zh: zhFaker, en: enFaker, state };
}

export { DAY_SEC };

/** A timestamp up to `maxDays` before now, never in the future. */
export const pastTime = (ctx: SeedContext, maxDays: number, minDays = 0): number =>
  ctx.nowSec - ctx.en.number.int({ min: Math.floor(minDays * DAY_SEC), max: Math.floor(maxDays * DAY_SEC) });

/** A count with a long tail: most are small, some pass 10,000 (the app abbreviates them as k and w). */
export const popularCount = (ctx: SeedContext, hitChance: number): number =>
  ctx.en.datatype.boolean({ probability: hitChance })
    ? ctx.en.number.int({ min: 10_001, max: 880_000 })
    : ctx.en.number.int({ min: 0, max: 9_800 });
