import type { Handlers } from '../http/types';
import { accountHandlers } from './accounts';
import { catalogHandlers } from './catalog';
import { contentHandlers } from './content';
import type { Deps } from './deps';
import { devHandlers } from './dev';
import { orderHandlers } from './orders';
import { profileHandlers } from './profile';

/** Every operation of openapi/storefront.yaml; the type makes a missing one a compile error. */
export function createHandlers(deps: Deps): Handlers {
  return {
    ...catalogHandlers(deps),
    ...accountHandlers(deps),
    ...profileHandlers(deps),
    ...contentHandlers(deps),
    ...orderHandlers(deps),
    ...devHandlers(deps),
  };
}
