import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { Lang } from '../../domain/localized';
import { printJobs } from '../print';
import { Receipt } from '../receipt';
import { KitchenTicket } from './kitchen-ticket';
import { rollPageRule } from './page-size';

/**
 * Where the desk's slips are drawn for printing: a box of the roll's width beside the page (not
 * seen on screen), the only thing the printed page shows (ops.css: `.ops-printing`). Once a slip
 * is drawn its height is measured, the page is sized to it (`@page { size: 80mm <height>mm }`)
 * and the browser prints; the slip stays until the next one, so printing again prints it again.
 */
/** the job last sent to the printer: a desk drawn again (after a logout) does not print it again */
let printed = 0;

export function PrintRoot({ lang }: { lang: Lang }) {
  const job = useSyncExternalStore(printJobs.subscribe, printJobs.get, () => null);
  const slip = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!job || !slip.current || job.at === printed) return;
    printed = job.at;
    let style = document.getElementById('ops-print-page') as HTMLStyleElement | null;
    if (!style) {
      style = document.createElement('style');
      style.id = 'ops-print-page';
      document.head.append(style);
    }
    style.textContent = `@media print { ${rollPageRule(slip.current.getBoundingClientRect().height)} }`;
    document.body.classList.add('ops-printing');
    window.print();
  }, [job]);
  if (!job) return null;
  return createPortal(
    <div className="ops-print" ref={slip} data-testid="ops-print" data-kind={job.kind}>
      {job.kind === 'ticket' ? (
        <KitchenTicket
          order={job.order}
          lang={lang}
          branchName={job.branchName}
          changed={job.changed ?? false}
        />
      ) : (
        <Receipt order={job.order} lang={lang} branchName={job.branchName} />
      )}
    </div>,
    document.body,
  );
}
