import type { L10n } from './dishes';

export function policyTexts(brand: string): { type: string; text: L10n }[] {
  return [
    {
      type: 'ABOUT_COMPANY',
      text: {
        uz: `${brand} — Toshkentdagi milliy taomlar oshxonasi. Biz har kuni yangi mahsulotlardan osh, lag'mon, somsa va shashlik tayyorlaymiz va ularni issiq holda yetkazib beramiz.`,
        ru: `${brand} — кухня национальных блюд в Ташкенте. Каждый день мы готовим плов, лагман, самсу и шашлык из свежих продуктов и привозим их горячими.`,
        eng: `${brand} is an Uzbek kitchen in Tashkent. Every day we cook plov, lagman, somsa and shashlik from fresh produce and deliver them hot.`,
      },
    },
    {
      type: 'TERMS',
      text: {
        uz: `Foydalanish shartlari (oferta). 1. Buyurtma ${brand} tomonidan tasdiqlangandan keyin qabul qilingan hisoblanadi. 2. Narxlar so'mda ko'rsatilgan. 3. Yetkazib berish narxi manzilga qarab hisoblanadi. 4. Buyurtmani tayyorlash boshlanguncha bekor qilish mumkin.`,
        ru: `Пользовательское соглашение (оферта). 1. Заказ считается принятым после подтверждения ${brand}. 2. Цены указаны в сумах. 3. Стоимость доставки рассчитывается по адресу. 4. Заказ можно отменить, пока его не начали готовить.`,
        eng: `Terms of use. 1. An order is accepted once ${brand} confirms it. 2. Prices are in sum. 3. The delivery price depends on the address. 4. An order can be cancelled until cooking starts.`,
      },
    },
    {
      type: 'PRIVACY_POLICY',
      text: {
        uz: `Maxfiylik siyosati. ${brand} faqat buyurtmani bajarish uchun zarur bo'lgan ma'lumotlarni (telefon raqami, ism, manzil) saqlaydi. Karta raqamlari bizda saqlanmaydi. Hisobingizni istalgan vaqtda o'chirishingiz mumkin.`,
        ru: `Политика конфиденциальности. ${brand} хранит только данные, нужные для выполнения заказа (телефон, имя, адрес). Номера карт у нас не хранятся. Вы можете удалить аккаунт в любой момент.`,
        eng: `Privacy policy. ${brand} keeps only the data needed to fulfil an order (phone, name, address). Card numbers are never stored by us. You can delete your account at any time.`,
      },
    },
  ];
}

export function storySeeds(brand: string): { title: L10n; slides: L10n[] }[] {
  return [
    {
      title: { uz: 'Osh sirlari', ru: 'Секреты плова', eng: 'Plov secrets' },
      slides: [
        {
          uz: 'Sariq sabzi — oshning yuragi',
          ru: 'Жёлтая морковь — сердце плова',
          eng: 'Yellow carrots are the heart of plov',
        },
        {
          uz: 'Qozon olovda 3 soat turadi',
          ru: 'Казан стоит на огне 3 часа',
          eng: 'The kazan stays on the fire for 3 hours',
        },
      ],
    },
    {
      title: { uz: 'Yangi menyu', ru: 'Новое меню', eng: 'New menu' },
      slides: [
        {
          uz: `${brand}da norin va ko'k somsa`,
          ru: `Нарын и самса с зеленью в ${brand}`,
          eng: `Norin and herb somsa at ${brand}`,
        },
        { uz: 'Tandirdan issiq', ru: 'Горячее из тандыра', eng: 'Hot from the tandoor' },
      ],
    },
    {
      title: { uz: 'Aksiyalar', ru: 'Акции', eng: 'Offers' },
      slides: [
        {
          uz: "WELCOME: 30 000 so'm chegirma",
          ru: 'WELCOME: скидка 30 000 сум',
          eng: 'WELCOME: 30,000 sum off',
        },
      ],
    },
  ];
}

export function vacancySeeds(): { title: L10n; description: L10n; conditions: L10n; salary: string }[] {
  return [
    {
      title: { uz: 'Oshpaz', ru: 'Повар', eng: 'Cook' },
      description: {
        uz: 'Milliy taomlarni tayyorlash, oshxonada tartibni saqlash.',
        ru: 'Приготовление национальных блюд, порядок на кухне.',
        eng: 'Cooking Uzbek dishes and keeping the kitchen in order.',
      },
      conditions: {
        uz: '2/2 jadval, bepul ovqat, rasmiy ishga joylashish.',
        ru: 'График 2/2, бесплатное питание, официальное трудоустройство.',
        eng: '2-on-2-off shifts, free meals, formal employment.',
      },
      salary: '6 000 000 – 9 000 000',
    },
    {
      title: { uz: 'Kuryer', ru: 'Курьер', eng: 'Courier' },
      description: {
        uz: 'Buyurtmalarni mijozlarga yetkazib berish.',
        ru: 'Доставка заказов клиентам.',
        eng: 'Delivering orders to customers.',
      },
      conditions: {
        uz: "Moslashuvchan jadval, har kuni to'lov.",
        ru: 'Гибкий график, ежедневные выплаты.',
        eng: 'Flexible hours, paid daily.',
      },
      salary: '4 000 000 – 7 000 000',
    },
    {
      title: { uz: 'Ofitsiant', ru: 'Официант', eng: 'Waiter' },
      description: {
        uz: 'Mehmonlarga xizmat ko‘rsatish.',
        ru: 'Обслуживание гостей.',
        eng: 'Serving guests.',
      },
      conditions: {
        uz: 'Choy puli sizniki, bepul ovqat.',
        ru: 'Чаевые ваши, бесплатное питание.',
        eng: 'Tips are yours, free meals.',
      },
      salary: '3 500 000 – 5 000 000',
    },
  ];
}
