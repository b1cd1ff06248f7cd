import type { ApiClient } from './client';
import type { components } from './schema';

/**
 * The delivery price of a point (the tariff call), as the API answers it: the places picker
 * reads a refusal as a value, the checkout as an error. With the basket's sum (`productPrice`)
 * the answer counts the zone's free delivery.
 */
export const deliveryTariff = (
  api: ApiClient,
  request: components['schemas']['TariffRequest'],
  signal?: AbortSignal,
) => api.POST('/deliveries/v1/delivery/tariff/client/calculate', { body: request, signal });
