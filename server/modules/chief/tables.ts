/** Community chief tables (migration 0143), merged into the DB row types. */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

export type ChiefStatus = 'pending' | 'approved' | 'rejected';
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Time = ColumnType<Date, Date | string, Date | string>;

export interface ChiefsTable {
  chief_id: Generated<number>; user_id: number; name: string; mobile: string; community: string; address: string;
  status: Generated<ChiefStatus>; audit_memo: Generated<string>; commission_rate: Generated<number>;
  applied_at: Generated<Date>; audited_at: NullableTime;
}
export interface ChiefActivitiesTable {
  activity_id: Generated<number>; chief_id: number; title: string; goods_ids: JSONColumnType<number[]>;
  begin_at: Time; end_at: Time; status: Generated<ChiefStatus>; audit_memo: Generated<string>; created_at: Generated<Date>;
}
export interface ChiefMembersTable { user_id: number; chief_id: number; bound_at: Generated<Date> }
export interface ChiefCommissionsTable {
  id: Generated<number>; chief_id: number; order_id: string; activity_id: number; goods_fee: number; amount: number; created_at: Generated<Date>;
}

declare module '../../db/schema' {
  interface DB { chiefs: ChiefsTable; chief_activities: ChiefActivitiesTable; chief_members: ChiefMembersTable; chief_commissions: ChiefCommissionsTable }
}
