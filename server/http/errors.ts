/** A business error: answered as `{data:{message,status_code}}` with HTTP `status` (api-contract §1.3). */
export class BizError extends Error {
  constructor(message: string, readonly status = 422, readonly code?: number, readonly errors?: Record<string, string[]>) {
    super(message);
  }
}

export const notFound = (message = '数据不存在') => new BizError(message, 404);
export const badRequest = (message = '参数错误') => new BizError(message, 400);
