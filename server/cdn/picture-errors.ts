import { HttpError } from '../http/errors';

/** Why an uploaded picture is refused, in the three languages (the manager reads it on the form). */
const REFUSALS = {
  PICTURE_REQUIRED: [
    415,
    'Send the picture as multipart/form-data, in a field named "file"',
    'Rasmni multipart/form-data sifatida, "file" maydonida yuboring',
    'Отправьте фото как multipart/form-data в поле «file»',
  ],
  PICTURE_TOO_BIG: [
    413,
    'The picture is over 15 MB: choose a smaller one',
    "Rasm 15 MB dan katta: kichikrog'ini tanlang",
    'Фото больше 15 МБ: выберите поменьше',
  ],
  NOT_A_PICTURE: [
    415,
    'This file is not a picture we can read: send a JPEG, PNG, WebP or HEIF (AVIF) photo',
    "Bu fayl biz o'qiy oladigan rasm emas: JPEG, PNG, WebP yoki HEIF (AVIF) yuboring",
    'Этот файл не фото, которое мы можем прочитать: пришлите JPEG, PNG, WebP или HEIF (AVIF)',
  ],
  PICTURE_TOO_MANY_PIXELS: [
    422,
    'The picture has too many pixels (over 100 megapixels): make it smaller',
    "Rasmda piksel juda ko'p (100 megapikseldan ortiq): uni kichraytiring",
    'В фото слишком много пикселей (больше 100 мегапикселей): уменьшите его',
  ],
  PICTURE_BROKEN: [
    422,
    'The picture could not be read to the end: it may be damaged',
    "Rasmni oxirigacha o'qib bo'lmadi: u shikastlangan bo'lishi mumkin",
    'Фото не удалось прочитать до конца: возможно, оно повреждено',
  ],
} as const;

export type PictureRefusal = keyof typeof REFUSALS;

export function refusePicture(code: PictureRefusal): HttpError {
  const [status, eng, uz, ru] = REFUSALS[code];
  return new HttpError(status, code, eng, { uz, ru, eng });
}
