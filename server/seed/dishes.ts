/** The demo catalogue: Uzbek dishes with uz/ru/eng names and descriptions. */
export type L10n = { uz: string; ru: string; eng: string };
export type CategoryKey = 'national' | 'soups' | 'grill' | 'bakery' | 'salads' | 'drinks' | 'desserts' | 'sauces' | 'soon';
export type Art = 'plov' | 'noodles' | 'dumplings' | 'soup' | 'skewer' | 'somsa' | 'bread' | 'salad' | 'tea' | 'drink' | 'dessert' | 'sauce' | 'stew';
export type Extras = 'plov' | 'grill' | 'drink' | 'noodles' | 'none';

export interface Dish {
  key: string;
  category: CategoryKey;
  art: Art;
  price: number;
  name: L10n;
  description: L10n;
  unit?: 'KG' | 'LITER' | 'GRAMM' | 'COUNT';
  measure?: number;
  calorie?: number;
  cook?: [number, number];
  discount?: number;
  labels?: ('new' | 'spicy' | 'hit')[];
  extras?: Extras;
  recommend?: boolean;
}

const d = (
  key: string,
  category: CategoryKey,
  art: Art,
  price: number,
  uz: string,
  ru: string,
  eng: string,
  dUz: string,
  dRu: string,
  dEng: string,
  more: Partial<Dish> = {},
): Dish => ({ key, category, art, price, name: { uz, ru, eng }, description: { uz: dUz, ru: dRu, eng: dEng }, ...more });

