import { describe, expect, it } from 'vitest';
import { imageUrl, originalUrl } from './images';

describe('image URLs', () => {
  it('resizes a bare name through the CDN with the defaults', () => {
    expect(imageUrl('plov.svg', '/cdn')).toBe('/cdn/resize/cover/480/480/100/plov.svg');
    expect(
      imageUrl('plov.svg', 'https://cdn.dasturxon.uz/', {
        width: 240,
        height: 160,
        quality: 80,
        fit: 'contain',
      }),
    ).toBe('https://cdn.dasturxon.uz/resize/contain/240/160/80/plov.svg');
  });
  it('passes full URLs unchanged and nothing for no image', () => {
    expect(imageUrl('https://example.uz/a.png', '/cdn')).toBe('https://example.uz/a.png');
    expect(imageUrl(null, '/cdn')).toBeNull();
    expect(originalUrl('a.svg', '/cdn')).toBe('/cdn/a.svg');
  });
});
