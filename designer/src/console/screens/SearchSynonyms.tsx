/** 设置 › 搜索同义词: one group of words a shopper means alike per line (麻椒=青花椒); applies to the next search. */
import { useEffect, useState } from 'react';
import { adm } from '../api';
import { ResourceForm } from '../Form';
import { toast } from '../../store/ui';

interface Group { synonym_id: number; words: string[] }

/** "麻椒=青花椒" (or 、 , ， and spaces between words) per line → groups. */
export const parseSynonymLines = (text: string): string[][] =>
  text.split('\n').map((line) => line.split(/[=＝,，、\s]+/).map((w) => w.trim()).filter(Boolean)).filter((g) => g.length > 0);

export function SearchSynonyms() {
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => { adm.get<{ list: Group[] }>('search/synonyms').then((r) => setGroups(r.list), (e: Error) => setError(e.message)); }, []);
  if (!groups) return <section className="cs-screen"><p className="dz-empty">{error || '加载中…'}</p></section>;
  return (
    <section className="cs-screen" aria-labelledby="cs-title">
      <div className="cs-head"><h1 id="cs-title">搜索同义词</h1></div>
      <div className="cs-card">
        <p className="dz-muted">顾客搜索其中任一个词时，也能找到含有同组其他词的商品。保存后下一次搜索即生效，无需重建页面。</p>
        <ResourceForm key={groups.map((g) => g.words.join('=')).join('\n')} id="form-synonyms" submitLabel="保存同义词"
          initial={{ lines: groups.map((g) => g.words.join('=')).join('\n') }}
          fields={[{ name: 'lines', label: '同义词', type: 'textarea', hint: '每行一组，词之间用“=”分隔，例如：麻椒=青花椒' }]}
          onSubmit={async (v) => {
            const saved = await adm.put<{ list: Group[] }>('search/synonyms', { groups: parseSynonymLines(String(v.lines ?? '')) });
            setGroups(saved.list);
            toast(`搜索同义词已保存（${saved.list.length} 组）`, 'success');
          }} />
      </div>
    </section>
  );
}
