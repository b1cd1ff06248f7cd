import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_TIMEOUTS } from './timeouts';
import { tenantStorage } from '../platform/storage';

configure({ asyncUtilTimeout: TEST_TIMEOUTS.expectMs });
afterEach(() => {
  cleanup();
  // each test starts on a device of its own: the fixtures' storefronts keep their storage in memory
  for (const sub of ['demo', 'osh', 'night']) tenantStorage(`story-${sub}`, null).clear();
});

// jsdom has <dialog> without its modal methods; the product sheet and pop-up open one
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
