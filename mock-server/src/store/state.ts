// The shape of the whole in-memory state and the order its modules are seeded in. To add an area: write
// `modules/<area>.ts` (state interface + seed function), then add one line to `State` and one to `MODULES`.
// See HANDLERS.md.

import { type AuthState, seedAuth } from './modules/auth.ts';
import { type BrandsState, seedBrands } from './modules/brands.ts';
import { type CartState, seedCart } from './modules/cart.ts';
import { type CircleState, seedCircle } from './modules/circle.ts';
import { type CommentsState, seedComments } from './modules/comments.ts';
import { type CouponsState, seedCoupons } from './modules/coupons.ts';
import { type GoodsState, seedGoods } from './modules/goods.ts';
import { type HomeState, seedHome } from './modules/home.ts';
import { type LibraryState, seedLibrary } from './modules/library.ts';
import { type MusicianState, seedMusician } from './modules/musician.ts';
import { type OrdersState, seedOrders } from './modules/orders.ts';
import { type SystemState, seedSystem } from './modules/system.ts';
import { seedUsers, type UsersState } from './modules/users.ts';
import { seedWriters, type WritersState } from './modules/writers.ts';
import type { SeedContext } from './seed-context.ts';

export interface State {
  users: UsersState;
  writers: WritersState;
  goods: GoodsState;
  home: HomeState;
  comments: CommentsState;
  system: SystemState;
  auth: AuthState;
  library: LibraryState;
  cart: CartState;
  coupons: CouponsState;
  orders: OrdersState;
  musician: MusicianState;
  circle: CircleState;
  brands: BrandsState;
}

type Modules = { [K in keyof State]: (ctx: SeedContext<State>) => State[K] };

/** Seeded in this order; a module may read the modules before it through `ctx.state`. */
export const MODULES: Modules = {
  users: seedUsers,
  writers: seedWriters,
  goods: seedGoods,
  home: seedHome,
  comments: seedComments,
  system: seedSystem,
  auth: seedAuth,
  library: seedLibrary,
  cart: seedCart,
  coupons: seedCoupons,
  orders: seedOrders,
  musician: seedMusician,
  circle: seedCircle,
  brands: seedBrands,
};
