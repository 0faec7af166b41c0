/**
 * Where each HTTP method carries its parameters, as the contract's client does (spec/api-contract.md
 * §2.3–2.4): GET puts everything in the query; DELETE puts its parameters in the query and company_id
 * in a form body; POST and PUT send a form body. Query arrays use `a[]=1`, bodies PHP indices `a[0]=1`.
 * Shared by the browser client (api.ts) and the server tests, so both put the same bytes on the wire.
 */
import { encodeForm } from './form-encode';

export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';

export interface WireRequest {
  query: Record<string, unknown>;
  /** Undefined for GET, which has no body. */
  body?: Record<string, unknown>;
}

export function wireRequest(method: string, params: Record<string, unknown>, companyId: number): WireRequest {
  const m = method.toUpperCase();
  if (m === 'GET') return { query: { company_id: companyId, ...params } };
  if (m === 'DELETE') return { query: params, body: { company_id: companyId } };
  return { query: {}, body: { company_id: companyId, ...params } };
}

export const encodeQuery = (query: Record<string, unknown>): string => encodeForm(query, 'brackets');
export const encodeBody = (body: Record<string, unknown>): string => encodeForm(body);
