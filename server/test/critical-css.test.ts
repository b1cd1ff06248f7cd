import { describe, expect, it } from 'vitest';
import { criticalCss, usedBy } from '../critical-css';

const css = [
  '*,:before{box-sizing:border-box}',
  ':root{--gap:8px}',
  'body{margin:0}',
  'table{border:0}',
  '.card{padding:var(--gap)}',
  '.card__title,.checkout__total{font-weight:700}',
  '.checkout{display:grid}',
  '#main{min-height:50vh}',
  'html[data-basket] .basket-empty{display:none}',
  'input[type=radio]{accent-color:red}',
  'input[type=checkbox]{accent-color:blue}',
  'dialog[open]{display:block}',
  '.card:hover{opacity:.9}',
  '@media (min-width:600px){.card{padding:16px}.checkout{gap:4px}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');

const page = (name: string, href: string) =>
  `<html lang="uz"><head><style>.checkout{}</style><script id="ssr" type="application/json">{"class":"checkout"}</script></head>` +
  `<body><main id="main"><article class="card"><h2 class="card__title">${name}</h2><a href="${href}">→</a>` +
  `<input type="radio" name="size"></article><div class="basket-empty"></div><dialog open></dialog></main></body></html>`;

describe("a server-rendered page's part of the stylesheet", () => {
  it('keeps the rules the page can match, in their order, and drops the rest', async () => {
    const used = await criticalCss(css)(page('Osh', '/product/1'));
    const kept = [
      'box-sizing:border-box',
      '--gap:8px',
      'body{margin:0}',
      '.card{padding:var(--gap)}',
      '.card__title{font-weight:700}',
      '#main{',
      // set on <html> by the page's own script before its first paint
      'html[data-basket] .basket-empty',
      'input[type=radio]',
      'dialog[open]',
      '.card:hover',
      '.card{padding:16px}',
      '@keyframes spin',
    ];
    const at = kept.map((text) => used.replace(/\s+/g, '').indexOf(text.replace(/\s+/g, '')));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // another page's classes, an element not on the page, a value it has not, an inline script's words
    for (const gone of ['.checkout', 'table', 'checkbox']) expect(used).not.toContain(gone);
  });

  it('is worked out once for pages that differ only in their text, links and pictures', async () => {
    const critical = criticalCss(css);
    const first = critical(page('Osh', '/product/1'));
    expect(critical(page('Lagmon', '/product/2'))).toBe(first);
    expect(critical(page('Osh', '/product/1').replace('class="card"', 'class="card checkout"'))).not.toBe(
      first,
    );
  });

  it('reads the markup, not the inline scripts and styles, nor the text', () => {
    const used = usedBy(page('table checkbox', '/x'), new Set(['type']));
    expect(used.classes).toEqual(['basket-empty', 'card', 'card__title']);
    expect(used.ids).toEqual(['main']);
    expect(used.tags).not.toContain('table');
    expect(used.attributes.values).toEqual(['radio']);
    expect(used.attributes.names).toEqual(expect.arrayContaining(['data-basket', 'open', 'type', 'href']));
  });
});
