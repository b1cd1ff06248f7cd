import type { Art } from './dishes';

/**
 * Food-card pictures drawn as SVG (no downloads): a plate on a tinted table with the
 * dish's shape. The CDN turns them into webp at any size.
 */
const PALETTE: Record<Art, { bg: string; food: string[] }> = {
  plov: { bg: '#F6E3C5', food: ['#F2C46D', '#E39B3A', '#8C4A2F', '#FFF3D6'] },
  noodles: { bg: '#F9E0CF', food: ['#F5D48A', '#C0392B', '#6B8E23', '#8C4A2F'] },
  dumplings: { bg: '#EDE6DA', food: ['#FAF3E3', '#E8DCC2', '#6B8E23', '#FFFFFF'] },
  soup: { bg: '#F3E0D0', food: ['#D9822B', '#F2C46D', '#6B8E23', '#8C4A2F'] },
  skewer: { bg: '#E8D8CC', food: ['#7B3F20', '#A0522D', '#5D4037', '#C0392B'] },
  somsa: { bg: '#F5E6C8', food: ['#E0A84F', '#C98A2E', '#F3D08A', '#8C4A2F'] },
  bread: { bg: '#F1E4CF', food: ['#D9A35B', '#B7782F', '#F3D08A', '#6D4C41'] },
  salad: { bg: '#E3F1DD', food: ['#4CAF50', '#E53935', '#FFF59D', '#8BC34A'] },
  tea: { bg: '#E0EEE6', food: ['#8FBC8F', '#2E7D32', '#FFFFFF', '#C8E6C9'] },
  drink: { bg: '#DDEBF7', food: ['#E57373', '#FFB74D', '#FFFFFF', '#81D4FA'] },
  dessert: { bg: '#F8E1EA', food: ['#F4C28B', '#D4A373', '#FFFFFF', '#C2185B'] },
  sauce: { bg: '#F7E4DC', food: ['#F5F5F5', '#E53935', '#FFCDD2', '#B71C1C'] },
  stew: { bg: '#F2DFD3', food: ['#A1887F', '#E64A19', '#FFB74D', '#6B8E23'] },
};

