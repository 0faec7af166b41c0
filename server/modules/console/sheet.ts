/**
 * Reading and writing the goods sheet: .xlsx (exceljs), .csv (read with @fast-csv/parse, every cell as the
 * text written; written with exceljs's CSV writer; quoted per RFC 4180) and .json (an array of row objects). Every format gives the same rows of text keyed by the
 * column names, with the line number the operator sees in a spreadsheet (header = line 1).
 */
import { parseString } from '@fast-csv/parse';
import type ExcelJS from 'exceljs';

/** exceljs is loaded on the first sheet read or written: importing it cost 1.5 s of a busy machine at every start. */
const excel = async () => (await import('exceljs')).default;
import { BizError } from '../../http/errors';
import { jsonTooDeep } from '../../http/wire';

export type SheetFormat = 'xlsx' | 'csv' | 'json';
export interface SheetRow { line: number; values: Record<string, string> }

/** The goods columns, with the Chinese headers an operator may use instead. */
export const GOODS_COLUMNS = [
  ['goods_bn', '商品编码'], ['item_name', '商品名称'], ['category', '分类'], ['brand', '品牌'], ['tags', '标签'], ['brief', '副标题'],
  ['pics', '图片'], ['intro', '详情'], ['approve_status', '上架状态'], ['spec', '规格'], ['item_bn', '货号'], ['price', '销售价'],
  ['market_price', '市场价'], ['store', '库存'],
] as const;
const HEADER_ALIASES = new Map<string, string>(GOODS_COLUMNS.flatMap(([k, zh]) => [[k, k], [zh, k]]));

export function formatOf(name: string): SheetFormat {
  const ext = name.toLowerCase().split('.').pop();
  if (ext === 'xlsx' || ext === 'csv' || ext === 'json') return ext;
  throw new BizError('只支持 .xlsx、.csv 或 .json 文件');
}

const cellText = (v: ExcelJS.CellValue): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'object') {
    if ('text' in v && typeof v.text === 'string') return v.text;
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('richText' in v) return v.richText.map((r) => r.text).join('');
    if (v instanceof Date) return v.toISOString();
    if ('hyperlink' in v) return String(v.hyperlink);
  }
  return String(v).trim();
};

function fromGrid(grid: string[][]): SheetRow[] {
  const [header, ...rest] = grid;
  if (!header) throw new BizError('文件是空的');
  const keys = header.map((h) => HEADER_ALIASES.get(h.trim().replace(/^\uFEFF/, '')) ?? '');
  if (!keys.includes('item_bn')) throw new BizError('表头缺少“货号”（item_bn）列');
  return rest.map((cells, i) => ({ line: i + 2, values: Object.fromEntries(keys.map((k, j) => [k, (cells[j] ?? '').trim()]).filter(([k]) => k)) }))
    .filter((r) => Object.values(r.values).some((v) => v !== ''));
}

/** A JSON cell as text: lists joined by |, objects as JSON (never String(object): `{"toString":1}` throws). */
const jsonCellText = (v: unknown): string => (Array.isArray(v) ? v.map((x) => (x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x ?? ''))).join('|')
  : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v).trim());

/**
 * A CSV file's cells as written. (exceljs's CSV reader guessed a number or a date for every cell: 1.8–2.7 CPU-s
 * for 1,000 goods rows, more than writing them, and an item code `0012` came back as 12.)
 */
function csvGrid(buf: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const grid: string[][] = [];
    parseString<string[], string[]>(buf.toString('utf8'), { ignoreEmpty: true })
      .on('data', (row: string[]) => grid.push(row))
      .on('error', () => reject(new BizError('CSV 文件格式不正确')))
      .on('end', () => resolve(grid));
  });
}

export async function readSheet(buf: Buffer, format: SheetFormat): Promise<SheetRow[]> {
  if (format === 'json') {
    let data: unknown;
    const text = buf.toString('utf8');
    if (jsonTooDeep(text)) throw new BizError('JSON 文件格式不正确');
    try { data = JSON.parse(text); } catch { throw new BizError('JSON 文件格式不正确'); }
    if (!Array.isArray(data)) throw new BizError('JSON 文件应是商品行的数组');
    return data.map((r, i) => ({ line: i + 1, values: Object.fromEntries(Object.entries(r && typeof r === 'object' ? r as object : {}).map(([k, v]) => [HEADER_ALIASES.get(k) ?? k, jsonCellText(v)])) }));
  }
  if (format === 'csv') return fromGrid(await csvGrid(buf));
  const wb = new (await excel()).Workbook();
  let ws: ExcelJS.Worksheet;
  try {
    await wb.xlsx.load(buf as never);
    ws = wb.worksheets[0];
  } catch { throw new BizError('Excel 文件格式不正确'); }
  if (!ws) throw new BizError('文件是空的');
  const grid: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => { grid[n - 1] = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText); });
  return fromGrid(Array.from(grid, (r) => r ?? []));
}

export async function writeSheet(format: 'xlsx' | 'csv', name: string, columns: { key: string; header: string; width?: number }[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const wb = new (await excel()).Workbook();
  const ws = wb.addWorksheet(name);
  ws.columns = columns.map((c) => ({ key: c.key, header: c.header, width: c.width ?? 16 }));
  ws.getRow(1).font = { bold: true };
  for (const r of rows) ws.addRow(r);
  // Excel opens UTF-8 CSV correctly only with a byte-order mark.
  if (format === 'csv') return Buffer.concat([Buffer.from('\uFEFF'), Buffer.from(await wb.csv.writeBuffer())]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
