/** A stored combination as the server returns it: a free panel with two children, no uuids, links emptied. */
import { createWidget } from '../doc/createWidget';
import type { Combination } from './instantiate';

export function storedCombination(): Combination {
  const strip = ({ uuid: _u, ...rest }: Record<string, unknown>) => rest;
  const panel = strip({ ...createWidget('W0006', 'top', 'x000000000'), comptyle: 'header', height: 110 });
  const text = strip({ ...createWidget('W0011', 'child', 'x000000001'), text: '川香源', data: {}, x: 80, y: 20 });
  const search = strip({ ...createWidget('W0008', 'child', 'x000000002'), x: 330, y: 20 });
  return { id: 7, name: '店铺头部', image: '/media/abc.png', params: { ...panel, childWidgets: [text, search] } };
}
