/** The one lookup from field kind to editor component. */
import type { ComponentType } from 'react';
import type { EditorProps, FieldKind, FieldOf } from '../fields';
import { AlignEditor, HeadingEditor, NumberEditor, SelectEditor, SwitchEditor, TextEditor, TextareaEditor } from './basic';
import { ColorEditor } from './ColorEditor';
import { ImageEditor } from './ImageEditor';
import { LinkEditor } from './LinkEditor';
import { GoodsEditor } from './GoodsEditor';
import { CategoryEditor } from './CategoryEditor';
import { ListEditor } from './ListEditor';
import { CouponsEditor } from './CouponsEditor';
import { ShopEditor } from './ShopEditor';
import { ShopsEditor } from './ShopsEditor';
import { ShopTagsEditor } from './ShopTagsEditor';
import { SlotsEditor } from './SlotsEditor';
import { WindowCardEditor } from './WindowCardEditor';
import { VideoEditor } from './VideoEditor';
import { PageWidgetsEditor } from './PageWidgetsEditor';
import { HotzoneEditor } from './HotzoneEditor';

export const EDITORS: { [K in FieldKind]: ComponentType<EditorProps<FieldOf<K>>> } = {
  heading: HeadingEditor,
  text: TextEditor,
  textarea: TextareaEditor,
  number: NumberEditor,
  color: ColorEditor,
  select: SelectEditor,
  switch: SwitchEditor,
  image: ImageEditor,
  link: LinkEditor,
  goods: GoodsEditor,
  category: CategoryEditor,
  list: ListEditor,
  align: AlignEditor,
  coupons: CouponsEditor,
  shop: ShopEditor,
  shops: ShopsEditor,
  shopTags: ShopTagsEditor,
  slots: SlotsEditor,
  windowCard: WindowCardEditor,
  video: VideoEditor,
  pageWidgets: PageWidgetsEditor,
  hotzones: HotzoneEditor,
};
