/**
 * What the fuzz run calls: the app wired to the real page compiler (publish and price changes rebuild
 * pages, as in production) over a minimal page shell, with a member and an operator token.
 */
import { databaseSource } from '../../server/modules/template/compiler-source.server';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config';
import type { Database } from '../../server/db/database.server';
import { createCompiler } from '../../compiler/index';

const SHELL = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>川香源直销商城</title><shop-slot name="head"></shop-slot></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer></body></html>`;

/** Writes the one page shell the compiler fills (Astro's output in a real build) under `dir`. */
export function writeShell(dir: string): string {
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.mkdirSync(path.join(dir, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), SHELL);
  return dir;
}

export function compilerHooks(db: Database, config: Config) {
  const compiler = createCompiler({ source: databaseSource(db), config });
  return { compiler, onPublish: (slots: string[]) => compiler.rebuildSlots(slots), onCatalogChange: (ids: number[]) => compiler.rebuildItems(ids) };
}

/** Member and operator tokens for the run (the operator logs in as the demo operator). */
export async function fuzzTokens(app: FastifyInstance, memberToken: string, operator: { username: string; password: string }) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: operator });
  return { member: memberToken, operator: res.json().data.token as string };
}
