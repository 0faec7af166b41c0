/** The demo catalogue of a Sichuan spice brand: 6 categories × 7 goods. Prices in fen. */
import type { Motif, Palette } from './images.server';

export interface SeedCategory { name: string; motif: Motif; palette: Palette; children?: string[]; goods: SeedGoods[] }
export interface SeedGoods { name: string; brief: string; base: number; nospec?: boolean; tags?: string[]; brand?: string }

const p = (bg: string, bg2: string, fg: string, accent: string): Palette => ({ bg, bg2, fg, accent });

export const CATEGORIES: SeedCategory[] = [
  { name: '花椒', motif: 'peppercorn', palette: p('#fff3e0', '#ffe0b2', '#8d2b1a', '#c0392b'), children: ['红花椒', '青花椒'], goods: [
    { name: '汉源贡椒 大红袍花椒', brief: '四川汉源清溪原产，麻香浓郁', base: 3990, tags: ['new', '热销'] },
    { name: '金阳青花椒 特级', brief: '凉山金阳高山青花椒，清香爽麻', base: 3590, tags: ['new'] },
    { name: '茂县红花椒 颗粒', brief: '岷江河谷日照充足，颗粒饱满', base: 2990 },
    { name: '藤椒 鲜麻款', brief: '洪雅藤椒，适合冷锅鱼与拌菜', base: 2590 },
    { name: '花椒粉 细磨', brief: '低温研磨，保留挥发油', base: 1990, tags: ['热销'] },
    { name: '花椒油 250ml', brief: '鲜花椒低温浸提，麻味醇正', base: 2890, nospec: true },
    { name: '椒麻 手工椒盐', brief: '花椒与海盐焙炒，蘸料佳品', base: 1590 },
  ] },
  { name: '辣椒', motif: 'chili', palette: p('#ffebee', '#ffcdd2', '#b71c1c', '#e53935'), children: ['干辣椒', '辣椒面'], goods: [
    { name: '二荆条干辣椒', brief: '香而不燥，川菜红油首选', base: 2490, tags: ['热销'] },
    { name: '子弹头朝天椒', brief: '辣度适中，色泽红亮', base: 2290, tags: ['new'] },
    { name: '贵州糍粑辣椒', brief: '遵义朝天椒石臼舂制', base: 2690 },
    { name: '石磨辣椒面 中辣', brief: '干锅、烧烤、蘸水皆宜', base: 1690 },
    { name: '灯笼椒 微辣', brief: '色红味香，适合炝锅', base: 1990 },
    { name: '七星椒 特辣', brief: '威远七星椒，辣味霸道', base: 2590 },
    { name: '红油辣子 罐装', brief: '菜籽油慢熬，香辣不呛', base: 2890, nospec: true },
  ] },
  { name: '八角桂皮', motif: 'anise', palette: p('#efebe9', '#d7ccc8', '#5d4037', '#8d6e63'), goods: [
    { name: '广西八角 大红', brief: '防城港秋八角，香气足', base: 2190, tags: ['new'] },
    { name: '肉桂 桂皮卷', brief: '广西桂通，炖肉去腥', base: 1890 },
    { name: '香叶 月桂叶', brief: '卤味炖汤必备', base: 990 },
    { name: '草果 精选', brief: '云南草果，卤水增香', base: 1590 },
    { name: '白蔻 豆蔻', brief: '火锅底料常用香料', base: 2290 },
    { name: '小茴香', brief: '籽粒饱满，香气清甜', base: 1290 },
    { name: '卤料包 十三香', brief: '家庭卤味一包搞定', base: 1990, tags: ['热销'] },
  ] },
  { name: '孜然', motif: 'cumin', palette: p('#fffde7', '#fff59d', '#827717', '#9e9d24'), goods: [
    { name: '新疆孜然粒', brief: '吐鲁番孜然，烧烤灵魂', base: 2390, tags: ['热销'] },
    { name: '孜然粉 现磨', brief: '细腻易撒，羊肉串专用', base: 1890, tags: ['new'] },
    { name: '烧烤撒料 孜然辣', brief: '孜然+辣椒+芝麻', base: 1690 },
    { name: '孜然芝麻 拌料', brief: '香脆可口', base: 1590 },
    { name: '黑孜然', brief: '风味独特，烘焙可用', base: 2890 },
    { name: '孜然椒盐', brief: '炸物蘸料', base: 1390 },
    { name: '孜然羊肉调料', brief: '一料成菜', base: 1490 },
  ] },
  { name: '复合调味料', motif: 'blend', palette: p('#fbe9e7', '#ffccbc', '#d84315', '#bf360c'), goods: [
    { name: '牛油火锅底料 特辣', brief: '重庆老火锅配方', base: 3290, tags: ['热销'], brand: '蜀香坊' },
    { name: '清油火锅底料', brief: '菜籽油炒制，清爽麻辣', base: 2990, brand: '蜀香坊' },
    { name: '麻婆豆腐调料', brief: '郫县豆瓣+汉源花椒', base: 990, tags: ['new'] },
    { name: '水煮鱼调料', brief: '鲜麻鲜辣，十分钟上桌', base: 1290 },
    { name: '回锅肉调料', brief: '家常川味', base: 990 },
    { name: '冷吃兔调料', brief: '自贡风味', base: 1490 },
    { name: '郫县豆瓣酱 一级', brief: '三年陈酿，红亮油润', base: 1890, brand: '鹃城' },
  ] },
  { name: '礼盒', motif: 'giftbox', palette: p('#fce4ec', '#f8bbd0', '#ad1457', '#c2185b'), goods: [
    { name: '川味香料 节日礼盒', brief: '花椒、辣椒、八角三件套', base: 16800, tags: ['new'] },
    { name: '麻辣火锅 家宴礼盒', brief: '底料+蘸料+香料', base: 19800 },
    { name: '臻选花椒 礼盒装', brief: '汉源贡椒与金阳青椒', base: 12800 },
    { name: '烧烤香料 派对礼盒', brief: '孜然、辣椒面、撒料', base: 8800, tags: ['热销'] },
    { name: '卤味大师 礼盒', brief: '卤料包与香料组合', base: 9800 },
    { name: '企业定制 香料礼盒', brief: '可印企业标识', base: 25800 },
    { name: '新春 年货礼盒', brief: '年夜饭香料一站备齐', base: 15800 },
  ] },
];

/** 规格 × 包装: price multipliers per weight and a surcharge per packaging (fen). */
export const WEIGHTS = [{ name: '100g', factor: 1 }, { name: '250g', factor: 2.2 }, { name: '500g', factor: 4 }];
export const PACKS = [{ name: '袋装', extra: 0 }, { name: '罐装', extra: 500 }];