export const DISHES: Dish[] = [
  d('toshkent-oshi', 'national', 'plov', 45000, "Toshkent oshi", 'Ташкентский плов', 'Tashkent plov', "Guruch, mol go'shti, sariq sabzi, qazi va bedana tuxumi", 'Рис, говядина, жёлтая морковь, казы и перепелиные яйца', 'Rice, beef, yellow carrots, kazy and quail eggs', { measure: 400, unit: 'GRAMM', calorie: 720, cook: [10, 15], labels: ['hit'], extras: 'plov' }),
  d('samarqand-oshi', 'national', 'plov', 42000, 'Samarqand oshi', 'Самаркандский плов', 'Samarkand plov', "Qatlam-qatlam pishirilgan, sarg'ish sabzili osh", 'Плов, приготовленный слоями, с жёлтой морковью', 'Layered plov with yellow carrots', { measure: 400, unit: 'GRAMM', calorie: 690, cook: [10, 15], extras: 'plov' }),
  d('toy-oshi', 'national', 'plov', 48000, "To'y oshi", 'Свадебный плов', 'Wedding plov', "Nohat va mayiz qo'shilgan bayramona osh", 'Праздничный плов с нутом и изюмом', 'Festive plov with chickpeas and raisins', { measure: 450, unit: 'GRAMM', calorie: 760, cook: [10, 15], discount: 10, extras: 'plov' }),
  d('lagmon', 'national', 'noodles', 38000, "Lag'mon", 'Лагман', 'Lagman', "Qo'lda cho'zilgan lag'mon, go'sht va sabzavotli sous", 'Тянутая лапша с мясом и овощным соусом', 'Hand-pulled noodles with meat and vegetable sauce', { measure: 450, unit: 'GRAMM', calorie: 610, cook: [12, 18], extras: 'noodles' }),
  d('qovurma-lagmon', 'national', 'noodles', 40000, "Qovurma lag'mon", 'Жареный лагман', 'Fried lagman', "Qovurilgan lag'mon, achchiq qalampir bilan", 'Обжаренная лапша с острым перцем', 'Stir-fried noodles with hot pepper', { measure: 400, unit: 'GRAMM', calorie: 650, labels: ['spicy'], extras: 'noodles' }),
  d('manti', 'national', 'dumplings', 36000, 'Manti', 'Манты', 'Manti', "Bug'da pishgan go'shtli manti, 5 dona", 'Манты на пару с мясом, 5 штук', 'Steamed meat dumplings, 5 pieces', { measure: 5, unit: 'COUNT', calorie: 540, cook: [20, 25] }),
  d('chuchvara', 'national', 'dumplings', 32000, 'Chuchvara', 'Чучвара', 'Chuchvara', "Mayda go'shtli chuchvara, qatiq bilan", 'Маленькие пельмени с катыком', 'Small meat dumplings with yoghurt', { measure: 350, unit: 'GRAMM', calorie: 480 }),
  d('dimlama', 'national', 'stew', 43000, 'Dimlama', 'Димлама', 'Dimlama', "Go'sht va sabzavotlar o'z sharbatida dimlangan", 'Мясо и овощи, томлённые в собственном соку', 'Meat and vegetables braised in their own juices', { measure: 450, unit: 'GRAMM', calorie: 520, cook: [15, 20] }),
  d('norin', 'national', 'noodles', 39000, 'Norin', 'Нарын', 'Norin', "Yupqa kesilgan xamir va qazi, sovuq tortiladi", 'Тонко нарезанное тесто с казы, подаётся холодным', 'Thin-cut dough with kazy, served cold', { measure: 300, unit: 'GRAMM', calorie: 500, labels: ['new'] }),
  d('qozon-kabob', 'national', 'stew', 52000, 'Qozon kabob', 'Казан-кабоб', 'Kazan kabob', "Qozonda qovurilgan qo'y go'shti va kartoshka", 'Баранина с картофелем, обжаренные в казане', 'Lamb and potatoes fried in a kazan', { measure: 400, unit: 'GRAMM', calorie: 780, cook: [20, 30] }),
  d('shorva', 'soups', 'soup', 30000, "Sho'rva", 'Шурпа', 'Shurpa', "Qo'y go'shtli quyuq sho'rva, sabzavotlar bilan", 'Наваристый суп из баранины с овощами', 'Rich lamb soup with vegetables', { measure: 400, unit: 'GRAMM', calorie: 380 }),
  d('mastava', 'soups', 'soup', 27000, 'Mastava', 'Мастава', 'Mastava', "Guruchli sho'rva, qatiq bilan", 'Рисовый суп с катыком', 'Rice soup with yoghurt', { measure: 400, unit: 'GRAMM', calorie: 350 }),
  d('moshxorda', 'soups', 'soup', 26000, "Moshxo'rda", 'Машхурда', 'Mashkhurda', "Mosh va guruchli sho'rva", 'Суп из маша и риса', 'Mung bean and rice soup', { measure: 400, unit: 'GRAMM', calorie: 330 }),
  d('chuchvara-shorva', 'soups', 'soup', 29000, "Chuchvara sho'rva", 'Суп с чучварой', 'Chuchvara soup', "Chuchvarali tiniq sho'rva", 'Прозрачный бульон с чучварой', 'Clear broth with small dumplings', { measure: 400, unit: 'GRAMM', calorie: 360 }),
  d('qoy-shashlik', 'grill', 'skewer', 22000, "Qo'y go'shti shashlik", 'Шашлык из баранины', 'Lamb shashlik', "Ko'mirda pishgan qo'y go'shti, 1 six", 'Баранина на углях, 1 шампур', 'Charcoal-grilled lamb, 1 skewer', { measure: 1, unit: 'COUNT', calorie: 290, labels: ['hit'], extras: 'grill' }),
  d('mol-shashlik', 'grill', 'skewer', 20000, "Mol go'shti shashlik", 'Шашлык из говядины', 'Beef shashlik', "Ko'mirda pishgan mol go'shti, 1 six", 'Говядина на углях, 1 шампур', 'Charcoal-grilled beef, 1 skewer', { measure: 1, unit: 'COUNT', calorie: 260, extras: 'grill' }),
  d('tovuq-shashlik', 'grill', 'skewer', 17000, 'Tovuq shashlik', 'Куриный шашлык', 'Chicken shashlik', "Marinadlangan tovuq go'shti, 1 six", 'Маринованная курица, 1 шампур', 'Marinated chicken, 1 skewer', { measure: 1, unit: 'COUNT', calorie: 210, extras: 'grill' }),
  d('jigar-shashlik', 'grill', 'skewer', 18000, 'Jigar shashlik', 'Шашлык из печени', 'Liver shashlik', "Dumba bilan jigar, 1 six", 'Печень с курдюком, 1 шампур', 'Liver with tail fat, 1 skewer', { measure: 1, unit: 'COUNT', calorie: 240, extras: 'grill' }),
  d('lyulya', 'grill', 'skewer', 21000, 'Lyulya kabob', 'Люля-кебаб', 'Lyulya kebab', "Qiyma go'shtdan kabob, 1 six", 'Кебаб из рубленого мяса, 1 шампур', 'Minced meat kebab, 1 skewer', { measure: 1, unit: 'COUNT', calorie: 300, labels: ['spicy'], extras: 'grill' }),
  d('qanotlar', 'grill', 'skewer', 34000, 'Tovuq qanotlari', 'Куриные крылышки', 'Chicken wings', "Grilda pishgan qanotlar, 6 dona", 'Крылышки на гриле, 6 штук', 'Grilled wings, 6 pieces', { measure: 6, unit: 'COUNT', calorie: 480 }),
  d('tandir-somsa', 'bakery', 'somsa', 12000, 'Tandir somsa', 'Самса из тандыра', 'Tandoor somsa', "Qo'y go'shti va piyozli tandir somsa", 'Самса из тандыра с бараниной и луком', 'Tandoor-baked pastry with lamb and onion', { measure: 1, unit: 'COUNT', calorie: 350, labels: ['hit'], recommend: true }),
  d('qovoq-somsa', 'bakery', 'somsa', 9000, 'Qovoq somsa', 'Самса с тыквой', 'Pumpkin somsa', 'Shirin qovoqli somsa', 'Самса со сладкой тыквой', 'Pastry with sweet pumpkin', { measure: 1, unit: 'COUNT', calorie: 220, recommend: true }),
  d('kok-somsa', 'bakery', 'somsa', 8000, "Ko'k somsa", 'Самса с зеленью', 'Herb somsa', "Ko'katli bahorgi somsa", 'Весенняя самса с зеленью', 'Spring pastry with fresh herbs', { measure: 1, unit: 'COUNT', calorie: 190, labels: ['new'] }),
  d('patir', 'bakery', 'bread', 10000, 'Patir non', 'Патыр', 'Patir bread', "Qatlamli, sariyog'li patir", 'Слоёная лепёшка на сливочном масле', 'Layered butter flatbread', { measure: 1, unit: 'COUNT', calorie: 420, recommend: true }),
  d('obi-non', 'bakery', 'bread', 5000, 'Obi non', 'Оби нон', 'Obi non bread', 'Tandirda yopilgan an’anaviy non', 'Традиционная лепёшка из тандыра', 'Traditional tandoor flatbread', { measure: 1, unit: 'COUNT', calorie: 300, recommend: true }),
  d('goshtli-non', 'bakery', 'bread', 16000, "Go'shtli non", 'Гошт-нон', 'Meat flatbread', "Go'sht qiymali non", 'Лепёшка с мясным фаршем', 'Flatbread filled with minced meat', { measure: 1, unit: 'COUNT', calorie: 480 }),
  d('achichuk', 'salads', 'salad', 12000, 'Achichuk', 'Ачичук', 'Achichuk', 'Pomidor, piyoz va qalampir salati', 'Салат из помидоров, лука и перца', 'Tomato, onion and pepper salad', { measure: 250, unit: 'GRAMM', calorie: 90, recommend: true }),
  d('toshkent-salati', 'salads', 'salad', 22000, 'Toshkent salati', 'Салат «Ташкент»', 'Tashkent salad', "Turp, mol go'shti va qovurilgan piyoz", 'Редька, говядина и жареный лук', 'Radish, beef and fried onion', { measure: 250, unit: 'GRAMM', calorie: 260 }),
  d('sezar', 'salads', 'salad', 28000, 'Sezar salati', 'Цезарь', 'Caesar salad', 'Tovuq, salat bargi, parmezan va suxariklar', 'Курица, листья салата, пармезан и сухарики', 'Chicken, lettuce, parmesan and croutons', { measure: 280, unit: 'GRAMM', calorie: 380 }),
  d('grek-salati', 'salads', 'salad', 25000, 'Grek salati', 'Греческий салат', 'Greek salad', 'Bodring, pomidor, zaytun va brinza', 'Огурцы, помидоры, оливки и брынза', 'Cucumber, tomato, olives and feta', { measure: 280, unit: 'GRAMM', calorie: 240 }),
  d('kok-choy', 'drinks', 'tea', 6000, "Ko'k choy", 'Зелёный чай', 'Green tea', "Choynakda ko'k choy", 'Чайник зелёного чая', 'A pot of green tea', { measure: 0.8, unit: 'LITER', recommend: true, extras: 'none' }),
  d('qora-choy', 'drinks', 'tea', 6000, 'Qora choy', 'Чёрный чай', 'Black tea', 'Choynakda qora choy, limon bilan', 'Чайник чёрного чая с лимоном', 'A pot of black tea with lemon', { measure: 0.8, unit: 'LITER' }),
  d('kompot', 'drinks', 'drink', 9000, 'Kompot', 'Компот', 'Kompot', "Uy kompoti, quritilgan mevalardan", 'Домашний компот из сухофруктов', 'Homemade dried-fruit drink', { measure: 0.5, unit: 'LITER', extras: 'drink' }),
  d('ayron', 'drinks', 'drink', 8000, 'Ayron', 'Айран', 'Ayran', "Sovuq ayron, yalpiz bilan", 'Холодный айран с мятой', 'Cold ayran with mint', { measure: 0.4, unit: 'LITER' }),
  d('limonad', 'drinks', 'drink', 15000, 'Tarxun limonadi', 'Лимонад «Тархун»', 'Tarragon lemonade', 'Uy limonadi', 'Домашний лимонад', 'Homemade lemonade', { measure: 0.5, unit: 'LITER', labels: ['new'], extras: 'drink' }),
  d('cola', 'drinks', 'drink', 9000, 'Coca-Cola 0,5', 'Кока-кола 0,5', 'Coca-Cola 0.5', 'Gazli ichimlik', 'Газированный напиток', 'Soft drink', { measure: 0.5, unit: 'LITER', recommend: true }),
  d('suv', 'drinks', 'drink', 4000, 'Suv 0,5', 'Вода 0,5', 'Water 0.5', 'Gazsiz ichimlik suvi', 'Негазированная питьевая вода', 'Still water', { measure: 0.5, unit: 'LITER' }),
  d('chak-chak', 'desserts', 'dessert', 18000, 'Chak-chak', 'Чак-чак', 'Chak-chak', "Asalli chak-chak", 'Чак-чак с мёдом', 'Honey chak-chak', { measure: 200, unit: 'GRAMM', calorie: 520 }),
  d('pahlava', 'desserts', 'dessert', 16000, 'Paxlava', 'Пахлава', 'Baklava', "Yong'oqli paxlava, 2 bo'lak", 'Пахлава с орехами, 2 куска', 'Walnut baklava, 2 pieces', { measure: 2, unit: 'COUNT', calorie: 460, discount: 15 }),
  d('halva', 'desserts', 'dessert', 14000, 'Holva', 'Халва', 'Halva', 'Kunjutli holva', 'Кунжутная халва', 'Sesame halva', { measure: 150, unit: 'GRAMM', calorie: 510 }),
  d('muzqaymoq', 'desserts', 'dessert', 12000, 'Muzqaymoq', 'Мороженое', 'Ice cream', "Vanilli muzqaymoq, 2 shar", 'Ванильное мороженое, 2 шарика', 'Vanilla ice cream, 2 scoops', { measure: 2, unit: 'COUNT', calorie: 280 }),
  d('napoleon', 'desserts', 'dessert', 19000, 'Napoleon', 'Наполеон', 'Napoleon cake', "Qatlamli krem tort, bir bo'lak", 'Слоёный торт с кремом, кусок', 'Layered custard cake, one slice', { measure: 1, unit: 'COUNT', calorie: 430 }),
  d('qatiq', 'sauces', 'sauce', 5000, 'Qatiq', 'Катык', 'Katyk yoghurt', "Uy qatig'i", 'Домашний катык', 'Homemade yoghurt', { measure: 150, unit: 'GRAMM', recommend: true }),
  d('achchiq-sous', 'sauces', 'sauce', 4000, 'Achchiq sous', 'Острый соус', 'Hot sauce', 'Qalampirli achchiq sous', 'Острый перечный соус', 'Hot pepper sauce', { measure: 50, unit: 'GRAMM', labels: ['spicy'] }),
  d('ketchup', 'sauces', 'sauce', 3000, 'Ketchup', 'Кетчуп', 'Ketchup', 'Pomidorli sous', 'Томатный соус', 'Tomato sauce', { measure: 50, unit: 'GRAMM' }),
  d('sumalak', 'soon', 'dessert', 30000, 'Sumalak', 'Сумаляк', 'Sumalak', "Navro'z taomi: bahorda keladi", 'Блюдо Навруза: будет весной', 'Navruz dish: coming in spring', { measure: 500, unit: 'GRAMM' }),
  d('halim', 'soon', 'stew', 35000, 'Halim', 'Халим', 'Halim', "Qishki taom: tez orada", 'Зимнее блюдо: скоро', 'Winter dish: coming soon', { measure: 400, unit: 'GRAMM' }),
];

