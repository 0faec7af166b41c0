/** Step 5, upload: the PNG snapshot through POST /api/admin/media; returns its /media/ URL. */
export type Upload = (file: File) => Promise<{ img_url: string }>;

export async function uploadSnapshot(blob: Blob, upload: Upload): Promise<string> {
  const file = new File([blob], 'combination.png', { type: 'image/png' });
  return (await upload(file)).img_url;
}
