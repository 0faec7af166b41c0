/**
 * /api/admin/combinations: 组合模块 — a saved W0006 free panel (name, snapshot image, params) that the
 * designer's palette lists and inserts again. Operators only.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { input, jsonTooDeep, param } from '../../http/wire';
import { validateWidget } from '../../../src/widgets/registry';
import type { WidgetNode } from '../../../src/widgets/types';
import { combinationParams } from './params';
import { declare, idParams, NO_INPUT } from '../../http/schema';

export const NAME_REQUIRED = '请输入组合模块名称';
export const NAME_TOO_LONG = '组合模块名称不能超过32个字';
export const IMAGE_INVALID = '请上传组合模块图片';
export const PARAMS_INVALID = '请选中要保存的自由面板';
export const MAX_CHILDREN = 100;

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (jsonTooDeep(v)) return undefined;
  try { return JSON.parse(v); } catch { return undefined; }
};

const Panel = z.object({
  type: z.literal('W0006'),
  childWidgets: z.array(z.object({ type: z.string(), x: z.number().finite(), y: z.number().finite() }).passthrough()).max(MAX_CHILDREN),
}).passthrough();

export const CombinationInput = z.object({
  name: z.string({ required_error: NAME_REQUIRED, invalid_type_error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(32, NAME_TOO_LONG),
  image: z.string({ required_error: IMAGE_INVALID, invalid_type_error: IMAGE_INVALID }).regex(/^\/media\/[A-Za-z0-9_-]+\.(png|jpe?g)$/i, IMAGE_INVALID),
  // JSON text (as the old client sent it) or the object itself.
  params: z.preprocess(jsonText, Panel),
});

/** The first problem as the operator's message: any shape problem of params is "not a free panel". */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue.path[0] === 'params' ? PARAMS_INVALID : issue.message;
}

export interface CombinationRow { id: number; name: string; image: string; params: Record<string, unknown>; created_at: Date | string }

export default async function combinationRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.register(async (secured) => {
    secured.addHook('preHandler', app.requireOperator);

    secured.get('/combinations', declare({ input: NO_INPUT }), async () => {
      const list = await db.selectFrom('combinations').selectAll().orderBy('id', 'desc').execute();
      return { list, total_count: list.length };
    });

    secured.post('/combinations', declare({ input: z.object({}).passthrough() }), async (req) => {
      const parsed = CombinationInput.safeParse(input(req));
      if (!parsed.success) throw new BizError(firstIssue(parsed.error));
      const { name, image } = parsed.data;
      const panel = parsed.data.params as Record<string, unknown>;
      const issue = validateWidget(panel as WidgetNode)[0];
      if (issue) throw new BizError(issue.message);
      const media = await db.selectFrom('media').select('id').where('url', '=', image).executeTakeFirst();
      if (!media) throw new BizError(IMAGE_INVALID);
      const params = combinationParams(panel);
      return db.insertInto('combinations').values({ name, image, params: JSON.stringify(params) as never })
        .returningAll().executeTakeFirstOrThrow();
    });

    secured.delete('/combinations/:id', declare({ input: NO_INPUT, params: idParams(), paramsError: { status: 404, message: '组合模块不存在' } }), async (req) => {
      const id = param.int((req.params as { id: string }).id);
      const row = id && id > 0 && id <= 2_147_483_647 ? await db.deleteFrom('combinations').where('id', '=', id).returning('id').executeTakeFirst() : undefined;
      if (!row) throw notFound('组合模块不存在');
      return { status: true, id: row.id };
    });
  });
}
