/** A bill as a definition list: each line's label and amount, then the total. */
export function BillList({
  rows,
  total,
  testId,
}: {
  rows: readonly { label: string; amount: string; testId?: string }[];
  total: { label: string; amount: string; testId: string };
  testId?: string;
}) {
  return (
    <dl className="totals card" data-testid={testId}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd data-testid={row.testId}>{row.amount}</dd>
        </div>
      ))}
      <div className="totals__total">
        <dt>{total.label}</dt>
        <dd data-testid={total.testId}>{total.amount}</dd>
      </div>
    </dl>
  );
}
