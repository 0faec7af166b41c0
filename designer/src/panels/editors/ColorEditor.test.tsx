import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ColorEditor, COLOR_HINT } from './ColorEditor';
import type { EditorProps, FieldOf } from '../fields';

const field = { kind: 'color', key: 'wgtTextColor', label: '文字颜色' } as FieldOf<'color'>;
const render = (value: string) => renderToStaticMarkup(<ColorEditor {...({ id: 'c', value, field, scope: {}, node: {}, set: () => undefined, patch: () => undefined } as unknown as EditorProps<FieldOf<'color'>>)} />);

describe('colour editor', () => {
  it('flags a typed value the server would refuse, with the widget schemas\' own check', () => {
    expect(render('red;}body{display:none}')).toContain(COLOR_HINT);
    expect(render('red;}body{display:none}')).toContain('aria-invalid="true"');
    for (const ok of ['#FF5D02', '#000000ff', 'rgba(0,0,0,0.5)', 'transparent', '']) expect(render(ok)).not.toContain(COLOR_HINT);
  });
});
