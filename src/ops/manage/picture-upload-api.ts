import { errorText, isApiErrorBody, type Lang } from '../../api/errors';
import { API_BASE } from '../../api/order-stream';

/** A picture the server stored: its name (a product's or a category's `image`), size and placeholder. */
export interface UploadedPicture {
  name: string;
  width: number;
  height: number;
  /** a 16-px blurred WebP data URI to show while the picture loads */
  placeholder: string;
}

/** Sends a picture to the merchant's picture store; refuses with the server's words in the desk's language. */
export type UploadPicture = (picture: Blob, filename: string) => Promise<UploadedPicture>;

/** The server's limit (server/cdn/picture-upload.ts): a bigger picture is not even sent. */
export const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** A refusal to show the manager as it is (already in the desk's language). */
export class PictureRefused extends Error {}

/** `POST /api/manage/v1/pictures` as the signed-in manager (multipart: the contract's JSON client does not carry it). */
export function pictureUploader(input: {
  merchantId: number;
  getToken: () => string | null;
  lang: Lang;
}): UploadPicture {
  return async (picture, filename) => {
    const body = new FormData();
    body.append('file', picture, filename);
    const response = await fetch(`${API_BASE}/manage/v1/pictures`, {
      method: 'POST',
      body,
      headers: {
        'X-Merchant-Id': String(input.merchantId),
        Authorization: `Bearer ${input.getToken() ?? ''}`,
      },
    });
    const answer: unknown = await response.json().catch(() => null);
    if (!response.ok)
      throw new PictureRefused(isApiErrorBody(answer) ? errorText(answer, input.lang) : response.statusText);
    return answer as UploadedPicture;
  };
}
