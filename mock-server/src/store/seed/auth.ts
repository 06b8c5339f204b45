// The seeded sign-in state.

import { type AuthState, LOCKED_USERNAME } from '../modules/auth.ts';
import type { UsersState } from '../modules/users.ts';
import type { SeedContext } from '../seed-context.ts';

export function seedAuth(ctx: SeedContext<{ users: UsersState }>): AuthState {
  const state: AuthState = { codes: new Map(), lastSentAt: new Map(), locked: new Set(), usedWechatCodes: new Set() };
  const locked = ctx.state.users.byUsername.get(LOCKED_USERNAME);
  if (locked) state.locked.add(locked.id);
  return state;
}
