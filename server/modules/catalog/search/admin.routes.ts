/** /api/admin/search/synonyms: the operator's synonym groups (设置 › 搜索同义词). */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../../deps';
import { input } from '../../../http/wire';
import { check, declare, fields, NO_INPUT } from '../../../http/schema';
import { recordChange } from '../../console/audit';
import { listSynonyms, replaceSynonyms, SYNONYM_GROUPS_MAX, SYNONYM_WORDS_MAX } from './synonyms.service';

const Groups = z.array(z.array(z.string({ message: '同义词必须是文本' }).max(50, '同义词过长'), { message: '每组同义词必须是词的列表' })
  .max(SYNONYM_WORDS_MAX, `每组最多${SYNONYM_WORDS_MAX}个词`), { message: '参数 groups 必须是同义词组的列表' }).max(SYNONYM_GROUPS_MAX, `同义词最多${SYNONYM_GROUPS_MAX}组`);

export default async function searchAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/search/synonyms', { preHandler: app.requireOperator, ...declare({ input: NO_INPUT }) }, async () => ({ list: await listSynonyms(db) }));

  app.put('/search/synonyms', { preHandler: app.requireOperator, ...declare({ input: fields({ groups: Groups }) }) }, async (req) => {
    const groups = check(Groups, input(req).groups);
    const before = await listSynonyms(db);
    const list = await replaceSynonyms(db, groups);
    recordChange(req, { action: '修改搜索同义词', entity: 'setting', entity_id: 'search_synonyms', before: before.map((g) => g.words), after: list.map((g) => g.words) });
    return { list };
  });
}
