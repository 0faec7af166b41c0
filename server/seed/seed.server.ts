/**
 * Demo data for a fresh database: the spice catalogue with specs and SKUs, generated images, one
 * member, one operator, shops, a published home page, a custom page, header and footer.
 */
import { moveDeposit } from '../modules/deposit/deposit.service';
import path from 'node:path';
import { sql } from 'kysely';
import type { Database } from '../db/database.server';
import { hashPassword } from '../modules/member/member.service';
import { CATEGORIES, PACKS, WEIGHTS } from './catalog-data';
import { DEMO_MEMBER } from './demo-member';
import { goodsMotif, goodsPalette, writeImage, type Palette } from './images.server';
import { buildFooter, buildHeader, buildHomePage, buildGiftPage, type SeedGoodsRef } from './pages';
import { CURRENT_SCHEMA_VERSION } from '../../src/document/migrate';
import { CAMPAIGNS, writeBanner } from './banners.server';

export { DEMO_MEMBER } from './demo-member';
export const DEMO_OPERATOR = { username: 'admin', password: 'admin12345' };

export async function isEmpty(db: Database): Promise<boolean> {
  const row = await db.selectFrom('goods').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) === 0;
}

export async function seed(db: Database, mediaDir: string): Promise<void> {
  const seedDir = path.join(mediaDir, 'seed');
  const media = (f: string) => `/media/seed/${f}`;
  const brand: Palette = { bg: '#ff5d02', bg2: '#ff8a3d', fg: '#ffffff', accent: '#7a1d00' };

  await db.transaction().execute(async (trx) => {
    const demo = await trx.insertInto('members').values({ mobile: DEMO_MEMBER.mobile, password_hash: await hashPassword(DEMO_MEMBER.password), username: '川味小厨' }).returning('user_id').executeTakeFirstOrThrow();
    // 预存款 to pay with in development, booked through the ledger like any top-up.
    await moveDeposit(trx, { userId: demo.user_id, amount: DEMO_MEMBER.deposit, kind: 'recharge', remark: '充值：演示账户初始余额' });
    await trx.insertInto('operators').values({ username: DEMO_OPERATOR.username, password_hash: await hashPassword(DEMO_OPERATOR.password), role: 'admin' }).execute();

    const shopPalette: Palette = { bg: '#e3f2fd', bg2: '#bbdefb', fg: '#1565c0', accent: '#ff5d02' };
    const shops = [
      { id: 0, name: '川香源自营旗舰店', city: '成都市', area: '锦江区', lat: 30.657, lng: 104.066, tags: [{ tag_id: 1, tag_name: '自营' }] },
      { id: 1, name: '川香源 北京朝阳店', city: '北京市', area: '朝阳区', lat: 39.921, lng: 116.443, tags: [{ tag_id: 2, tag_name: '门店自提' }, { tag_id: 3, tag_name: '新店' }] },
      { id: 2, name: '川香源 北京海淀店', city: '北京市', area: '海淀区', lat: 39.959, lng: 116.298, tags: [{ tag_id: 2, tag_name: '门店自提' }] },
      { id: 3, name: '川香源 上海静安店', city: '上海市', area: '静安区', lat: 31.229, lng: 121.448, tags: [{ tag_id: 3, tag_name: '新店' }] },
      { id: 4, name: '川香源 重庆解放碑店', city: '重庆市', area: '渝中区', lat: 29.557, lng: 106.577, tags: [{ tag_id: 1, tag_name: '自营' }] },
      { id: 5, name: '川香源 广州天河店', city: '广州市', area: '天河区', lat: 23.135, lng: 113.329, tags: [{ tag_id: 2, tag_name: '门店自提' }] },
    ];
    for (const s of shops) {
      const banner = media(await writeImage(seedDir, `shop-${s.id}-banner`, 'shop', shopPalette, 428, 260, 100 + s.id));
      const logo = media(await writeImage(seedDir, `shop-${s.id}-logo`, 'peppercorn', brand, 140, 140, 200 + s.id));
      await trx.insertInto('shops').values({ distributor_id: s.id, name: s.name, logo, banner, city: s.city, area: s.area, province: s.city, address: `${s.city}${s.area}中心路${s.id + 1}号`, lat: s.lat, lng: s.lng, tags: JSON.stringify(s.tags) as never, mobile: '028-8888888' + s.id, hour: '09:00-21:00', is_ziti: s.id > 0 }).execute();
    }

    const weight = await trx.insertInto('specs').values({ spec_name: '规格' }).returning('spec_id').executeTakeFirstOrThrow();
    const pack = await trx.insertInto('specs').values({ spec_name: '包装' }).returning('spec_id').executeTakeFirstOrThrow();
    const weightValues = [];
    for (const [i, w] of WEIGHTS.entries()) weightValues.push(await trx.insertInto('spec_values').values({ spec_id: weight.spec_id, spec_value_name: w.name, sort: i }).returning('spec_value_id').executeTakeFirstOrThrow());
    const packValues = [];
    for (const [i, pk] of PACKS.entries()) packValues.push(await trx.insertInto('spec_values').values({ spec_id: pack.spec_id, spec_value_name: pk.name, sort: i }).returning('spec_value_id').executeTakeFirstOrThrow());

    const goodsByCategory = new Map<string, SeedGoodsRef[]>();
    const categoryIds = new Map<string, number>();
    let n = 0;
    for (const [ci, cat] of CATEGORIES.entries()) {
      const icon = media(await writeImage(seedDir, `cat-${ci}`, cat.motif, cat.palette, 64, 64, ci));
      const c = await trx.insertInto('categories').values({ category_name: cat.name, image_url: icon, sort: ci }).returning('category_id').executeTakeFirstOrThrow();
      categoryIds.set(cat.name, c.category_id);
      const childIds: number[] = [];
      for (const [k, child] of (cat.children ?? []).entries()) {
        const cc = await trx.insertInto('categories').values({ category_name: child, parent_id: c.category_id, category_level: 2, sort: k }).returning('category_id').executeTakeFirstOrThrow();
        childIds.push(cc.category_id);
      }
      const refs: SeedGoodsRef[] = [];
      for (const [gi, g] of cat.goods.entries()) {
        n++;
        // Drawn as what it is (goodsMotif); the first picture carries its name, so neighbours differ at a glance.
        const motif = goodsMotif(g.name, cat.motif);
        // The three made at once (sharp encodes on its own threads): in a fresh clone, where no picture is cached yet,
        // one at a time left a core idle for most of the seed.
        const pics = (await Promise.all([0, 1, 2].map((k) => writeImage(seedDir, `goods-${n}-${k}`, motif, goodsPalette(g.name, cat.palette), 800, 800, n * 10 + k, k === 0 ? g.name.split(' ')[0] : undefined)))).map(media);
        const categoryId = childIds.length ? childIds[gi % childIds.length] : c.category_id;
        const intro = `<p>${g.brief}。</p><p>产地直采，当季新货，密封避光保存，开封后请尽快食用。</p><p><img src="${pics[1]}" alt="${g.name}"></p>`;
        const goods = await trx.insertInto('goods').values({
          item_name: g.name, brief: g.brief, category_id: categoryId, brand: g.brand ?? '川香源', pics: JSON.stringify(pics) as never, intro,
          tags: JSON.stringify(g.tags ?? []) as never, nospec: !!g.nospec, sales: (n * 37) % 500, sort: n,
          seo: JSON.stringify({ title: `${g.name} - 川香源直销商城`, mate_keywords: `${cat.name},${g.name},川菜调料`, mate_description: g.brief }) as never,
        }).returning('goods_id').executeTakeFirstOrThrow();
        // One goods sells out completely, so the 到货中 state is visible in the demo.
        const soldOut = n === 12;
        let defaultId = 0;
        if (g.nospec) {
          const it = await trx.insertInto('items').values({ goods_id: goods.goods_id, item_bn: `CXY${String(n).padStart(3, '0')}`, is_default: true, spec: JSON.stringify([]) as never, price: g.base, market_price: Math.round(g.base * 1.25), cost_price: Math.round(g.base * 0.5), store: soldOut ? 0 : 50 + (n * 13) % 150 }).returning('item_id').executeTakeFirstOrThrow();
          defaultId = it.item_id;
        } else {
          for (const [wi, w] of WEIGHTS.entries()) for (const [pi, pk] of PACKS.entries()) {
            const price = Math.round((g.base * w.factor + pk.extra) / 10) * 10;
            const it = await trx.insertInto('items').values({
              goods_id: goods.goods_id, item_bn: `CXY${String(n).padStart(3, '0')}-${wi}${pi}`, is_default: wi === 0 && pi === 0,
              spec: JSON.stringify([{ spec_id: pack.spec_id, spec_value_id: packValues[pi].spec_value_id }, { spec_id: weight.spec_id, spec_value_id: weightValues[wi].spec_value_id }].sort((a, b) => b.spec_id - a.spec_id)) as never,
              price, market_price: Math.round(price * 1.25), cost_price: Math.round(price * 0.5), store: soldOut ? 0 : 20 + ((n + wi * 7 + pi * 3) * 17) % 180,
            }).returning('item_id').executeTakeFirstOrThrow();
            if (wi === 0 && pi === 0) defaultId = it.item_id;
          }
        }
        refs.push({ item_id: defaultId, item_name: g.name, pic: pics[0], price: g.base, market_price: Math.round(g.base * 1.25), brief: g.brief });
      }
      goodsByCategory.set(cat.name, refs);
    }

    const banners = [];
    // Composed campaign banners (headline, sub-line, call to action) for 花椒, 辣椒 and 礼盒专区, the pages they link to.
    for (let i = 0; i < 3; i++) banners.push(media(await writeBanner(seedDir, `banner-${i}`, CAMPAIGNS[i], 1190, 420)));
    const giftBanner = media(await writeImage(seedDir, 'banner-gift', 'giftbox', CATEGORIES[5].palette, 1190, 360, 400));
    const logo = media(await writeImage(seedDir, 'logo', 'logo', brand, 120, 120, 500));

    const home = await trx.insertInto('page_templates').values({ template_title: '首页', template_description: '商城首页', page_type: 'index', status: 1,
      seo: JSON.stringify({ title: '川香源直销商城 - 产地直采川味香料', mate_keywords: '花椒,辣椒,八角,孜然,火锅底料,香料礼盒', mate_description: '川香源官方直销商城：汉源花椒、二荆条辣椒、广西八角、新疆孜然，产地直采，新鲜发货。' }) as never,
    }).returning('theme_pc_template_id').executeTakeFirstOrThrow();
    const gift = await trx.insertInto('page_templates').values({ template_title: '礼盒专区', template_description: '节日礼盒专题页', page_type: 'custom', status: 1,
      seo: JSON.stringify({ title: '香料礼盒专区 - 川香源直销商城', mate_keywords: '香料礼盒,年货礼盒', mate_description: '川味香料礼盒，节日送礼首选。' }) as never,
    }).returning('theme_pc_template_id').executeTakeFirstOrThrow();

    const categoriesForNav = CATEGORIES.map((c) => ({ category_id: categoryIds.get(c.name)!, category_name: c.name }));
    const docs: [string, unknown[]][] = [
      [`page:${home.theme_pc_template_id}`, buildHomePage({ banners, goodsByCategory, categories: categoriesForNav, giftPageId: gift.theme_pc_template_id })],
      [`page:${gift.theme_pc_template_id}`, buildGiftPage({ banner: giftBanner, goods: goodsByCategory.get('礼盒')! })],
      ['header', buildHeader({ logo, categories: categoriesForNav, giftPageId: gift.theme_pc_template_id })],
      ['footer', buildFooter()],
    ];
    for (const [slot, widgets] of docs) for (const state of ['draft', 'published'] as const) {
      await trx.insertInto('page_documents').values({ slot, state, schema_version: CURRENT_SCHEMA_VERSION, widgets: JSON.stringify(widgets) as never }).execute();
    }
  });
  await (await import('./commerce.server')).seedCommerce(db);
  await (await import('./item.server')).seedItemMarketing(db, mediaDir);
  await (await import('./promotions.server')).seedPromotions(db);
  await (await import('./activities.server')).seedActivities(db);
  await (await import('./shops.server')).seedShopArea(db, mediaDir);
  await (await import('./content.server')).seedContent(db, mediaDir);
  await sql`ANALYZE`.execute(db);
}
