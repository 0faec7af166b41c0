/** Columns the shop module adds to `shops` (migration 0140), merged into the DB row types. */
import type { Generated } from 'kysely';

export type ShopKind = 'store' | 'dealer';

declare module '../../db/schema' {
  interface ShopsTable { kind: Generated<ShopKind>; intro: Generated<string>; merchant_id: number | null }
}