export const CATEGORIES: { key: CategoryKey; group: 'kitchen' | 'bakery' | 'drinks'; name: L10n }[] = [
  { key: 'national', group: 'kitchen', name: { uz: 'Milliy taomlar', ru: 'Национальные блюда', eng: 'National dishes' } },
  { key: 'soups', group: 'kitchen', name: { uz: "Sho'rvalar", ru: 'Супы', eng: 'Soups' } },
  { key: 'grill', group: 'kitchen', name: { uz: 'Shashliklar', ru: 'Шашлыки', eng: 'Grill' } },
  { key: 'salads', group: 'kitchen', name: { uz: 'Salatlar', ru: 'Салаты', eng: 'Salads' } },
  { key: 'bakery', group: 'bakery', name: { uz: 'Somsa va non', ru: 'Самса и лепёшки', eng: 'Somsa and bread' } },
  { key: 'desserts', group: 'bakery', name: { uz: 'Shirinliklar', ru: 'Десерты', eng: 'Desserts' } },
  { key: 'drinks', group: 'drinks', name: { uz: 'Ichimliklar', ru: 'Напитки', eng: 'Drinks' } },
  { key: 'sauces', group: 'drinks', name: { uz: 'Souslar', ru: 'Соусы', eng: 'Sauces' } },
  { key: 'soon', group: 'kitchen', name: { uz: 'Tez orada', ru: 'Скоро в меню', eng: 'Coming soon' } },
];

export const GROUPS: { key: 'kitchen' | 'bakery' | 'drinks'; name: L10n; bgColor: string }[] = [
  { key: 'kitchen', name: { uz: 'Oshxona', ru: 'Кухня', eng: 'Kitchen' }, bgColor: '#FDE68A' },
  { key: 'bakery', name: { uz: 'Pishiriqlar', ru: 'Выпечка', eng: 'Bakery' }, bgColor: '#FBCFE8' },
  { key: 'drinks', name: { uz: 'Ichimliklar va souslar', ru: 'Напитки и соусы', eng: 'Drinks and sauces' }, bgColor: '#BFDBFE' },
];

export const LABELS = {
  new: { name: { uz: 'Yangi', ru: 'Новинка', eng: 'New' }, color: '#16A34A' },
  spicy: { name: { uz: 'Achchiq', ru: 'Острое', eng: 'Spicy' }, color: '#DC2626' },
  hit: { name: { uz: 'Xit', ru: 'Хит', eng: 'Bestseller' }, color: '#D97706' },
} as const;
