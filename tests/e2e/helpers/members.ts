/**
 * Each spec's own shopper: a fresh member written straight into the shop's database (the shop has no
 * self-service sign-up without SMS), so journeys never share carts, orders, coupons or points.
 */
import crypto from 'node:crypto';
import { hash as bcryptHash } from '@node-rs/bcrypt';
import pg from 'pg';
import { TEST_PASSWORD_COST } from '../shops';

export interface Member { mobile: string; password: string; userId: number }

const PASSWORD = 'abc12345';
let hash: Promise<string> | undefined;

export async function newMember(): Promise<Member> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (global-setup sets it; with E2E_EXTERNAL set it yourself)');
  hash ??= bcryptHash(PASSWORD, { cost: Number(TEST_PASSWORD_COST) }); // the cost the shops' own test hashes have
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (;;) {
      const mobile = `139${crypto.randomInt(0, 1e8).toString().padStart(8, '0')}`;
      const res = await client.query('INSERT INTO members (mobile, password_hash, username) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING user_id', [mobile, await hash, mobile]);
      if (res.rowCount === 1) return { mobile, password: PASSWORD, userId: res.rows[0].user_id as number };
    }
  } finally {
    await client.end();
  }
}
