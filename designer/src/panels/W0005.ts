/** 商品橱窗: title and goods tabs. */
import { f, type Field } from './fields';
import { goodsTabs } from './common';

export const W0005: Field[] = [f.text('text', '标题'), goodsTabs()];
