import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_LAYOUT, LayoutProvider, useLayout } from './layout-context';
import type { LayoutDocument } from './layout-types';
import type * as validate from './validate';
import { loadLayout } from './validate';

vi.mock('./validate', async (real) => {
  const actual = await real<typeof validate>();
  return { ...actual, loadLayout: vi.fn(actual.loadLayout) };
});

const valid = structuredClone(DEFAULT_LAYOUT);

function Consumer({ drawn }: { drawn: (layout: LayoutDocument) => void }) {
  const { layout, problems } = useLayout();
  drawn(layout);
  return <p>{problems.length === 0 ? 'valid' : `invalid: ${problems.length}`}</p>;
}

describe('layout provider', () => {
  it('draws a valid document once: its validation after first paint changes nothing', async () => {
    const drawn = vi.fn();
    render(
      <LayoutProvider raw={valid} source="test" flags={{}}>
        <Consumer drawn={drawn} />
      </LayoutProvider>,
    );
    // the validators load after the first render: wait until they have judged the document
    await waitFor(() => expect(loadLayout).toHaveBeenCalled());
    const judged = await vi.mocked(loadLayout).mock.results[0]?.value;
    expect(judged).toMatchObject({ problems: [] });
    await act(async () => undefined);
    expect(screen.getByText('valid')).toBeInTheDocument();
    expect(drawn).toHaveBeenCalledTimes(1);
  });

  it('replaces an invalid document with the default one, its problems listed', async () => {
    const drawn = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <LayoutProvider
        raw={{ ...valid, pages: { home: { blocks: [{ type: 42 }] } } }}
        source="test"
        flags={{}}
      >
        <Consumer drawn={drawn} />
      </LayoutProvider>,
    );
    await waitFor(() => expect(screen.getByText(/^invalid/)).toBeInTheDocument());
    expect(drawn).toHaveBeenLastCalledWith(DEFAULT_LAYOUT);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
