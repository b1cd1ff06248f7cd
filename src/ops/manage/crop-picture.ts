/** A part of a picture in its own pixels (what the cropper reports). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Loads a picture the browser can show; rejects when it cannot (a HEIC photo in Chrome, a text file). */
export function loadPicture(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('the browser cannot open this picture'));
    image.src = src;
  });
}

/**
 * The framed part of a picture, drawn at most `maxWidth` wide, as a JPEG (what every browser
 * encodes; the server keeps it and makes WebP and AVIF of it).
 */
export async function cropPicture(src: string, area: CropArea, maxWidth = 2048): Promise<Blob> {
  const image = await loadPicture(src);
  const scale = Math.min(1, maxWidth / area.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.fillStyle = '#fff'; // a transparent PNG on white, as a card shows it
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', 0.9),
  );
}
