import type { TestApi } from './api.ts';

/** A real 1x1 PNG (signature, IHDR, IDAT, IEND). */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body with every file under the field `images`. */
export function imageForm(...files: File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return form;
}

export const pngFile = (name = 'photo.png') => new File([PNG_1X1], name, { type: 'image/png' });

/** Uploads the tiny PNG as the token's user and returns its URL. */
export async function uploadPng(api: TestApi, token: string): Promise<string> {
  const res = await api.post<{ imageUrls: string[] }>('/upload-images', imageForm(pngFile()), { token });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.imageUrls[0]!;
}