function seeded(seed: number) {
  let s = seed || 1;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

function dots(rand: () => number, colors: string[], count: number, _r: number, spread: number, size: number) {
  let out = '';
  for (let i = 0; i < count; i++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * spread;
    const color = colors[Math.floor(rand() * colors.length)] ?? '#fff';
    out += `<circle cx="${(256 + Math.cos(a) * d).toFixed(1)}" cy="${(256 + Math.sin(a) * d).toFixed(1)}" r="${(size * (0.6 + rand() * 0.8)).toFixed(1)}" fill="${color}"/>`;
  }
  return out;
}

function food(art: Art, rand: () => number): string {
  const [a = '#ccc', b = '#999', c = '#666', e = '#fff'] = PALETTE[art].food;
  const d = '#6B8E23';
  switch (art) {
    case 'plov':
      return `<ellipse cx="256" cy="262" rx="150" ry="140" fill="${a}"/>${dots(rand, [a, b, e], 260, 0, 140, 7)}${dots(rand, [c], 26, 0, 90, 14)}<ellipse cx="256" cy="240" rx="40" ry="28" fill="${c}"/>`;
    case 'noodles': {
      let s = `<circle cx="256" cy="256" r="150" fill="${b}" opacity="0.85"/>`;
      for (let i = 0; i < 14; i++)
        s += `<path d="M${150 + rand() * 40} ${170 + i * 13} q 60 ${-40 + rand() * 80} 110 0 t 110 0" stroke="${a}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
      return s + dots(rand, [c, '#6B8E23'], 24, 0, 110, 10);
    }
    case 'dumplings': {
      let s = '';
      for (let i = 0; i < 5; i++) {
        const ang = (i / 5) * Math.PI * 2;
        s += `<path d="M${256 + Math.cos(ang) * 85 - 48} ${256 + Math.sin(ang) * 85 + 20} q 48 -95 96 0 z" fill="${a}" stroke="${b}" stroke-width="5"/>`;
      }
      return s + dots(rand, [c], 16, 0, 150, 6);
    }
    case 'soup':
      return `<circle cx="256" cy="256" r="150" fill="${a}"/>${dots(rand, [b, c, d], 40, 0, 120, 14)}<circle cx="256" cy="256" r="150" fill="none" stroke="#ffffff55" stroke-width="10"/>`;
    case 'skewer': {
      let s = `<rect x="90" y="160" width="340" height="200" rx="30" fill="${e}" opacity="0.25"/>`;
      for (let k = 0; k < 3; k++) {
        const y = 200 + k * 60;
        s += `<line x1="80" y1="${y}" x2="440" y2="${y - 20}" stroke="#9E9E9E" stroke-width="6"/>`;
        for (let i = 0; i < 5; i++)
          s += `<rect x="${130 + i * 55}" y="${y - 28 - i * 3}" width="46" height="42" rx="12" fill="${[a, b, c][(i + k) % 3]}"/>`;
      }
      return s;
    }
    case 'somsa': {
      let s = '';
      for (let i = 0; i < 3; i++) {
        const x = 150 + i * 105;
        s += `<path d="M${x - 60} ${330 - (i % 2) * 30} L${x} ${190 - (i % 2) * 30} L${x + 60} ${330 - (i % 2) * 30} Z" fill="${a}" stroke="${b}" stroke-width="8" stroke-linejoin="round"/>`;
      }
      return s + dots(rand, ['#3E2723', e], 40, 0, 120, 3);
    }
    case 'bread': {
      let s = `<circle cx="256" cy="256" r="140" fill="${a}"/><circle cx="256" cy="256" r="85" fill="${c}"/>`;
      for (let i = 0; i < 12; i++) {
        const ang = (i / 12) * Math.PI * 2;
        s += `<circle cx="${256 + Math.cos(ang) * 45}" cy="${256 + Math.sin(ang) * 45}" r="5" fill="${b}"/>`;
      }
      return s + `<circle cx="256" cy="256" r="140" fill="none" stroke="${b}" stroke-width="14"/>`;
    }
    case 'salad':
      return `<circle cx="256" cy="256" r="145" fill="${a}"/>${dots(rand, [a, d, b, c], 60, 0, 125, 20)}`;
    case 'tea':
      return `<ellipse cx="256" cy="330" rx="150" ry="30" fill="#00000022"/><path d="M170 200 h172 l-20 130 h-132 z" fill="${e}" stroke="${b}" stroke-width="8"/><ellipse cx="256" cy="205" rx="86" ry="18" fill="${a}"/><path d="M342 230 q 50 10 30 60 q -12 18 -40 20" stroke="${b}" stroke-width="10" fill="none"/>`;
    case 'drink':
      return `<path d="M190 140 h132 l-18 240 h-96 z" fill="${a}" opacity="0.9"/><path d="M190 140 h132 l-4 50 h-124 z" fill="${e}" opacity="0.7"/>${dots(rand, [d], 10, 0, 50, 8)}<rect x="270" y="90" width="10" height="120" rx="4" fill="${b}" transform="rotate(18 275 150)"/>`;
    case 'dessert':
      return `<path d="M150 330 L256 170 L362 330 Z" fill="${a}"/><path d="M150 330 L256 170 L362 330" fill="none" stroke="${b}" stroke-width="10"/><line x1="180" y1="285" x2="332" y2="285" stroke="${e}" stroke-width="10"/><line x1="205" y1="245" x2="307" y2="245" stroke="${e}" stroke-width="10"/><circle cx="256" cy="165" r="16" fill="${d}"/>`;
    case 'sauce':
      return `<circle cx="256" cy="256" r="110" fill="${a}"/><circle cx="256" cy="256" r="85" fill="${b}"/>${dots(rand, [d, c], 14, 0, 60, 6)}`;
    case 'stew':
      return `<circle cx="256" cy="256" r="150" fill="${b}" opacity="0.8"/>${dots(rand, [a, c, d], 34, 0, 120, 22)}`;
  }
}

export function foodSvg(art: Art, seed: number, tint?: string): string {
  const rand = seeded(seed * 7919 + art.length);
  const bg = tint ?? PALETTE[art].bg;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<rect width="512" height="512" fill="${bg}"/>
<circle cx="${100 + rand() * 300}" cy="${60 + rand() * 60}" r="${50 + rand() * 40}" fill="#ffffff33"/>
<ellipse cx="262" cy="276" rx="205" ry="200" fill="#00000018"/>
<circle cx="256" cy="256" r="200" fill="#FFFFFF"/>
<circle cx="256" cy="256" r="178" fill="#F4F1EC"/>
${food(art, rand)}
</svg>`;
}

/** A story or banner picture: a colour field with a dish, wider than tall for banners. */
export function bannerSvg(art: Art, seed: number, color: string, wide: boolean): string {
  const w = wide ? 1024 : 512;
  const h = wide ? 480 : 900;
  const dish = foodSvg(art, seed)
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '');
  const scale = wide ? 0.85 : 0.9;
  const x = wide ? w - 512 * scale - 40 : (w - 512 * scale) / 2;
  const y = wide ? (h - 512 * scale) / 2 : h - 512 * scale - 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<rect width="${w}" height="${h}" fill="${color}"/>
<circle cx="${w * 0.2}" cy="${h * 0.25}" r="${h * 0.35}" fill="#ffffff22"/>
<g transform="translate(${x} ${y}) scale(${scale})">${dish}</g>
</svg>`;
}
