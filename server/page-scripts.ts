/** The inline scripts of a server-rendered page: early input kept for hydration, the device's basket, and its module scripts deferred. */
import { storedKey } from '../src/domain/tenant';

/**
 * Keeps what a server-rendered page gets before it is hydrated, in order, to replay after
 * (src/platform/early-input.ts): taps on links and buttons (held, not followed) and changes to its
 * form controls (a checkable control by its change, a text by its input).
 */
export const EARLY_INPUT =
  'window.__dxTaps=[];(function(d){function live(t){var r=d.getElementById("root");' +
  'return r&&r.hasAttribute("data-ssr")&&!d.documentElement.hasAttribute("data-ready")&&r.contains(t)}' +
  'd.addEventListener("click",function(e){var t=e.target&&e.target.closest&&e.target.closest("a[href],button");' +
  'if(!t||!live(t))return;e.preventDefault();e.stopPropagation();window.__dxTaps.push({kind:"tap",target:t})},true);' +
  'function input(e){var t=e.target;if(!t||!t.matches||!t.matches("input,select,textarea")||!live(t))return;' +
  'var checkable=t.type==="checkbox"||t.type==="radio";if(checkable!==(e.type==="change"))return;' +
  'window.__dxTaps.push({kind:"input",target:t,checked:!!t.checked,value:t.value})}' +
  'd.addEventListener("change",input,true);d.addEventListener("input",input,true)})(document)';

/**
 * Says before the first paint whether the device keeps a basket for this merchant
 * (`html[data-basket]`): the server's page cannot know it, so its basket says "empty" only when
 * the device's is (src/features/basket/components/basket-view.tsx), and the client never draws
 * that message again.
 */
export const deviceBasket = (sub: string) =>
  `try{if(JSON.parse(localStorage.getItem(${JSON.stringify(storedKey(sub, 'basket'))})||'[]').length)` +
  `document.documentElement.setAttribute('data-basket','')}catch(e){}`;

const SCRIPTS_AT_LATEST_MS = 2500;

/** The page's early request for its menu (server/spa.ts), made by the loader below on a server-rendered page. */
export const EARLY_MENU = '__dxFetchMenu';

/**
 * A server-rendered page asks for its scripts once its first screen has loaded (the `load` event:
 * the pictures on it) and its content has been painted (the browser's first contentful paint,
 * then the next frame and a task: on a fast link `load` comes before the first frame, and scripts
 * asked for then race it and the paint of the pictures `load` waited for), or at the first touch
 * or key, whichever comes first; inside Telegram, whose first screen is the client's, at once. The
 * content's pictures then have the line to themselves on a slow network, the first screen is never
 * painted behind a script, and a tap before hydration is kept and replayed (EARLY_INPUT). A picture
 * that never arrives holds them back no longer than SCRIPTS_AT_LATEST_MS. With the scripts come the
 * menu's request (EARLY_MENU) and each whole stylesheet whose first-screen part the page carries
 * inline (`<style data-href>`, server/critical-css.ts), put in the part's place; the part goes once
 * the sheet is in. `window.__dxStyles` settles then (or when a sheet fails), and the client
 * hydrates after it.
 */
export function deferScripts(html: string, nonce: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) return html;
  const loader =
    `(function(){var d=document,done=0;function go(){if(done)return;done=1;` +
    `if(window.${EARLY_MENU})window.${EARLY_MENU}();` +
    // each stylesheet whose first-screen part the page carries, in that part's place; once it is
    // in, the part goes (a restyle would match every rule twice)
    `window.__dxStyles=Promise.all([].map.call(d.querySelectorAll('style[data-href]'),function(s){return new Promise(function(ok){var l=d.createElement('link');l.rel='stylesheet';l.href=s.getAttribute('data-href');l.onload=function(){s.remove();ok()};l.onerror=function(){ok()};s.after(l)})}));` +
    // the scripts in a task of their own (each request the page starts costs the main thread a
    // little: together they made a long task on a slow phone)
    `setTimeout(function(){` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `${JSON.stringify(entries)}.forEach(function(h){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=h;d.head.appendChild(s)})},0)}` +
    // the first screen's content painted, as the browser reports it, and then a frame after `load`
    // (the pictures that came before it painted too: the largest is often one), then a task
    `function next(){requestAnimationFrame(function(){setTimeout(go,0)})}` +
    `function painted(){var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();next()}}).observe({type:'paint',buffered:true});` +
    `else next()}` +
    `if(d.documentElement.hasAttribute('data-tg'))go();else{addEventListener('load',painted);setTimeout(go,${SCRIPTS_AT_LATEST_MS});` +
    `['pointerdown','keydown','touchstart'].forEach(function(e){addEventListener(e,go,{capture:true,once:true,passive:true})})}})()`;
  return rest.replace('</head>', `<script nonce="${nonce}">${loader}</script></head>`);
}
