import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { slaLimitsOf } from '../../domain/kitchen-sla';
import type { StaffOrder } from '../ops-api';
import { Waited } from './waited';

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
/** An order of a branch, cooking for 30 minutes. */
const cooking = (branch: number) =>
  ({
    id: branch,
    branch,
    status: 'COOKING',
    createdDate: ago(45),
    log: [
      { kind: 'STATUS', status: 'OPEN', createdDate: ago(45) },
      { kind: 'STATUS', status: 'COOKING', createdDate: ago(30) },
    ],
  }) as unknown as StaffOrder;

describe("a card's timer", () => {
  it("colours cooking by the branch's own usual time, the merchant's where the branch has none", () => {
    const limits = slaLimitsOf({ deskCookMinutes: 20 }, [
      { id: 1, settings: { cookMinutes: 40 } },
      { id: 2, settings: { cookMinutes: 25 } },
      { id: 3, settings: { cookMinutes: null } },
    ]);
    render(
      <>
        {[1, 2, 3].map((branch) => (
          <p key={branch} data-testid={`branch-${branch}`}>
            <Waited order={cooking(branch)} limits={limits} />
          </p>
        ))}
      </>,
    );
    const sla = (branch: number) =>
      screen.getByTestId(`branch-${branch}`).querySelector('[data-sla]')?.getAttribute('data-sla');
    // 30 minutes: within 40, past 25 (amber, under 37.5), past half as long again as the merchant's 20
    expect([sla(1), sla(2), sla(3)]).toEqual(['ok', 'amber', 'red']);
  });
});
