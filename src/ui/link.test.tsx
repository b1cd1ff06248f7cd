import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Link, LinkNavigation } from './link';

function Where() {
  const [location] = useLocation();
  return <output>{location}</output>;
}

function setup(onClick?: (event: React.MouseEvent) => void) {
  const memory = memoryLocation({ path: '/' });
  const renders = vi.fn();
  render(
    <Router hook={memory.hook}>
      <LinkNavigation value={memory.navigate}>
        <Profiler id="card" onRender={renders}>
          <Link href="/product/7" className="product" onClick={onClick}>
            Plov
          </Link>
        </Profiler>
        <Where />
      </LinkNavigation>
    </Router>,
  );
  return { memory, renders, link: screen.getByRole('link', { name: 'Plov' }) };
}

describe('Link', () => {
  it('goes to its page through the router on a click, and its address is the page', () => {
    const { link } = setup();
    expect(link.getAttribute('href')).toBe('/product/7');
    expect(link.className).toBe('product');
    const click = fireEvent.click(link);
    expect(click).toBe(false); // the page is not loaded
    expect(screen.getByRole('status').textContent).toBe('/product/7');
  });

  it('leaves a click with a modifier key to the browser (a new tab), and a click its handler stopped', () => {
    // the handler stops a double click
    const { link } = setup((event) => event.detail === 2 && event.preventDefault());
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link, { detail: 2 })).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('/');
  });

  it('is not drawn again when the location changes', () => {
    const { memory, renders } = setup();
    const before = renders.mock.calls.length;
    act(() => memory.navigate('/product/8'));
    // the page followed the location, the link did not draw itself again
    expect(screen.getByRole('status').textContent).toBe('/product/8');
    expect(renders.mock.calls.length).toBe(before);
  });
});
