/** Staff tables and columns (migration 0141), merged into the DB row types. */
import type { ColumnType, Generated } from 'kysely';

export type ProductType = 'normal' | 'sale' | 'bag';

export interface StaffAccountsTable {
  staff_id: Generated<number>; work_id: string; name: string; user_id: number; password_hash: string;
  disabled: Generated<boolean>; created_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface GoodsTable { product_type: Generated<ProductType>; staff_goods: Generated<boolean> }
  interface ItemsTable { staff_price: ColumnType<number | null, number | null | undefined, number | null> }
  interface DB { staff_accounts: StaffAccountsTable }
}
