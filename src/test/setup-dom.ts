import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { TEST_TIMEOUTS } from './timeouts';

configure({ asyncUtilTimeout: TEST_TIMEOUTS.expectMs });
afterEach(() => cleanup());
