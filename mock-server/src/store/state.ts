// The shape of the whole in-memory state and the order its modules are seeded in. To add an area: write
// `modules/<area>.ts` (records, reads, writes) and `seed/<area>.ts` (its seed function), then add one line
// to `State` and one to `MODULES`. See HANDLERS.md.

import type { AuthState } from './modules/auth.ts';
import type { BrandsState } from './modules/brands.ts';
import type { CartState } from './modules/cart.ts';
import type { CircleState } from './modules/circle.ts';
import type { CommentsState } from './modules/comments.ts';
import type { CouponsState } from './modules/coupons.ts';
import type { GoodsState } from './modules/goods.ts';
import type { HomeState } from './modules/home.ts';
import type { LibraryState } from './modules/library.ts';
import type { MusicianState } from './modules/musician.ts';
import type { OrdersState } from './modules/orders.ts';
import type { SystemState } from './modules/system.ts';
import type { UsersState } from './modules/users.ts';
import type { WritersState } from './modules/writers.ts';
import { seedAuth } from './seed/auth.ts';
import { seedBrands } from './seed/brands.ts';
import { seedCart } from './seed/cart.ts';
import { seedCircle } from './seed/circle.ts';
import { seedComments } from './seed/comments.ts';
import { seedCoupons } from './seed/coupons.ts';
import { seedGoods } from './seed/goods.ts';
import { seedHome } from './seed/home.ts';
import { seedLibrary } from './seed/library.ts';
import { seedMusician } from './seed/musician.ts';
import { seedOrders } from './seed/orders.ts';
import { seedSystem } from './seed/system.ts';
import { seedUsers } from './seed/users.ts';
import { seedWriters } from './seed/writers.ts';
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
