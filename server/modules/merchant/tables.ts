/** Merchant-entry tables (migration 0142), merged into the DB row types. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type AuditStatus = 'editing' | 'pending' | 'approved' | 'rejected';
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface MerchantsTable { merchant_id: Generated<number>; mobile: string; disabled: Generated<boolean>; created_at: Generated<Date> }
export interface MerchantTypesTable { type_id: Generated<number>; parent_id: Generated<number>; name: string; sort: Generated<number> }
export interface MerchantAppliesTable {
  apply_id: Generated<number>; merchant_id: number; step: Generated<number>; data: JSONColumnType<Record<string, unknown>>;
  audit_status: Generated<AuditStatus>; audit_memo: Generated<string>; distributor_id: number | null;
  submitted_at: NullableTime; audited_at: NullableTime; updated_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface DB { merchants: MerchantsTable; merchant_types: MerchantTypesTable; merchant_applies: MerchantAppliesTable }
}
