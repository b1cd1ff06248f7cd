import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * The storefront at a device's width, in an iframe of that size: its media queries, its
 * full-screen dialogs and its scrolling are the device's, not the studio's. The page's
 * stylesheets are copied in (and followed, as lazy pages bring theirs); React renders into the
 * frame's body through a portal, so the studio's state and the storefront stay one tree.
 */
export function DeviceFrame({
  width,
  height,
  title,
  children,
}: {
  width: number;
  height: number;
  title: string;
  children: ReactNode;
}) {
  const [body, setBody] = useState<HTMLElement | null>(null);
  // React 19 runs the cleanup a ref callback returns when the frame goes
  const mount = useCallback((frame: HTMLIFrameElement | null) => {
    const doc = frame?.contentDocument;
    if (!doc) return;
    doc.open();
    doc.write('<!doctype html><html><head><meta charset="utf-8"></head><body></body></html>');
    doc.close();
    const copy = () => {
      for (const node of doc.head.querySelectorAll('[data-studio-copy]')) node.remove();
      for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]')) {
        const clone = node.cloneNode(true) as HTMLElement;
        clone.dataset.studioCopy = '';
        doc.head.append(clone);
      }
    };
    copy();
    const observer = new MutationObserver(copy);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    setBody(doc.body);
    return () => observer.disconnect();
  }, []);

  return (
    <iframe
      ref={mount}
      title={title}
      style={{ width, height, border: 0, display: 'block', background: '#fff' }}
    >
      {body && createPortal(children, body)}
    </iframe>
  );
}
