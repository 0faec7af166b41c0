/** Role checks: 运营 runs the shop; only 管理员 manages operators and payment keys (refused by the server, not hidden by the UI). */
import type { FastifyRequest } from 'fastify';
import { BizError } from '../../http/errors';

export const ROLE_LABELS = { admin: '管理员', operator: '运营' } as const;

export async function requireAdmin(req: FastifyRequest): Promise<void> {
  if (req.operator?.role !== 'admin') throw new BizError('没有权限：仅管理员可以进行此操作', 403);
}
