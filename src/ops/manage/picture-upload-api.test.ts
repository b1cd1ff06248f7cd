import { afterEach, describe, expect, it, vi } from 'vitest';
import { PictureRefused, pictureUploader } from './picture-upload-api';

describe("the manager's picture upload call", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the picture as the form's file with the merchant and the manager's token", async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ name: 'm1-abc.jpg', width: 10, height: 10, placeholder: 'data:' }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const upload = pictureUploader({ merchantId: 1, getToken: () => 'staff-token', lang: 'ru' });
    expect((await upload(new Blob(['x'], { type: 'image/jpeg' }), 'plov.jpg')).name).toBe('m1-abc.jpg');
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/manage/v1/pictures', 'POST']);
    expect(init.headers).toEqual({ 'X-Merchant-Id': '1', Authorization: 'Bearer staff-token' });
    const file = (init.body as FormData).get('file') as File;
    expect([file.name, file.type]).toEqual(['plov.jpg', 'image/jpeg']);
  });

  it("refuses with the server's words in the desk's language", async () => {
    const body = {
      code: 'PICTURE_TOO_BIG',
      message: 'The picture is over 15 MB: choose a smaller one',
      description: {
        uz: "Rasm 15 MB dan katta: kichikrog'ini tanlang",
        ru: 'Фото больше 15 МБ: выберите поменьше',
        eng: 'x',
      },
    };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 413 }));
    const upload = pictureUploader({ merchantId: 1, getToken: () => 't', lang: 'ru' });
    const refused = upload(new Blob(['x']), 'a.jpg');
    await expect(refused).rejects.toBeInstanceOf(PictureRefused);
    await expect(refused).rejects.toThrow('Фото больше 15 МБ: выберите поменьше');
  });
});
