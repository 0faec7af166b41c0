/**
 * Published widgets as shoppers see them: embedded goods at live prices, category menus with the live
 * subtrees. The storefront API answers (getTemplateContent) and the compiler's database source both read
 * through here, so a build over HTTP and an in-process build render the same page.
 */
import type { Database } from '../../db/database.server';
import type { WidgetNode } from '../../../src/widgets/types';
import { applyLiveCategories } from '../../../src/document/categories';
import { categoryTree } from '../catalog/catalog.service';
import { withLivePrices } from './documents.service';

export async function liveWidgets(db: Database, widgets: WidgetNode[]): Promise<WidgetNode[]> {
  return applyLiveCategories(await withLivePrices(db, widgets), await categoryTree(db));
}
