/**
 * 内容 › 文章 and 文章分类. Saving, publishing, unpublishing or deleting a published article rebuilds its
 * storefront pages (the answer's `rebuilt`, shown in the toast); the server sanitises the HTML body.
 */
import { useEffect, useState } from 'react';
import { ResourceScreen, doneMessage, type ResourceSpec } from '../Resource';
import { adm } from '../api';
import { dateTime } from '../format';
import { toast } from '../../store/ui';
import { articleUrl, categoryUrl, SECTIONS, type ArticleLayout, type SectionKey } from '../../../../src/lib/articles';

interface Category { category_id: number; category_name: string; description: string; section: SectionKey | null; layout: ArticleLayout; sort: number; article_count: number }
interface Article {
  article_id: number; category_id: number; category_name: string; title: string; summary: string; image_url: string; author: string; sort: number;
  release_status: boolean; updated_at: string; content?: string; seo?: { title?: string; mate_keywords?: string; mate_description?: string };
}

/** The article categories; undefined while they load, an Error when they could not be read. */
function useCategories(): Category[] | Error | undefined {
  const [list, setList] = useState<Category[] | Error>();
  useEffect(() => { adm.get<{ list: Category[] }>('article-categories').then((d) => setList(d.list), (e: Error) => setList(e)); }, []);
  return list;
}

const publishButton = (a: Article, reload: () => void) => {
  const action = a.release_status ? 'unpublish' : 'publish';
  const label = a.release_status ? '下线' : '发布';
  return <button type="button" className="dz-btn dz-btn-sm" aria-label={`${label}${a.title}`}
    onClick={() => adm.post(`articles/${a.article_id}/${action}`).then((r) => { toast(doneMessage(a.release_status ? '已下线' : '已发布', r), 'success'); reload(); }, (e: Error) => toast(e.message, 'error'))}>{label}</button>;
};

export function Articles() {
  const loaded = useCategories();
  // The screen (and its 新增文章 form, whose 分类 options are the categories) opens once they are here. It used to
  // open at once and remount when they arrived, which closed a form the operator had already opened.
  if (loaded === undefined) return <section className="cs-screen" aria-busy="true"><div className="cs-head"><h1>文章</h1></div><p>加载中…</p></section>;
  if (loaded instanceof Error) return <section className="cs-screen"><div className="cs-head"><h1>文章</h1></div><p role="alert">{loaded.message}</p></section>;
  return <ArticlesScreen categories={loaded} />;
}

function ArticlesScreen({ categories }: { categories: Category[] }) {
  const categoryOptions = categories.map((c) => ({ value: String(c.category_id), label: c.category_name }));
  const spec: ResourceSpec<Article> = {
    title: '文章', noun: '文章', path: 'articles', idOf: (a) => a.article_id, nameOf: (a) => a.title, search: '文章标题',
    filters: [{ name: 'category_id', label: '分类', options: categoryOptions }, { name: 'status', label: '状态', options: [{ value: 'published', label: '已发布' }, { value: 'draft', label: '草稿' }] }],
    columns: [
      { key: 'image_url', label: '封面', width: 70, render: (a) => (a.image_url ? <img className="cs-thumb" src={a.image_url} alt={`${a.title}封面`} /> : '-') },
      { key: 'title', label: '标题', render: (a) => (a.release_status ? <a href={articleUrl(a.article_id)} target="_blank" rel="noopener noreferrer" aria-label={`在商城查看${a.title}`}>{a.title}</a> : a.title) },
      { key: 'category_name', label: '分类' }, { key: 'sort', label: '排序', width: 60 },
      { key: 'release_status', label: '状态', render: (a) => (a.release_status ? <span className="cs-tag is-on">已发布</span> : <span className="cs-tag is-off">草稿</span>) },
      { key: 'updated_at', label: '更新时间', width: 160, render: (a) => dateTime(a.updated_at) },
    ],
    fields: [
      { name: 'title', label: '标题', required: true },
      { name: 'category_id', label: '分类', type: 'select', required: true, options: categoryOptions },
      { name: 'summary', label: '摘要', type: 'textarea', hint: '最多300字，显示在文章列表' },
      { name: 'image_url', label: '封面图', type: 'image' },
      { name: 'content', label: '正文（HTML，保存时自动清理脚本等不安全内容）', type: 'textarea' },
      { name: 'author', label: '作者' },
      { name: 'sort', label: '排序', type: 'number', hint: '0～9999，越小越靠前' },
      { name: 'release_status', label: '发布', type: 'switch', hint: '保存后立即在商城显示' },
      { name: 'seo_title', label: 'SEO 标题' }, { name: 'keywords', label: 'SEO 关键词' }, { name: 'description', label: 'SEO 描述', type: 'textarea' },
    ],
    load: (a) => adm.get<Article>(`articles/${a.article_id}`),
    toValues: (a) => ({
      title: a?.title ?? '', category_id: String(a?.category_id ?? categories[0]?.category_id ?? ''), summary: a?.summary ?? '', image_url: a?.image_url ?? '',
      content: a?.content ?? '', author: a?.author ?? '', sort: String(a?.sort ?? 0), release_status: a?.release_status ?? false,
      seo_title: a?.seo?.title ?? '', keywords: a?.seo?.mate_keywords ?? '', description: a?.seo?.mate_description ?? '',
    }),
    deletable: true,
    rowActions: publishButton,
  };
  return <ResourceScreen spec={spec} />;
}

const LAYOUT_OPTIONS = [{ value: 'list', label: '列表' }, { value: 'single', label: '单篇（显示第一篇全文）' }, { value: 'faq', label: '问答' }];
const SECTION_OPTIONS = [{ value: 'none', label: '不绑定栏目' }, ...Object.entries(SECTIONS).map(([value, s]) => ({ value, label: `${s.title}（${s.path}）` }))];

export const ArticleCategories = () => <ResourceScreen spec={{
  title: '文章分类', noun: '文章分类', path: 'article-categories', idOf: (c) => c.category_id, nameOf: (c) => c.category_name,
  intro: <p className="dz-muted cs-intro">栏目决定分类在商城的入口地址（每个栏目只能绑定一个分类）；修改分类会重新生成所有内容页。</p>,
  columns: [
    { key: 'category_name', label: '名称' },
    { key: 'section', label: '商城地址', render: (c) => <a href={categoryUrl(c)} target="_blank" rel="noopener noreferrer">{categoryUrl(c)}</a> },
    { key: 'layout', label: '版式', render: (c) => LAYOUT_OPTIONS.find((o) => o.value === c.layout)?.label ?? c.layout },
    { key: 'article_count', label: '文章数' }, { key: 'sort', label: '排序' },
  ],
  fields: [
    { name: 'category_name', label: '名称', required: true }, { name: 'description', label: '描述', type: 'textarea' },
    { name: 'section', label: '栏目', type: 'select', options: SECTION_OPTIONS }, { name: 'layout', label: '版式', type: 'select', options: LAYOUT_OPTIONS },
    { name: 'sort', label: '排序', type: 'number', hint: '0～9999，越小越靠前' },
  ],
  toValues: (c) => ({ category_name: c?.category_name ?? '', description: c?.description ?? '', section: c?.section ?? 'none', layout: c?.layout ?? 'list', sort: String(c?.sort ?? 0) }),
  deletable: (c) => c.article_count === 0,
} satisfies ResourceSpec<Category>} />;
