/** Table of contents of the schema history. Append new steps; never edit an applied one. */
import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as address from './0002_address';
import * as invoice from './0003_invoice';
import * as coupon from './0004_coupon';
import * as points from './0005_points';
import * as order from './0006_order';
import * as payment from './0007_payment';
import * as combination from './0008_combination';
import * as pageVersions from './0070_page_versions';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_address': address,
  '0003_invoice': invoice,
  '0004_coupon': coupon,
  '0005_points': points,
  '0006_order': order,
  '0007_payment': payment,
  '0008_combination': combination,
  '0070_page_versions': pageVersions,
};
