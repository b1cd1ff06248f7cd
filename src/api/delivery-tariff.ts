import type { ApiClient } from './client';

/**
 * The delivery price of a point (the tariff call), as the API answers it: the places picker
 * reads a refusal as a value, the checkout as an error.
 */
export const deliveryTariff = (
  api: ApiClient,
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
) => api.POST('/deliveries/v1/delivery/tariff/client/calculate', { body: point, signal });
