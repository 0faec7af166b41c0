import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel, pageWithTwoWidgets } from '../doc/fixtures';
import { checkName } from './checkName';
import { CombinationError } from './messages';
import { operatorToken } from './operatorToken';
import { saveAsCombination, type SaveSteps } from './saveAsCombination';
import { selectedPanel } from './selectedPanel';
import { isDesignerChrome, snapshotPanel } from './snapshot';
import { uploadSnapshot } from './uploadSnapshot';

const fakeCanvas = (blob: Blob | null) => ({ toBlob: (cb: (b: Blob | null) => void) => cb(blob) }) as unknown as HTMLCanvasElement;
const png = () => new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });

describe('checkName', () => {
  it('trims, requires a name and caps it at 32 characters', () => {
    expect(checkName('  店铺头部 ')).toBe('店铺头部');
    expect(() => checkName('')).toThrow('请输入组合模块名称');
    expect(() => checkName('   ')).toThrow(CombinationError);
    expect(checkName('头'.repeat(32))).toHaveLength(32);
    expect(() => checkName('头'.repeat(33))).toThrow('组合模块名称不能超过32个字');
  });
});

describe('selectedPanel', () => {
  it('returns the selected top-level free panel', () => {
    expect(selectedPanel(pageWithFreePanel()).uuid).toBe('f000000001');
  });
  it('refuses no selection, another widget, or a child of the panel', () => {
    const doc = pageWithFreePanel();
    expect(() => selectedPanel({ ...doc, selected: null })).toThrow('请选中要保存的自由面板');
    expect(() => selectedPanel(pageWithTwoWidgets())).toThrow('请选中要保存的自由面板');
    expect(() => selectedPanel({ ...doc, selected: { uuid: 'f000000001', child: 'k' } })).toThrow('请选中要保存的自由面板');
  });
});

describe('operatorToken', () => {
  it('uses the token the session holds', () => {
    expect(operatorToken(() => 'jwt')).toBe('jwt');
    expect(() => operatorToken(() => '')).toThrow('请先登录');
  });
});

describe('snapshotPanel', () => {
  it('renders the element to a PNG blob, leaving the designer chrome out', async () => {
    const el = {} as HTMLElement;
    const blob = png();
    let options: Record<string, unknown> = {};
    const out = await snapshotPanel(el, async (target, o) => { expect(target).toBe(el); options = o; return fakeCanvas(blob); });
    expect(out).toBe(blob);
    expect(options.ignoreElements).toBe(isDesignerChrome);
  });
  it('reports any failure as 组合模块图片保存失败', async () => {
    await expect(snapshotPanel(null, async () => fakeCanvas(png()))).rejects.toThrow('组合模块图片保存失败');
    await expect(snapshotPanel({} as HTMLElement, async () => { throw new Error('tainted'); })).rejects.toThrow('组合模块图片保存失败');
    await expect(snapshotPanel({} as HTMLElement, async () => fakeCanvas(null))).rejects.toThrow(CombinationError);
  });
  it('knows the designer chrome classes', () => {
    const el = (cls: string) => ({ classList: { contains: (c: string) => c === cls } }) as unknown as Element;
    expect(isDesignerChrome(el('dz-free-layer'))).toBe(true);
    expect(isDesignerChrome(el('w-free-panel'))).toBe(false);
  });
});

describe('uploadSnapshot', () => {
  it('uploads the blob as combination.png and returns the /media/ URL', async () => {
    let sent: File | undefined;
    const url = await uploadSnapshot(png(), async (f) => { sent = f; return { img_url: '/media/x.png' }; });
    expect(url).toBe('/media/x.png');
    expect([sent?.name, sent?.type, sent?.size]).toEqual(['combination.png', 'image/png', 4]);
  });
});

describe('saveAsCombination', () => {
  function steps(over: Partial<SaveSteps<string>> = {}) {
    const calls: string[] = [];
    const s: SaveSteps<string> = {
      doc: () => { calls.push('doc'); return pageWithFreePanel(); },
      token: () => { calls.push('token'); return 'jwt'; },
      snapshot: async (uuid) => { calls.push(`snapshot:${uuid}`); return png(); },
      upload: async () => { calls.push('upload'); return { img_url: '/media/p.png' }; },
      save: async (input) => { calls.push(`save:${input.name}:${input.image}:${input.params.uuid}`); return 'row'; },
      ...over,
    };
    return { s, calls };
  }

  it('runs name check, panel check, token, snapshot, upload, save — in that order', async () => {
    const { s, calls } = steps();
    await expect(saveAsCombination(' 头部 ', s)).resolves.toBe('row');
    expect(calls).toEqual(['doc', 'token', 'snapshot:f000000001', 'upload', 'save:头部:/media/p.png:f000000001']);
  });

  it('stops at the first failing step', async () => {
    let r = steps();
    await expect(saveAsCombination('', r.s)).rejects.toThrow('请输入组合模块名称');
    expect(r.calls).toEqual([]);

    r = steps({ doc: () => ({ widgets: [createWidget('W0011', 'top', 'a000000000')], selected: { uuid: 'a000000000' } }) });
    await expect(saveAsCombination('头部', r.s)).rejects.toThrow('请选中要保存的自由面板');
    expect(r.calls).toEqual([]);

    r = steps({ snapshot: async () => { throw new CombinationError('组合模块图片保存失败'); } });
    await expect(saveAsCombination('头部', r.s)).rejects.toThrow('组合模块图片保存失败');
    expect(r.calls).toEqual(['doc', 'token']);

    r = steps({ upload: async () => { throw new Error('上传图片只能是 JPG 或者 PNG 格式!'); } });
    await expect(saveAsCombination('头部', r.s)).rejects.toThrow('上传图片只能是 JPG 或者 PNG 格式!');
    expect(r.calls).toEqual(['doc', 'token', 'snapshot:f000000001']);
  });
});
