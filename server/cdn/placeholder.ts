import sharp from 'sharp';

/** A picture's placeholder on its longer side: enough for a blurred hint of its colours, a few hundred bytes. */
export const PLACEHOLDER_WIDTH = 16;

/** A picture's tiny blurred WebP, shown (stretched, blurred by the browser too) while the picture loads. */
export async function placeholderBytes(picture: Buffer): Promise<Buffer> {
  return sharp(picture, { density: 72 })
    .resize(PLACEHOLDER_WIDTH, PLACEHOLDER_WIDTH, { fit: 'inside' })
    .blur(0.6)
    .webp({ quality: 40 })
    .toBuffer();
}

/** The placeholder as a data URI: it comes with the picture's name, no request of its own. */
export async function placeholderOf(picture: Buffer): Promise<string> {
  return `data:image/webp;base64,${(await placeholderBytes(picture)).toString('base64')}`;
}
