/**
 * Published widgets as shoppers see them: embedded goods at live prices, category menus with the live
 * subtrees, the header's search box with the shop's hot words. The storefront API answers (getTemplateContent) and the compiler's database source both read
 * through here, so a build over HTTP and an in-process build render the same page.
 */
import type { Database } from '../../db/database.server';
import type { WidgetNode } from '../../../src/widgets/types';
import { applyLiveCategories } from '../../../src/document/categories';
import { categoryTree } from '../catalog/catalog.service';
import { withLivePrices } from './documents.service';
import { applyHotWords } from '../../../src/document/hot-words';
import { readSetting } from '../console/settings.service';

export async function liveWidgets(db: Database, widgets: WidgetNode[]): Promise<WidgetNode[]> {
  return applyLiveCategories(await withLivePrices(db, widgets), await categoryTree(db));
}

/** A published slot as shoppers see it; the header also takes the shop's hot search words (console 设置). */
export async function liveSlot(db: Database, slot: string, widgets: WidgetNode[]): Promise<WidgetNode[]> {
  const live = await liveWidgets(db, widgets);
  return slot === 'header' ? applyHotWords(live, (await readSetting(db, 'hot_words')).words) : live;
}
