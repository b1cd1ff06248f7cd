import { DELIVERY_MESSAGES } from './errors-delivery';
import { FOLDER_VERSION_MESSAGES } from './folder-version-errors';
import { PHONE_ORDER_MESSAGES } from './phone-order-errors';
import { CAMPAIGN_MESSAGES } from './campaign-errors';

/** Every error code with its words: English (the `message`), Uzbek and Russian. */
export const MESSAGES = {
  ...FOLDER_VERSION_MESSAGES,
  ...PHONE_ORDER_MESSAGES,
  ...CAMPAIGN_MESSAGES,
  VALIDATION: ['Invalid request', "So'rov noto'g'ri", 'Некорректный запрос'],
  NOT_FOUND: ['Not found', 'Topilmadi', 'Не найдено'],
  MERCHANT_REQUIRED: [
    'X-Merchant-Id header is required',
    'X-Merchant-Id sarlavhasi kerak',
    'Нужен заголовок X-Merchant-Id',
  ],
  MERCHANT_NOT_FOUND: ['Merchant not found', 'Sotuvchi topilmadi', 'Продавец не найден'],
  UNAUTHORIZED: [
    'Your session is out of date, please log in again',
    'Sessiya eskirgan, iltimos, qaytadan kiring',
    'Сессия устарела, войдите снова',
  ],
  WRONG_CODE: [
    'Wrong code entered or sms code is expired',
    "Kod noto'g'ri kiritildi yoki SMS kodning muddati tugagan",
    'Введён неверный код или срок действия SMS-кода истёк',
  ],
  RESEND_TOO_SOON: [
    'Please wait before asking for a new code',
    'Yangi kod olishdan oldin biroz kuting',
    'Подождите, прежде чем запросить новый код',
  ],
  TOO_MANY_REQUESTS: [
    'Too many attempts, try again later',
    "Juda ko'p urinish, keyinroq qayta urinib ko'ring",
    'Слишком много попыток, попробуйте позже',
  ],
  PHONE_TAKEN: [
    'This phone number belongs to another account',
    'Bu telefon raqami boshqa hisobga tegishli',
    'Этот номер принадлежит другому аккаунту',
  ],
  CONTACT_INVALID: [
    'Telegram could not confirm this contact, please share it again',
    'Telegram bu kontaktni tasdiqlay olmadi, qaytadan yuboring',
    'Telegram не подтвердил контакт, отправьте его ещё раз',
  ],
  PHONE_INVALID: [
    'Only an Uzbek phone number (+998) can be used here',
    "Bu yerda faqat O'zbekiston raqami (+998) ishlatiladi",
    'Здесь подходит только узбекский номер (+998)',
  ],
  TABLE_NOT_FOUND: [
    'There is no such table in this branch',
    "Bu filialda bunday stol yo'q",
    'В этом филиале нет такого стола',
  ],
  RESTART_BOT: [
    'Please, restart bot',
    'Iltimos, botni qayta ishga tushiring',
    'Пожалуйста, перезапустите бота',
  ],
  TELEGRAM_ID_NOT_FOUND: ['Telegram ID not found', 'Telegram ID topilmadi', 'Telegram ID не найден'],
  OUT_OF_SERVICE_ZONE: ['Out of service zone', 'Xizmat hududidan tashqarida', 'Вне зоны обслуживания'],
  PRODUCT_NOT_AVAILABLE: [
    'This product is not available',
    'Bu mahsulot mavjud emas',
    'Этот товар недоступен',
  ],
  NO_BRANCHES: ['No branches', "Filiallar yo'q", 'Нет филиалов'],
  ADDRESS_NOT_AVAILABLE: ['Address not available', 'Manzil mavjud emas', 'Адрес недоступен'],
  FILIAL_NOT_FOUND: ['Filial not found', 'Filial topilmadi', 'Филиал не найден'],
  PRICE_MISMATCH: ['The product is overpriced', "Mahsulot narxi o'zgardi", 'Цена товара изменилась'],
  NOT_ENOUGH_PRODUCTS: [
    'Not enough products! Maximum amount',
    'Mahsulot yetarli emas! Eng ko‘p miqdor',
    'Недостаточно товара! Максимальное количество',
  ],
  SELECT_MINIMUM: ['Select minimum', 'Kamida tanlang', 'Выберите минимум'],
  SELECT_UP_TO: ['Select up to', "Ko'pi bilan tanlang", 'Выберите не более'],
  PROMO_NOT_FOUND: [
    'Promo code not found or no longer valid',
    'Promokod topilmadi yoki amal qilmaydi',
    'Промокод не найден или недействителен',
  ],
  PROMO_MIN_PRICE: [
    'The basket has not reached the promo minimum',
    'Savat promokod uchun eng kam summaga yetmadi',
    'Корзина не достигла минимальной суммы промокода',
  ],
  PROMO_DISABLED: ['Promo codes are turned off', "Promokodlar o'chirilgan", 'Промокоды отключены'],
  CASHBACK_UNAVAILABLE: [
    'Cashback cannot be spent here',
    'Keshbekdan foydalanib bo‘lmaydi',
    'Кешбэк нельзя использовать',
  ],
  CASHBACK_EXCEEDS_BALANCE: ['Not enough cashback', 'Keshbek yetarli emas', 'Недостаточно кешбэка'],
  CASHBACK_OVER_LIMIT: ['Cashback limit exceeded', 'Keshbek chegarasidan oshdi', 'Превышен лимит кешбэка'],
  SCHEDULE_REQUIRED: ['Choose both day and time', 'Kun va vaqtni tanlang', 'Выберите день и время'],
  SCHEDULE_IN_PAST: ['This time has already passed', "Bu vaqt o'tib ketgan", 'Это время уже прошло'],
  SCHEDULE_OUTSIDE_HOURS: [
    'The branch is closed at this time',
    'Filial bu vaqtda yopiq',
    'Филиал в это время закрыт',
  ],
  SERVICE_NOT_AVAILABLE: [
    'This service type is not available',
    'Bu xizmat turi mavjud emas',
    'Этот способ получения недоступен',
  ],
  PAYMENT_NOT_AVAILABLE: [
    'This payment method is not available',
    "Bu to'lov usuli mavjud emas",
    'Этот способ оплаты недоступен',
  ],
  IDEMPOTENCY_MISMATCH: [
    'This Idempotency-Key was used for another order',
    'Bu Idempotency-Key boshqa buyurtma uchun ishlatilgan',
    'Этот Idempotency-Key уже использован для другого заказа',
  ],
  CANCEL_DISABLED: [
    'Orders cannot be cancelled here',
    'Buyurtmani bekor qilib bo‘lmaydi',
    'Отмена заказов недоступна',
  ],
  NOT_CANCELLABLE: [
    'The order can no longer be cancelled',
    "Buyurtmani endi bekor qilib bo'lmaydi",
    'Заказ уже нельзя отменить',
  ],
  NOT_REVIEWABLE: [
    'The order can be rated once it is delivered',
    'Buyurtmani yetkazilgandan keyin baholash mumkin',
    'Заказ можно оценить после доставки',
  ],
  SMS_UNAVAILABLE: [
    'Codes cannot be sent by SMS right now, please try again later',
    "Hozir SMS orqali kod yuborib bo'lmaydi, keyinroq urinib ko'ring",
    'Сейчас нельзя отправить код по SMS, попробуйте позже',
  ],
  CITY_NOT_FOUND: ['City not found', 'Shahar topilmadi', 'Город не найден'],
  ORDER_AT_END: [
    'The order is at the end of its path',
    "Buyurtma yo'lining oxirida",
    'Заказ уже на последнем шаге',
  ],
  ALREADY_REVIEWED: ['The order is already rated', 'Buyurtma allaqachon baholangan', 'Заказ уже оценён'],
  FEATURE_DISABLED: ['This feature is turned off', "Bu imkoniyat o'chirilgan", 'Эта функция отключена'],
  BOOKING_UNAVAILABLE: [
    'Table booking is not available here',
    "Bu yerda stol band qilib bo'lmaydi",
    'Бронирование здесь недоступно',
  ],
  NO_REFUND_DUE: [
    'No refund is due on this order',
    "Bu buyurtma bo'yicha qaytariladigan pul yo'q",
    'По этому заказу возврат не требуется',
  ],
  ALREADY_BOOKED: [
    'You have already booked this place at this time',
    'Siz bu joyni shu vaqtga allaqachon band qilgansiz',
    'Вы уже забронировали это место на это время',
  ],
  TOO_MANY_CHAIRS: ['The place has fewer chairs', "Bu joyda o'rindiqlar kamroq", 'В этом месте меньше мест'],
  CARD_PAYMENT_FAILED: [
    'The card payment did not go through',
    "Karta orqali to'lov o'tmadi",
    'Оплата картой не прошла',
  ],
  CARD_REFUSED: ['Payme did not accept the card', 'Payme kartani qabul qilmadi', 'Payme не принял карту'],
  INVALID_CARD: [
    'Check the card number and expiry',
    'Karta raqami va muddatini tekshiring',
    'Проверьте номер и срок карты',
  ],
  SCHEDULE_NO_SUCH_DAY: ['There is no such day', "Bunday kun yo'q", 'Такого дня нет'],
  SCHEDULE_TOO_FAR: [
    'Orders can be scheduled at most a week ahead',
    "Buyurtmani ko'pi bilan bir hafta oldin rejalashtirish mumkin",
    'Заказ можно запланировать не более чем на неделю вперёд',
  ],
  PROMO_FIRST_ORDER: [
    'This promo code is for a first order only',
    'Bu promokod faqat birinchi buyurtma uchun',
    'Этот промокод только для первого заказа',
  ],
  PROMO_USED_UP: [
    'You have already used this promo code as many times as it allows',
    'Siz bu promokoddan ruxsat etilgancha foydalangansiz',
    'Вы уже использовали этот промокод столько раз, сколько можно',
  ],
  BRANCH_CLOSED: [
    'The branch is closed now; it opens',
    'Filial hozir yopiq; ochilish vaqti',
    'Филиал сейчас закрыт; откроется',
  ],
  // the refusal itself names the sums (server/orders/refusals.ts underMinimum)
  MIN_ORDER: [
    "The order is under this zone's minimum for delivery",
    'Buyurtma bu hudud uchun eng kam yetkazib berish summasidan kam',
    'Заказ меньше минимальной суммы доставки в эту зону',
  ],
  NOT_A_ZIP: [
    'Send the folder as a zip file (Content-Type: application/zip)',
    'Papkani zip fayl sifatida yuboring (Content-Type: application/zip)',
    'Пришлите папку zip-файлом (Content-Type: application/zip)',
  ],
  FOLDER_TOO_BIG: [
    'The folder unpacks to over 100 MB',
    'Papka ochilganda 100 MB dan oshadi',
    'Папка в распакованном виде больше 100 МБ',
  ],
  INVALID_FOLDER: [
    'The merchant folder has problems; nothing was changed',
    "Restoran papkasida xatolar bor; hech narsa o'zgartirilmadi",
    'В папке ресторана есть ошибки; ничего не изменено',
  ],
  PRODUCTION_REFUSED: [
    'Production refuses this folder (its problems are listed); nothing was changed',
    "Ishchi server bu papkani qabul qilmaydi (xatolar ro'yxatda); hech narsa o'zgartirilmadi",
    'Рабочий сервер не принимает эту папку (ошибки перечислены); ничего не изменено',
  ],
  SUB_MISMATCH: [
    "The folder's merchant.json names another sub than the address",
    'Papkadagi merchant.json manzildagidan boshqa sub ni ko‘rsatadi',
    'merchant.json папки называет другой sub, чем адрес',
  ],
  BRANCH_PAUSED: [
    'The branch is too busy to take orders for now; order for later, or again from',
    "Filial hozir juda band, hozirga buyurtma olmayapti; keyinroqqa buyurtma bering yoki qaytadan urinib ko'ring:",
    'Филиал сейчас перегружен и не принимает заказы на сейчас; закажите на потом или снова с',
  ],
  PAUSE_OUT_OF_RANGE: [
    'A pause ends in the next 24 hours',
    "To'xtatish keyingi 24 soat ichida tugashi kerak",
    'Пауза заканчивается в ближайшие 24 часа',
  ],
  TRANSITION_NOT_ALLOWED: [
    'The order cannot take this status now; its status is',
    "Buyurtmaga hozir bu holatni berib bo'lmaydi; uning holati",
    'Заказу сейчас нельзя дать этот статус; его статус',
  ],
  REASON_REQUIRED: [
    'Say why the order is cancelled',
    'Buyurtma nega bekor qilinayotganini yozing',
    'Укажите причину отмены заказа',
  ],
  ROLE_NOT_ALLOWED: [
    'Your role cannot make this change',
    "Sizning rolingiz bu o'zgarishni qila olmaydi",
    'Ваша роль не может сделать это изменение',
  ],
  ...DELIVERY_MESSAGES,
  INTERNAL: ['Internal Server Error', 'Server xatosi', 'Внутренняя ошибка сервера'],
  DATABASE_UNAVAILABLE: [
    'The service is briefly unavailable, please try again in a moment',
    "Xizmat vaqtincha ishlamayapti, birozdan so'ng qayta urinib ko'ring",
    'Сервис ненадолго недоступен, попробуйте через минуту',
  ],
  POS_OWNS_STOP: ['The POS holds this entry', 'Bu yozuv kassaniki', 'Эту запись ведёт касса'],
  POS_NOT_CONNECTED: ['No POS is connected', 'Kassa ulanmagan', 'Касса не подключена'],
  POS_FAILED: ['The POS did not answer', 'Kassa javob bermadi', 'Касса не ответила'],
  // the birthday promo: once per birthday
  BIRTHDAY_USED: [
    'Your birthday discount has already gone to another order; the total is now without it',
    "Tug'ilgan kun chegirmasi boshqa buyurtmaga ishlatilgan; jami endi chegirmasiz",
    'Скидка ко дню рождения уже ушла на другой заказ; сумма теперь без неё',
  ],
} as const satisfies Record<string, readonly [string, string, string]>;
