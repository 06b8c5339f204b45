// Brands (labels), their teams and the applications to join them. A user is on at most one team; the users
// module's `brand_id` says which, and this module keeps it in step.
export interface BrandRecord {
  id: number;
  name: string;
  logo: string;
  description: string;
  owner_id: number;
  createtime: number;
}

export interface BrandMemberRecord {
  user_id: number;
  role: 'owner' | 'member';
  jointime: number;
}

export interface BrandApplicationRecord {
  id: number;
  brand_id: number;
  user_id: number;
  reason: string;
  status: 'pending' | 'accepted' | 'rejected';
  createtime: number;
}

export interface BrandsState {
  byId: Map<number, BrandRecord>;
  /** The team of each brand: the owner first, then members by join time. */
  members: Map<number, BrandMemberRecord[]>;
  applications: Map<number, BrandApplicationRecord>;
  nextId: number;
  nextApplicationId: number;
}

export const teamOf = (state: BrandsState, brandId: number): BrandMemberRecord[] => state.members.get(brandId) ?? [];

export const pendingApplicationOf = (state: BrandsState, userId: number): BrandApplicationRecord | undefined =>
  [...state.applications.values()].find((a) => a.user_id === userId && a.status === 'pending');

// ---------------------------------------------------------------- writes: the only code that changes brands

export function addBrandApplication(
  brands: BrandsState,
  fields: Omit<BrandApplicationRecord, 'id' | 'status'>,
): BrandApplicationRecord {
  const rec: BrandApplicationRecord = { id: brands.nextApplicationId++, ...fields, status: 'pending' };
  brands.applications.set(rec.id, rec);
  return rec;
}

export function answerApplication(app: BrandApplicationRecord, accept: boolean): void {
  app.status = accept ? 'accepted' : 'rejected';
}

export function editBrand(brand: BrandRecord, fields: Pick<BrandRecord, 'name' | 'logo' | 'description'>): void {
  brand.name = fields.name;
  brand.logo = fields.logo;
  brand.description = fields.description;
}

export function addMember(brands: BrandsState, brandId: number, member: BrandMemberRecord): void {
  const team = brands.members.get(brandId) ?? [];
  team.push(member);
  brands.members.set(brandId, team);
}

/** Takes a user off a team; answers whether they were on it. */
export function removeMemberOf(brands: BrandsState, brandId: number, userId: number): boolean {
  const team = brands.members.get(brandId);
  const index = team?.findIndex((m) => m.user_id === userId) ?? -1;
  if (!team || index < 0) return false;
  team.splice(index, 1);
  return true;
}
