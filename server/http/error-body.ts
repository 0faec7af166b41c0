/** The contract's error envelope: `{"data":{"message","status_code"},"msg"}` (spec/api-contract.md). */
export function errorBody(message: string, status: number, code?: number, errors?: Record<string, string[]>) {
  const data: Record<string, unknown> = { message, status_code: status };
  if (code) data.code = code;
  if (errors) data.errors = errors;
  return { data, msg: message };
}
