import { describe, expect, it } from 'vitest';
import { imageUrl, originalUrl, pictureSources } from './images';

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
  it('asks the CDN for AVIF beside the WebP and for its blurred placeholder; a picture elsewhere as it is', () => {
    expect(
      pictureSources('plov 1.jpg', 'https://cdn.dasturxon.uz/', { width: 360, height: 360, quality: 80 }),
    ).toEqual({
      src: 'https://cdn.dasturxon.uz/resize/cover/360/360/80/plov%201.jpg',
      avif: 'https://cdn.dasturxon.uz/resize/cover/360/360/80/plov%201.jpg?format=avif',
      placeholder: 'https://cdn.dasturxon.uz/placeholder/plov%201.jpg',
    });
    expect(pictureSources('https://example.uz/a.png', '/cdn')).toEqual({
      src: 'https://example.uz/a.png',
      avif: null,
      placeholder: null,
    });
    expect(pictureSources(null, '/cdn')).toBeNull();
    // a placeholder's address goes into a CSS url() as it is
    expect(pictureSources("plov (1)'s.png", '/cdn')?.placeholder).toBe(
      '/cdn/placeholder/plov%20%281%29%27s.png',
    );
  });
});
