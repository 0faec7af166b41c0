/** The point rule in force: what the console stored under 设置 → 积分规则, the defaults until then. */
import type { Database } from '../../db/database.server';
import { readSetting } from '../console/settings.service';
import type { PointRule } from './points.rules';

/**
 * `lock` (inside an order's transaction): holds the stored rule row FOR SHARE, so a rule saved meanwhile
 * waits until the order is written with the rule it was priced with.
 */
export async function currentPointRule(db: Database, lock = false): Promise<PointRule> {
  return readSetting(db, 'point_rule', lock);
}
