/** Sends one picture as multipart to `member/image/upload` (the JSON/form client in api.ts cannot); answers its URL. */
import { API_BASE, ApiError, getToken } from './api';
import { COMPANY_ID } from './constants';
import { showToast } from './stores/toast';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'];

export async function uploadImage(file: File): Promise<string> {
  if (!IMAGE_TYPES.includes(file.type)) {
    showToast('上传图片只能是 JPG 或者 PNG 格式!', 'error');
    throw new ApiError('上传图片只能是 JPG 或者 PNG 格式!', 422);
  }
  const form = new FormData();
  form.append('file', file);
  const res = await fetch(`${API_BASE}/api/h5app/wxapp/member/image/upload?company_id=${COMPANY_ID}`, {
    method: 'POST', body: form, headers: { Authorization: `Bearer ${getToken() ?? ''}` },
  });
  const body = (await res.json().catch(() => ({}))) as { data?: { img_url?: string; message?: string } };
  if (!res.ok || !body.data?.img_url) {
    const message = body.data?.message ?? '上传失败';
    showToast(message, 'error');
    throw new ApiError(message, res.status);
  }
  return body.data.img_url;
}
