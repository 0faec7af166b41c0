/** A saved invoice title (GET member/invoicelist, api-contract §4.14). */
export interface SavedInvoice {
  invoices_id: number; title: 'individual' | 'unit'; content: string; registration_number: string;
  company_address: string; company_phone: string; bankname: string; bankaccount: string; is_def: boolean;
}
export const TITLE_TEXT = { individual: '个人', unit: '单位' } as const;
