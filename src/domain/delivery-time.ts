/** Minutes a delivery usually takes from the order to the door (the order page's estimate starts from it). */
export const DELIVERY_MINUTES = 50;

/** Minutes a delivery ordered now takes to arrive: the usual, plus what a busy branch adds. */
export const deliveryMinutes = (extraMinutes = 0): number => DELIVERY_MINUTES + Math.max(0, extraMinutes);
