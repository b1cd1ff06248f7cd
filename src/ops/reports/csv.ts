import { csvField } from '../../domain/day-report';

/** Saves rows as a CSV file (UTF-8 with a byte-order mark, as spreadsheets open it). */
export function downloadCsv(name: string, header: readonly string[], rows: readonly (readonly unknown[])[]) {
  const text = [header, ...rows].map((row) => row.map((v) => csvField(v as never)).join(',')).join('\r\n');
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(link.href);
}
