/** The JWT secret: JWT_SECRET, or one generated once and kept in the data directory. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function jwtSecret(dataDir: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
