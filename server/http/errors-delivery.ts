/** The couriers' and delivery services' refusals: [English, Uzbek, Russian]. */
export const DELIVERY_MESSAGES = {
  NOT_ON_SHIFT: ['The courier is not on shift', 'Kuryer smenada emas', 'Курьер не на смене'],
  CASH_REQUIRED: ['Enter the cash collected', 'Olingan naqd pulni kiriting', 'Укажите полученные наличные'],
  DELIVERY_NOT_CONFIGURED: [
    'Yandex Delivery is not set up for this restaurant',
    'Bu restoran uchun Yandex Yetkazib berish sozlanmagan',
    'Яндекс Доставка для этого ресторана не настроена',
  ],
  CLAIM_OPEN: [
    'A Yandex courier is already being called for this order',
    'Bu buyurtma uchun Yandex kuryeri allaqachon chaqirilmoqda',
    'Курьер Яндекса для этого заказа уже вызывается',
  ],
} as const;
