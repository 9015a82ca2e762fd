import { ALLERGENS, DIETS, energyOfMacros, type Macros } from '@tarelka/domain';
import type { CatalogModifierOption, CatalogPosition, PositionTag } from '../../src/catalog/types';
import type { ModifierKey } from './dishes';
import { text } from './tools';

// Nutrition, allergens, diets and ingredients of every demo dish, by its ru name. Grams per 100 g
// (per 100 ml for drinks) from typical recipes and reference tables (Скурихин's «Химический
// состав российских пищевых продуктов», USDA); kcal is derived from them (4/9/4, alcohol 7), so it
// always passes tenant:check's ±20 % rule. Allergens are the 14 of ТР ТС 022/2011 by id; diets add
// to what the VEGETARIAN and SPICY tags already say.

/** Extras of a dish: the portion's weight for dishes sold by the piece, alcohol per 100 ml for the bar. */
export interface FactsExtra {
  /** Grams of the whole portion (pc and cm positions). */
  weight?: number;
  /** Ethanol, g per 100 ml. */
  alcohol?: number;
}

/** [proteins, fats, carbohydrates per 100, allergens, diets, ingredients ru, ingredients en, extras] */
export type DishFacts = [number, number, number, string, string, string, string, FactsExtra?];

const DOUGH_RU = 'тесто (пшеничная мука, вода, дрожжи, оливковое масло, соль)';
const DOUGH_EN = 'dough (wheat flour, water, yeast, olive oil, salt)';
const RICE_RU = 'рис, рисовый уксус, сахар, соль';
const RICE_EN = 'rice, rice vinegar, sugar, salt';
const BUN_RU = 'пшеничная булочка с кунжутом';
const BUN_EN = 'wheat bun with sesame';
const PANCAKES_RU = 'блины (пшеничная мука, молоко, яйца, сахар, сливочное масло)';
const PANCAKES_EN = 'pancakes (wheat flour, milk, eggs, sugar, butter)';
const PELMENI_RU = 'тесто (пшеничная мука, яйца, вода, соль)';
const PELMENI_EN = 'dough (wheat flour, eggs, water, salt)';
const pie = (ru: string, en: string): [string, string] => [
  `дрожжевое тесто (пшеничная мука, молоко, яйца, сливочное масло, сахар), ${ru}`,
  `yeast dough (wheat flour, milk, eggs, butter, sugar), ${en}`,
];

/** Positions that are not food: no nutrition or ingredients, and no allergens to declare. */
export const NOT_FOOD = new Set(['Палочки для еды', 'Влажные салфетки']);

/** Dishes whose content changes from day to day: ingredients say so, nothing is declared. */
export const UNDECLARED: Record<string, [ru: string, en: string]> = {
  'Десерт дня': [
    'Меняется каждый день: состав и аллергены уточните у оператора',
    'Changes daily: ask the operator for its ingredients and allergens',
  ],
};

/** Positions sold as another dish (the business lunch's drinks): the same facts. */
const SAME_AS: Record<string, string> = { 'Капучино к ланчу': 'Капучино', 'Морс к ланчу': 'Морс клюквенный' };

// One dish a line: a table is read down its columns, which prettier would break up.
// prettier-ignore
export const DISH_FACTS: Record<string, DishFacts> = {
  // ——— pizza: 25 cm weighs 420–480 g
  Маргарита: [10, 9, 28, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, базилик`, `${DOUGH_EN}, tomato sauce, mozzarella, basil`, { weight: 420 }],
  Пепперони: [11, 12, 27, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, колбаса пепперони (свинина, говядина, паприка, чили)`, `${DOUGH_EN}, tomato sauce, mozzarella, pepperoni (pork, beef, paprika, chili)`, { weight: 430 }],
  'Четыре сыра': [13, 13, 26, 'gluten milk', '', `${DOUGH_RU}, сливочный соус, моцарелла, горгонзола, пармезан, чеддер`, `${DOUGH_EN}, cream sauce, mozzarella, gorgonzola, parmesan, cheddar`, { weight: 440 }],
  Гавайская: [10, 8, 29, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, ветчина (свинина), ананас`, `${DOUGH_EN}, tomato sauce, mozzarella, ham (pork), pineapple`, { weight: 450 }],
  Мясная: [13, 14, 25, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, ветчина, бекон, пепперони, говяжий фарш`, `${DOUGH_EN}, tomato sauce, mozzarella, ham, bacon, pepperoni, minced beef`, { weight: 480 }],
  Барбекю: [12, 10, 28, 'gluten milk mustard', '', `${DOUGH_RU}, соус барбекю (томаты, сахар, уксус, горчица), моцарелла, цыплёнок, бекон, красный лук`, `${DOUGH_EN}, barbecue sauce (tomato, sugar, vinegar, mustard), mozzarella, chicken, bacon, red onion`, { weight: 460 }],
  Грибная: [9, 10, 26, 'gluten milk', '', `${DOUGH_RU}, сливочный соус, моцарелла, шампиньоны, белые грибы, тимьян`, `${DOUGH_EN}, cream sauce, mozzarella, champignons, porcini, thyme`, { weight: 440 }],
  Дьябола: [11, 12, 27, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, острая салями, халапеньо, перец чили`, `${DOUGH_EN}, tomato sauce, mozzarella, spicy salami, jalapeño, chili pepper`, { weight: 430 }],
  Овощная: [8, 7, 27, 'gluten milk', '', `${DOUGH_RU}, томатный соус, моцарелла, сладкий перец, томаты, цукини, баклажан, оливки`, `${DOUGH_EN}, tomato sauce, mozzarella, bell pepper, tomatoes, courgette, aubergine, olives`, { weight: 450 }],
  Цезарь: [12, 11, 25, 'gluten milk eggs fish mustard', '', `${DOUGH_RU}, соус цезарь (яичный желток, анчоусы, горчица, чеснок), моцарелла, цыплёнок, романо, пармезан`, `${DOUGH_EN}, Caesar dressing (egg yolk, anchovies, mustard, garlic), mozzarella, chicken, romaine, parmesan`, { weight: 440 }],
  Карбонара: [12, 13, 25, 'gluten milk eggs', '', `${DOUGH_RU}, сливочный соус, моцарелла, бекон, яичный желток, пармезан`, `${DOUGH_EN}, cream sauce, mozzarella, bacon, egg yolk, parmesan`, { weight: 430 }],
  'С лососем и каперсами': [11, 11, 25, 'gluten milk fish', '', `${DOUGH_RU}, сливочный сыр, моцарелла, слабосолёный лосось, каперсы, руккола`, `${DOUGH_EN}, cream cheese, mozzarella, lightly salted salmon, capers, rocket`, { weight: 430 }],
  // ——— rolls: weights of the whole set of pieces
  Филадельфия: [8, 9, 24, 'fish milk', '', `${RICE_RU}, лосось, сливочный сыр, огурец, нори`, `${RICE_EN}, salmon, cream cheese, cucumber, nori`, { weight: 260 }],
  'Калифорния с крабом': [6, 7, 25, 'fish eggs', '', `${RICE_RU}, снежный краб (сурими из минтая), авокадо, огурец, икра масаго, майонез`, `${RICE_EN}, snow crab (pollock surimi), avocado, cucumber, masago roe, mayonnaise`, { weight: 240 }],
  Канада: [9, 10, 24, 'fish milk soy gluten sesame', '', `${RICE_RU}, угорь, лосось, сливочный сыр, соус унаги (соевый соус, сахар, мирин), кунжут, нори`, `${RICE_EN}, eel, salmon, cream cheese, unagi sauce (soy sauce, sugar, mirin), sesame, nori`, { weight: 260 }],
  Дракон: [8, 9, 25, 'crustaceans fish gluten eggs soy', '', `${RICE_RU}, тигровая креветка в кляре (пшеничная мука, яйцо), угорь, авокадо, соус унаги, нори`, `${RICE_EN}, battered tiger prawn (wheat flour, egg), eel, avocado, unagi sauce, nori`, { weight: 270 }],
  'Унаги маки': [8, 6, 28, 'fish soy gluten sesame', '', `${RICE_RU}, копчёный угорь, соус унаги, кунжут, нори`, `${RICE_EN}, smoked eel, unagi sauce, sesame, nori`, { weight: 130 }],
  'Спайси лосось': [8, 8, 24, 'fish eggs', '', `${RICE_RU}, лосось, спайси соус (майонез, шрирача), зелёный лук, нори`, `${RICE_EN}, salmon, spicy sauce (mayonnaise, sriracha), spring onion, nori`, { weight: 230 }],
  'Маки с огурцом': [2.7, 0.6, 29, 'sesame', 'vegan lactose-free', `${RICE_RU}, огурец, кунжут, нори`, `${RICE_EN}, cucumber, sesame, nori`, { weight: 120 }],
  'Маки с авокадо': [2.8, 4, 28, '', 'vegan gluten-free lactose-free', `${RICE_RU}, авокадо, нори`, `${RICE_EN}, avocado, nori`, { weight: 130 }],
  'Темпура с креветкой': [7, 11, 27, 'crustaceans gluten eggs milk', '', `${RICE_RU}, креветка, сливочный сыр, огурец, нори, кляр темпура (пшеничная мука, яйцо), масло для фритюра`, `${RICE_EN}, prawn, cream cheese, cucumber, nori, tempura batter (wheat flour, egg), frying oil`, { weight: 280 }],
  'Запечённый с лососем': [9, 12, 23, 'fish milk eggs', '', `${RICE_RU}, лосось, сырная шапка (сливочный сыр, майонез), спайси соус, нори`, `${RICE_EN}, salmon, cheese topping (cream cheese, mayonnaise), spicy sauce, nori`, { weight: 280 }],
  'Сет «Токио»': [8, 9, 24, 'fish milk eggs soy gluten sesame', '', 'Роллы Филадельфия, Калифорния с крабом, Канада и Спайси лосось: рис, лосось, угорь, сурими, сливочный сыр, авокадо, огурец, икра масаго, соус унаги, спайси соус, кунжут, нори', 'Philadelphia, California, Canada and Spicy salmon rolls: rice, salmon, eel, surimi, cream cheese, avocado, cucumber, masago roe, unagi sauce, spicy sauce, sesame, nori', { weight: 1000 }],
  'Сет «Осака»': [8, 12, 24, 'fish crustaceans milk eggs soy gluten', '', 'Запечённые роллы: рис, лосось, креветка, угорь, сырная шапка (сливочный сыр, майонез), соус унаги, спайси соус, нори', 'Baked rolls: rice, salmon, prawn, eel, cheese topping (cream cheese, mayonnaise), unagi sauce, spicy sauce, nori', { weight: 840 }],
  'Нигири с лососем': [9, 4.5, 26, 'fish', 'gluten-free lactose-free', `${RICE_RU}, лосось, васаби`, `${RICE_EN}, salmon, wasabi`, { weight: 70 }],
  'Нигири с тунцом': [10, 1, 26, 'fish', 'gluten-free lactose-free', `${RICE_RU}, тунец, васаби`, `${RICE_EN}, tuna, wasabi`, { weight: 70 }],
  'Гункан спайси тунец': [9, 8, 22, 'fish eggs', '', `${RICE_RU}, тунец, спайси соус (майонез, шрирача), нори`, `${RICE_EN}, tuna, spicy sauce (mayonnaise, sriracha), nori`, { weight: 70 }],
  'Онигири с лососем': [6, 2.5, 33, 'fish', 'gluten-free lactose-free', `${RICE_RU}, лосось, нори`, `${RICE_EN}, salmon, nori`, { weight: 110 }],
  // ——— burgers
  'Классический бургер': [12, 13, 18, 'gluten sesame eggs mustard', '', `${BUN_RU}, говяжья котлета, томат, салат айсберг, маринованный огурец, соус (майонез, горчица, кетчуп)`, `${BUN_EN}, beef patty, tomato, iceberg lettuce, pickled cucumber, sauce (mayonnaise, mustard, ketchup)`],
  Чизбургер: [13, 15, 17, 'gluten sesame milk mustard', '', `${BUN_RU}, говяжья котлета, два ломтика чеддера, лук, горчица, кетчуп`, `${BUN_EN}, beef patty, two slices of cheddar, onion, mustard, ketchup`],
  'Двойной чизбургер': [16, 18, 14, 'gluten sesame milk mustard', '', `${BUN_RU}, две говяжьи котлеты, чеддер, бекон, лук, горчица`, `${BUN_EN}, two beef patties, cheddar, bacon, onion, mustard`],
  'Бургер с беконом': [14, 16, 16, 'gluten sesame eggs mustard', '', `${BUN_RU}, говяжья котлета, хрустящий бекон, жареное яйцо, соус барбекю, салат`, `${BUN_EN}, beef patty, crispy bacon, fried egg, barbecue sauce, lettuce`],
  'Бургер «Халапеньо»': [13, 15, 17, 'gluten sesame milk eggs', '', `${BUN_RU}, говяжья котлета, халапеньо, сыр перечный джек, острый соус (майонез, чили)`, `${BUN_EN}, beef patty, jalapeño, pepper jack cheese, hot sauce (mayonnaise, chili)`],
  'Куриный бургер': [12, 11, 21, 'gluten sesame eggs milk mustard', '', `${BUN_RU}, куриное филе в панировке (пшеничные сухари, яйцо), коул-слоу (капуста, морковь, майонез), соус ранч (пахта, горчица)`, `${BUN_EN}, breaded chicken fillet (wheat breadcrumbs, egg), coleslaw (cabbage, carrot, mayonnaise), ranch sauce (buttermilk, mustard)`],
  'Фиш-бургер': [10, 11, 22, 'fish gluten sesame eggs mustard', '', `${BUN_RU}, треска в кляре (пшеничная мука), соус тартар (майонез, каперсы, горчица), салат айсберг`, `${BUN_EN}, battered cod (wheat flour), tartar sauce (mayonnaise, capers, mustard), iceberg lettuce`],
  'Вегги-бургер': [7, 9, 22, 'gluten sesame', 'vegan lactose-free', `${BUN_RU} (без молока и яиц), котлета из нута и овощей, авокадо, томат, салат`, `${BUN_EN} (no milk or eggs), chickpea and vegetable patty, avocado, tomato, lettuce`],
  'Бургер «Барбекю»': [13, 14, 20, 'gluten sesame milk mustard', '', `${BUN_RU}, говяжья котлета, луковые кольца в кляре, чеддер, соус барбекю`, `${BUN_EN}, beef patty, battered onion rings, cheddar, barbecue sauce`],
  'Блэк бургер': [13, 14, 19, 'gluten sesame milk eggs', '', 'чёрная булочка (пшеничная мука, растительный уголь), говяжья котлета, трюфельный соус (майонез, трюфельное масло), жареные грибы, сыр', 'black bun (wheat flour, vegetable charcoal), beef patty, truffle sauce (mayonnaise, truffle oil), fried mushrooms, cheese'],
  // ——— soups
  'Борщ со сметаной': [3.5, 3.5, 6, 'milk gluten', '', 'говяжий бульон, свёкла, капуста, картофель, морковь, лук, томатная паста, говядина, сметана, пампушка с чесноком (пшеничная мука)', 'beef broth, beetroot, cabbage, potato, carrot, onion, tomato paste, beef, sour cream, garlic bun (wheat flour)'],
  'Куриная лапша': [4, 2, 6, 'gluten eggs celery', 'lactose-free', 'куриный бульон, курица, домашняя лапша (пшеничная мука, яйца), морковь, лук, сельдерей, зелень', 'chicken broth, chicken, homemade noodles (wheat flour, eggs), carrot, onion, celery, herbs'],
  'Солянка мясная': [5, 5, 3, 'milk', 'gluten-free', 'мясной бульон, говядина, ветчина, копчёная колбаса, солёные огурцы, маслины, томатная паста, лимон, сметана', 'meat broth, beef, ham, smoked sausage, pickled cucumbers, olives, tomato paste, lemon, sour cream'],
  'Том ям с креветками': [3.5, 5, 3, 'crustaceans fish', 'gluten-free lactose-free', 'кокосовое молоко, креветки, шампиньоны, паста том ям, рыбный соус, лемонграсс, галангал, лайм, перец чили', 'coconut milk, prawns, champignons, tom yum paste, fish sauce, lemongrass, galangal, lime, chili'],
  'Рамен со свининой': [6, 5, 10, 'gluten eggs soy sesame', 'lactose-free', 'свиной бульон тонкоцу, пшеничная лапша, свиная грудинка, яйцо, соевый соус, нори, зелёный лук, кунжутное масло', 'tonkotsu pork broth, wheat noodles, pork belly, egg, soy sauce, nori, spring onion, sesame oil'],
  'Крем-суп из шампиньонов': [2.5, 6, 5, 'milk gluten celery', '', 'шампиньоны, сливки, овощной бульон, лук, сельдерей, сливочное масло, гренки (пшеничный хлеб)', 'champignons, cream, vegetable broth, onion, celery, butter, croutons (wheat bread)'],
  'Щи из квашеной капусты': [3, 3, 4, 'milk', 'gluten-free', 'говяжий бульон, квашеная капуста, говядина, картофель, морковь, лук, сметана', 'beef broth, sauerkraut, beef, potato, carrot, onion, sour cream'],
  'Уха по-фински': [5, 6, 5, 'fish milk', 'gluten-free', 'рыбный бульон, лосось, сливки, картофель, лук, укроп', 'fish broth, salmon, cream, potato, onion, dill'],
  'Гороховый суп с копчёностями': [6, 3.5, 9, 'gluten celery', 'lactose-free', 'колотый горох, копчёные свиные рёбрышки, картофель, морковь, лук, сельдерей, гренки (пшеничный хлеб)', 'split peas, smoked pork ribs, potato, carrot, onion, celery, croutons (wheat bread)'],
  'Мисо-суп': [2.2, 1, 2.5, 'soy', 'vegan gluten-free lactose-free', 'бульон даси на водоросли комбу, паста мисо (соя, рис), тофу, вакамэ, зелёный лук', 'kombu dashi, miso paste (soy, rice), tofu, wakame, spring onion'],
  // ——— salads
  'Цезарь с курицей': [9, 11, 7, 'gluten milk eggs fish mustard', '', 'романо, курица гриль, пармезан, гренки (пшеничный хлеб), соус цезарь (яичный желток, анчоусы, горчица, оливковое масло)', 'romaine, grilled chicken, parmesan, croutons (wheat bread), Caesar dressing (egg yolk, anchovies, mustard, olive oil)'],
  'Цезарь с креветками': [8, 11, 7, 'crustaceans gluten milk eggs fish mustard', '', 'романо, тигровые креветки, пармезан, гренки (пшеничный хлеб), соус цезарь (яичный желток, анчоусы, горчица, оливковое масло)', 'romaine, tiger prawns, parmesan, croutons (wheat bread), Caesar dressing (egg yolk, anchovies, mustard, olive oil)'],
  Греческий: [3.5, 8, 4, 'milk', 'gluten-free', 'томаты, огурцы, сладкий перец, красный лук, фета, маслины, оливковое масло, орегано', 'tomatoes, cucumbers, bell pepper, red onion, feta, olives, olive oil, oregano'],
  Оливье: [6, 13, 7, 'eggs mustard', 'gluten-free lactose-free', 'говяжий язык, картофель, морковь, зелёный горошек, солёные огурцы, яйца, майонез (яйцо, горчица)', 'beef tongue, potato, carrot, green peas, pickled cucumbers, eggs, mayonnaise (egg, mustard)'],
  Винегрет: [1.6, 5, 9, '', 'vegan gluten-free lactose-free', 'свёкла, картофель, морковь, квашеная капуста, солёные огурцы, зелёный горошек, подсолнечное масло', 'beetroot, potato, carrot, sauerkraut, pickled cucumbers, green peas, sunflower oil'],
  'Сельдь под шубой': [6, 13, 6, 'fish eggs mustard', 'gluten-free lactose-free', 'сельдь, свёкла, морковь, картофель, яйцо, лук, майонез (яйцо, горчица)', 'herring, beetroot, carrot, potato, egg, onion, mayonnaise (egg, mustard)'],
  'Тёплый салат с говядиной': [11, 7, 6, 'soy gluten sesame', 'lactose-free', 'говяжья вырезка, микс салатов, томаты черри, соус терияки (соевый соус, сахар, мирин), кунжут', 'beef tenderloin, mixed leaves, cherry tomatoes, teriyaki sauce (soy sauce, sugar, mirin), sesame'],
  'Салат с тунцом': [8, 6, 7, 'fish eggs mustard', 'gluten-free lactose-free', 'тунец, яйцо пашот, стручковая фасоль, картофель, маслины, заправка (оливковое масло, дижонская горчица)', 'tuna, poached egg, green beans, potato, olives, dressing (olive oil, Dijon mustard)'],
  'Поке с лососем': [8, 6, 18, 'fish soy gluten sesame', 'lactose-free', 'рис, лосось, авокадо, эдамаме, огурец, соус понзу (соевый соус, цитрусовый сок), кунжут', 'rice, salmon, avocado, edamame, cucumber, ponzu sauce (soy sauce, citrus juice), sesame'],
  'Овощной с зеленью': [1.3, 5, 4, 'milk', 'gluten-free', 'огурцы, томаты, редис, зелёный лук, укроп, петрушка, сметана', 'cucumbers, tomatoes, radish, spring onion, dill, parsley, sour cream'],
  Капрезе: [10, 15, 3, 'milk', 'gluten-free', 'томаты, моцарелла, базилик, песто (базилик, оливковое масло, пармезан, кедровые орехи)', 'tomatoes, mozzarella, basil, pesto (basil, olive oil, parmesan, pine nuts)'],
  'Свёкла с козьим сыром': [6, 12, 11, 'milk nuts', 'gluten-free', 'печёная свёкла, козий сыр, грецкий орех, мёд, руккола, оливковое масло', 'roast beetroot, goat cheese, walnut, honey, rocket, olive oil'],
  // ——— hot dishes
  'Бефстроганов с пюре': [8, 9, 9, 'milk gluten', '', 'говяжья вырезка, сливки, шампиньоны, лук, пшеничная мука, картофельное пюре (картофель, молоко, сливочное масло)', 'beef tenderloin, cream, champignons, onion, wheat flour, mashed potato (potato, milk, butter)'],
  'Котлета по-киевски': [9, 13, 12, 'gluten eggs milk', '', 'куриное филе, сливочное масло с зеленью, панировка (яйцо, пшеничные сухари), картофельное пюре (картофель, молоко, сливочное масло)', 'chicken fillet, herb butter, breading (egg, wheat breadcrumbs), mashed potato (potato, milk, butter)'],
  'Пельмени домашние': [10, 11, 22, 'gluten eggs', '', `${PELMENI_RU}, фарш (говядина, свинина, лук, перец), зелень`, `${PELMENI_EN}, filling (beef, pork, onion, pepper), herbs`],
  'Вареники с картофелем': [4.5, 5, 28, 'gluten milk', '', 'тесто (пшеничная мука, вода, соль), картофель, жареный лук, сметана', 'dough (wheat flour, water, salt), potato, fried onion, sour cream'],
  'Паста карбонара': [10, 12, 25, 'gluten eggs milk', '', 'спагетти (твёрдая пшеница), гуанчале, яичный желток, пекорино романо, чёрный перец', 'spaghetti (durum wheat), guanciale, egg yolk, pecorino romano, black pepper'],
  'Паста болоньезе': [8, 7, 20, 'gluten milk celery', '', 'спагетти (твёрдая пшеница), рагу (говяжий фарш, томаты, морковь, сельдерей, лук, красное вино), пармезан', 'spaghetti (durum wheat), ragù (minced beef, tomatoes, carrot, celery, onion, red wine), parmesan'],
  'Стейк рибай': [24, 20, 0, '', 'gluten-free lactose-free', 'мраморная говядина зернового откорма, соль, чёрный перец, розмарин', 'grain-fed marbled beef, salt, black pepper, rosemary'],
  'Утиная ножка конфи': [15, 18, 6, '', 'gluten-free lactose-free', 'утиная ножка, утиный жир, печёные яблоки, брусничный соус, тимьян', 'duck leg, duck fat, baked apples, lingonberry sauce, thyme'],
  'Лосось на гриле': [20, 14, 1, 'fish eggs milk sulphites', 'gluten-free', 'филе лосося, лимон, соус беарнез (яичные желтки, сливочное масло, винный уксус, эстрагон)', 'salmon fillet, lemon, béarnaise sauce (egg yolks, butter, wine vinegar, tarragon)'],
  'Плов с бараниной': [7, 9, 20, '', 'halal gluten-free lactose-free', 'рис девзира, баранина, морковь, лук, нут, чеснок, зира, растительное масло', 'devzira rice, lamb, carrot, onion, chickpeas, garlic, cumin, vegetable oil'],
  'Куриное карри с рисом': [8, 6, 17, '', 'halal gluten-free lactose-free', 'курица, кокосовое молоко, паста карри, лук, чеснок, имбирь, перец чили, рис басмати', 'chicken, coconut milk, curry paste, onion, garlic, ginger, chili, basmati rice'],
  Голубцы: [6, 6, 8, '', 'gluten-free lactose-free', 'капустные листья, говядина, свинина, рис, морковь, лук, томатный соус', 'cabbage leaves, beef, pork, rice, carrot, onion, tomato sauce'],
  'Шашлык из свиной шеи': [16, 22, 3, 'gluten', 'lactose-free', 'свиная шея, маринад (лук, уксус, специи), маринованный лук, лаваш (пшеничная мука)', 'pork neck, marinade (onion, vinegar, spices), pickled onion, lavash (wheat flour)'],
  'Свиная рулька': [15, 18, 3, 'mustard', 'gluten-free lactose-free', 'свиная рулька, квашеная капуста, горчица, чеснок, тмин', 'pork knuckle, sauerkraut, mustard, garlic, caraway'],
  // ——— breakfast
  'Сырники со сметаной': [14, 10, 20, 'milk eggs gluten', '', 'творог, яйца, пшеничная мука, сахар, сметана, ягодный соус', 'cottage cheese, eggs, wheat flour, sugar, sour cream, berry sauce'],
  'Овсяная каша с ягодами': [3.5, 3, 17, 'gluten milk', '', 'овсяные хлопья, молоко, ягоды, мёд, сливочное масло', 'rolled oats, milk, berries, honey, butter'],
  'Омлет с ветчиной и сыром': [12, 14, 6, 'eggs milk gluten', '', 'три яйца, молоко, ветчина, сыр, сливочное масло, тост (пшеничный хлеб)', 'three eggs, milk, ham, cheese, butter, toast (wheat bread)'],
  'Яичница с беконом': [13, 18, 1.5, 'eggs', 'gluten-free lactose-free', 'два яйца, бекон, томаты, растительное масло', 'two eggs, bacon, tomatoes, vegetable oil'],
  'Блины с творогом': [10, 8, 22, 'gluten milk eggs', '', `${PANCAKES_RU}, творог, сахар, сметана`, `${PANCAKES_EN}, cottage cheese, sugar, sour cream`],
  'Блины с красной икрой': [10, 12, 22, 'gluten milk eggs fish', '', `${PANCAKES_RU}, икра лосося, сливочное масло`, `${PANCAKES_EN}, salmon roe, butter`],
  'Яйца Бенедикт с лососем': [11, 14, 12, 'gluten eggs milk fish', '', 'бриошь (пшеничная мука, яйца, сливочное масло), яйца пашот, слабосолёный лосось, соус голландез (желтки, сливочное масло, лимон)', 'brioche (wheat flour, eggs, butter), poached eggs, lightly salted salmon, hollandaise (yolks, butter, lemon)'],
  'Круассан с ветчиной': [11, 20, 27, 'gluten milk eggs', '', 'слоёный круассан (пшеничная мука, сливочное масло, яйцо), ветчина, сыр, салат', 'croissant (wheat flour, butter, egg), ham, cheese, lettuce'],
  'Гранола с йогуртом': [6, 7, 22, 'gluten milk nuts', '', 'гранола (овсяные хлопья, мёд, миндаль, фундук), греческий йогурт, ягоды', 'granola (oats, honey, almonds, hazelnuts), Greek yoghurt, berries'],
  'Вафли с кленовым сиропом': [6, 14, 38, 'gluten milk eggs', '', 'бельгийские вафли (пшеничная мука, молоко, яйца, сливочное масло, сахар), кленовый сироп, взбитые сливки', 'Belgian waffles (wheat flour, milk, eggs, butter, sugar), maple syrup, whipped cream'],
  // ——— starters
  'Картофель фри': [3.4, 15, 41, '', 'vegan gluten-free lactose-free', 'картофель, подсолнечное масло для фритюра, соль', 'potatoes, sunflower frying oil, salt'],
  'Картофель по-деревенски': [3, 9, 30, '', 'vegan gluten-free lactose-free', 'картофель, растительное масло, чеснок, паприка, соль', 'potatoes, vegetable oil, garlic, paprika, salt'],
  'Куриные наггетсы': [15, 16, 16, 'gluten eggs', 'lactose-free', 'куриное филе, панировка (пшеничные сухари, яйцо), растительное масло для фритюра', 'chicken fillet, breading (wheat breadcrumbs, egg), vegetable frying oil', { weight: 180 }],
  'Креветки темпура': [12, 12, 22, 'crustaceans gluten eggs', 'lactose-free', 'тигровые креветки, кляр темпура (пшеничная мука, яйцо), соус свит чили', 'tiger prawns, tempura batter (wheat flour, egg), sweet chili sauce', { weight: 150 }],
  'Сырные палочки': [14, 18, 20, 'milk gluten eggs', '', 'моцарелла, панировка (пшеничные сухари, яйцо), соус маринара', 'mozzarella, breading (wheat breadcrumbs, egg), marinara sauce', { weight: 170 }],
  'Луковые кольца': [4, 15, 33, 'gluten', 'vegan lactose-free', 'лук, пивной кляр (пшеничная мука, пиво), растительное масло для фритюра', 'onion, beer batter (wheat flour, beer), vegetable frying oil'],
  'Гёдза с курицей': [9, 7, 24, 'gluten soy sesame', 'lactose-free', 'тесто (пшеничная мука), курица, капуста, имбирь, соус понзу (соевый соус), кунжутное масло', 'dough (wheat flour), chicken, cabbage, ginger, ponzu sauce (soy sauce), sesame oil', { weight: 150 }],
  // sold by the piece without a stated weight: per 100 g only, no per-portion figure
  'Крылья баффало': [17, 16, 3, 'milk celery', 'gluten-free', 'куриные крылья, острый соус баффало (перец чили, сливочное масло, уксус), соус блю чиз (майонез на сливках, голубой сыр), сельдерей', 'chicken wings, buffalo hot sauce (chili, butter, vinegar), blue cheese dip (cream, blue cheese), celery sticks'],
  // ——— desserts
  'Чизкейк Нью-Йорк': [6, 22, 26, 'milk eggs gluten', 'vegetarian', 'сливочный сыр, сахар, яйца, сливки, песочная основа (пшеничное печенье, сливочное масло), ягодный соус', 'cream cheese, sugar, eggs, cream, biscuit base (wheat biscuits, butter), berry sauce'],
  Медовик: [5, 18, 46, 'gluten milk eggs', 'vegetarian', 'медовые коржи (пшеничная мука, мёд, яйца, сахар, сливочное масло), сметанный крем', 'honey layers (wheat flour, honey, eggs, sugar, butter), sour cream frosting'],
  Наполеон: [5, 20, 40, 'gluten milk eggs', 'vegetarian', 'слоёные коржи (пшеничная мука, сливочное масло), заварной крем (молоко, яйца, сахар)', 'puff pastry layers (wheat flour, butter), custard (milk, eggs, sugar)'],
  Тирамису: [5, 20, 28, 'milk eggs gluten', 'vegetarian', 'маскарпоне, яйца, сахар, печенье савоярди (пшеничная мука, яйца), эспрессо, какао', 'mascarpone, eggs, sugar, savoiardi (wheat flour, eggs), espresso, cocoa'],
  'Шоколадный фондан': [6, 20, 36, 'gluten milk eggs', 'vegetarian', 'тёмный шоколад, сливочное масло, яйца, сахар, пшеничная мука, пломбир', 'dark chocolate, butter, eggs, sugar, wheat flour, vanilla ice cream'],
  'Панна-котта': [3, 18, 18, 'milk', 'gluten-free', 'сливки, сахар, ваниль, желатин, соус из маракуйи', 'cream, sugar, vanilla, gelatine, passion fruit sauce'],
  Пломбир: [3.5, 15, 22, 'milk', 'vegetarian gluten-free', 'сливки, молоко, сахар, ваниль, какао, клубничное пюре', 'cream, milk, sugar, vanilla, cocoa, strawberry purée'],
  Эклер: [5, 17, 34, 'gluten milk eggs', 'vegetarian', 'заварное тесто (пшеничная мука, яйца, сливочное масло), ванильный крем, шоколадная глазурь', 'choux pastry (wheat flour, eggs, butter), vanilla cream, chocolate glaze'],
  'Морковный торт': [5, 20, 40, 'gluten milk eggs nuts', 'vegetarian', 'морковь, пшеничная мука, яйца, сахар, грецкий орех, корица, крем из сливочного сыра', 'carrot, wheat flour, eggs, sugar, walnut, cinnamon, cream cheese frosting'],
  'Пирожок с вишней': [5, 8, 45, 'gluten milk eggs', 'vegetarian', ...pie('вишня, сахар', 'cherries, sugar')],
  Пончик: [5.5, 20, 48, 'gluten milk eggs', 'vegetarian', 'дрожжевое тесто (пшеничная мука, молоко, яйца, сахар), масло для фритюра, сахарная глазурь', 'yeast dough (wheat flour, milk, eggs, sugar), frying oil, sugar glaze'],
  'Печенье с шоколадом': [5.5, 22, 62, 'gluten milk eggs soy', 'vegetarian', 'пшеничная мука, сливочное масло, тростниковый сахар, яйца, тёмный шоколад (соевый лецитин)', 'wheat flour, butter, cane sugar, eggs, dark chocolate (soy lecithin)'],
  // ——— drinks (per 100 ml)
  Капучино: [2.7, 3, 4.5, 'milk', 'vegetarian gluten-free', 'эспрессо, молоко', 'espresso, milk'],
  Латте: [2.5, 2.8, 4, 'milk', 'vegetarian gluten-free', 'эспрессо, молоко', 'espresso, milk'],
  Американо: [0.1, 0, 0, '', 'vegan gluten-free lactose-free', 'эспрессо, горячая вода', 'espresso, hot water'],
  'Раф ванильный': [2.5, 10, 10, 'milk', 'vegetarian gluten-free', 'эспрессо, сливки, ванильный сахар', 'espresso, cream, vanilla sugar'],
  'Чай чёрный': [0, 0, 0.3, '', 'vegan gluten-free lactose-free', 'чёрный чай ассам, вода', 'Assam black tea, water'],
  'Чай зелёный': [0, 0, 0.2, '', 'vegan gluten-free lactose-free', 'зелёный чай сенча, вода', 'sencha green tea, water'],
  'Морс клюквенный': [0.1, 0, 11, '', 'vegan gluten-free lactose-free', 'клюква, вода, сахар', 'cranberries, water, sugar'],
  'Апельсиновый фреш': [0.9, 0.2, 10, '', 'vegan gluten-free lactose-free', 'свежевыжатый апельсиновый сок', 'freshly squeezed orange juice'],
  'Лимонад «Тархун»': [0, 0, 9, '', 'vegan gluten-free lactose-free', 'газированная вода, эстрагон, лайм, сахарный сироп', 'sparkling water, tarragon, lime, sugar syrup'],
  'Лимонад облепиховый': [0.3, 0.8, 11, '', 'vegetarian gluten-free lactose-free', 'облепиха, апельсин, мёд, вода', 'sea buckthorn, orange, honey, water'],
  Кола: [0, 0, 10.6, '', 'vegan gluten-free lactose-free', 'газированная вода, сахар, краситель сахарный колер, ортофосфорная кислота, кофеин, ароматизаторы', 'carbonated water, sugar, caramel colour, phosphoric acid, caffeine, flavourings'],
  'Вода негазированная': [0, 0, 0, '', 'vegan gluten-free lactose-free', 'питьевая вода', 'drinking water'],
  'Вода газированная': [0, 0, 0, '', 'vegan gluten-free lactose-free', 'минеральная вода, диоксид углерода', 'mineral water, carbon dioxide'],
  'Молочный коктейль': [3.2, 4.5, 17, 'milk', 'vegetarian gluten-free', 'молоко, пломбир, сироп: ваниль, шоколад или клубника', 'milk, ice cream, syrup: vanilla, chocolate or strawberry'],
  'Бабл-ти': [1, 1.5, 16, 'milk', 'vegetarian gluten-free', 'чёрный чай, молоко, сахарный сироп, шарики тапиоки', 'black tea, milk, sugar syrup, tapioca pearls'],
  Квас: [0.2, 0, 6, 'gluten', 'vegan lactose-free', 'вода, ржаной солод, ячменный солод, сахар, дрожжи', 'water, rye malt, barley malt, sugar, yeast'],
  // ——— bar: alcohol g per 100 ml = % vol × 0.789
  'Пиво светлое': [0.5, 0, 3.5, 'gluten', 'vegan lactose-free', 'вода, ячменный солод, хмель, дрожжи', 'water, barley malt, hops, yeast', { alcohol: 3.7 }],
  'Пиво тёмное': [0.6, 0, 5, 'gluten', 'vegan lactose-free', 'вода, ячменный солод, жжёный солод, хмель, дрожжи', 'water, barley malt, roasted malt, hops, yeast', { alcohol: 4.1 }],
  'Пшеничное нефильтрованное': [0.6, 0, 4, 'gluten', 'vegan lactose-free', 'вода, пшеничный солод, ячменный солод, хмель, дрожжи', 'water, wheat malt, barley malt, hops, yeast', { alcohol: 3.9 }],
  'Сидр яблочный': [0, 0, 3, 'sulphites', 'vegan gluten-free lactose-free', 'сброженный яблочный сок, диоксид серы', 'fermented apple juice, sulphur dioxide', { alcohol: 4.3 }],
  'Вино красное сухое': [0.1, 0, 2.6, 'sulphites', 'gluten-free lactose-free', 'красное сухое вино (виноград каберне, диоксид серы)', 'dry red wine (Cabernet grapes, sulphur dioxide)', { alcohol: 10.3 }],
  'Вино белое сухое': [0.1, 0, 2.6, 'sulphites', 'gluten-free lactose-free', 'белое сухое вино (виноград шардоне, диоксид серы)', 'dry white wine (Chardonnay grapes, sulphur dioxide)', { alcohol: 9.5 }],
  'Игристое брют': [0.1, 0, 1.5, 'sulphites', 'gluten-free lactose-free', 'игристое вино брют (виноград, диоксид серы)', 'brut sparkling wine (grapes, sulphur dioxide)', { alcohol: 9.1 }],
  'Апероль шприц': [0, 0, 8, 'sulphites', 'gluten-free lactose-free', 'Апероль, просекко (диоксид серы), содовая, апельсин', 'Aperol, prosecco (sulphur dioxide), soda, orange', { alcohol: 6.3 }],
  Глинтвейн: [0.1, 0, 12, 'sulphites', 'gluten-free lactose-free', 'красное вино (диоксид серы), апельсин, сахар, корица, гвоздика, бадьян', 'red wine (sulphur dioxide), orange, sugar, cinnamon, cloves, star anise', { alcohol: 7.1 }],
  'Саке горячее': [0.5, 0, 5, '', 'vegan gluten-free lactose-free', 'саке (рис, вода, рисовый солод кодзи)', 'sake (rice, water, koji)', { alcohol: 11.8 }],
  // ——— business lunch
  'Ланч «Классика»': [5, 5.5, 10, 'gluten milk eggs', '', 'борщ со сметаной, котлета по-киевски с картофельным пюре, клюквенный морс', 'borscht with sour cream, chicken Kiev with mashed potato, cranberry mors'],
  'Ланч «Лёгкий»': [4, 6, 6, 'gluten milk eggs fish mustard celery', '', 'крем-суп из шампиньонов, салат цезарь с курицей, чай', 'cream of mushroom soup, chicken Caesar salad, tea'],
  'Ланч «Сытный»': [5.5, 5.5, 11, 'gluten milk celery', '', 'солянка мясная, паста болоньезе, овощной салат, клюквенный морс', 'meat solyanka, spaghetti bolognese, vegetable salad, cranberry mors'],
  // ——— extras without a group
  'Соус сырный': [4, 20, 6, 'milk eggs', 'vegetarian gluten-free', 'плавленый сыр, сливки, майонез (яйцо), специи', 'processed cheese, cream, mayonnaise (egg), spices'],
  'Соус кисло-сладкий': [0.3, 0.1, 38, '', 'vegan gluten-free lactose-free', 'сахар, вода, уксус, томатная паста, ананасовый сок, крахмал', 'sugar, water, vinegar, tomato paste, pineapple juice, starch'],
  'Соус барбекю': [1, 0.5, 35, 'mustard', 'vegan gluten-free lactose-free', 'томаты, сахар, уксус, горчица, копчёная паприка, чеснок', 'tomatoes, sugar, vinegar, mustard, smoked paprika, garlic'],
  'Хлеб бородинский': [6.8, 1.3, 41, 'gluten', 'vegan lactose-free', 'ржаная мука, пшеничная мука, ржаной солод, патока, кориандр, соль', 'rye flour, wheat flour, rye malt, molasses, coriander, salt', { weight: 60 }],
  // ——— Северная Кухня: pelmeni and vareniki
  'Пельмени сибирские': [11, 12, 24, 'gluten eggs', '', `${PELMENI_RU}, фарш (говядина, свинина, лук, чёрный перец)`, `${PELMENI_EN}, filling (beef, pork, onion, black pepper)`],
  'Пельмени с олениной': [12, 9, 24, 'gluten eggs', '', `${PELMENI_RU}, фарш (оленина, лук, можжевельник)`, `${PELMENI_EN}, filling (venison, onion, juniper)`],
  'Пельмени с сёмгой': [10, 10, 24, 'gluten eggs fish milk', '', `${PELMENI_RU}, сёмга, сливочный соус, укроп`, `${PELMENI_EN}, salmon, cream sauce, dill`],
  'Пельмени с судаком': [11, 8, 24, 'gluten eggs fish milk', '', `${PELMENI_RU}, судак, щучья икра, сливочное масло, лук`, `${PELMENI_EN}, zander, pike roe, butter, onion`],
  'Вареники с картофелем и грибами': [4.5, 5, 27, 'gluten', 'vegan lactose-free', 'тесто (пшеничная мука, вода, соль), картофель, лисички, жареный лук, подсолнечное масло', 'dough (wheat flour, water, salt), potato, chanterelles, fried onion, sunflower oil'],
  'Вареники с вишней': [5, 4, 38, 'gluten milk', '', 'тесто (пшеничная мука, вода, соль), вишня, сахар, сметана, сахарная пудра', 'dough (wheat flour, water, salt), cherries, sugar, sour cream, icing sugar'],
  'Манты с бараниной': [9, 13, 20, 'gluten', 'halal lactose-free', 'тесто (пшеничная мука, вода, соль), рубленая баранина, лук, курдючный жир, зира', 'dough (wheat flour, water, salt), chopped lamb, onion, tail fat, cumin', { weight: 300 }],
  'Уха по-поморски': [6, 2.5, 4, 'fish celery', 'gluten-free lactose-free', 'рыбный бульон, треска, сёмга, палтус, картофель, лук, корень сельдерея, укроп', 'fish broth, cod, salmon, halibut, potato, onion, celeriac, dill'],
  'Щи суточные': [3, 3, 4, 'celery', 'gluten-free lactose-free', 'говяжий бульон, квашеная капуста, говядина, морковь, лук, корень сельдерея, лавровый лист', 'beef broth, sauerkraut, beef, carrot, onion, celeriac, bay leaf'],
  'Грибной суп с перловкой': [2, 3, 7, 'gluten milk', '', 'грибной бульон, белые грибы, перловая крупа, картофель, лук, морковь, сметана', 'mushroom broth, porcini, pearl barley, potato, onion, carrot, sour cream'],
  'Борщ с пампушками': [3.5, 3.5, 7, 'gluten milk', '', 'говяжий бульон, свёкла, капуста, картофель, говядина, сметана, пампушки (пшеничная мука, чеснок)', 'beef broth, beetroot, cabbage, potato, beef, sour cream, garlic buns (wheat flour, garlic)'],
  'Окрошка на квасе': [3.5, 3, 5, 'gluten eggs mustard', 'lactose-free', 'хлебный квас (ржаной солод), огурцы, редис, картофель, яйцо, отварная говядина, зелень, горчица', 'bread kvass (rye malt), cucumbers, radish, potato, egg, boiled beef, herbs, mustard'],
  Рассольник: [3, 2.5, 5, 'gluten celery', 'lactose-free', 'говяжий бульон, перловая крупа, солёные огурцы, говяжьи почки, картофель, морковь, корень сельдерея', 'beef broth, pearl barley, pickled cucumbers, beef kidneys, potato, carrot, celeriac'],
  'Корюшка жареная': [17, 14, 8, 'fish gluten', 'lactose-free', 'невская корюшка, пшеничная мука, подсолнечное масло, лимон, ржаной хлеб', 'Neva smelt, wheat flour, sunflower oil, lemon, rye bread'],
  'Треска запечённая': [10, 6, 8, 'fish milk', 'gluten-free', 'треска, картофель, сливочный соус (сливки, сыр), укроп', 'cod, potato, cream sauce (cream, cheese), dill'],
  'Сёмга на гриле': [20, 13, 3, 'fish', 'gluten-free lactose-free', 'филе сёмги, брусничный соус, лимон', 'salmon fillet, lingonberry sauce, lemon'],
  'Строганина из муксуна': [19, 7.5, 0, 'fish', 'gluten-free lactose-free', 'мороженый муксун, соль, чёрный перец', 'frozen muksun whitefish, salt, black pepper'],
  'Оленина с брусникой': [14, 4, 9, '', 'gluten-free lactose-free', 'вырезка оленя, брусничный соус, печёные корнеплоды (морковь, пастернак, свёкла), растительное масло', 'venison loin, lingonberry sauce, roast root vegetables (carrot, parsnip, beetroot), vegetable oil'],
  'Котлеты из щуки': [9, 7, 10, 'fish gluten eggs milk mustard', '', 'щука, белый хлеб (пшеничная мука), яйцо, лук, картофельное пюре (молоко, сливочное масло), соус тартар (майонез, горчица)', 'pike, white bread (wheat flour), egg, onion, mashed potato (milk, butter), tartar sauce (mayonnaise, mustard)'],
  'Жаркое в горшочке': [8, 8, 8, '', 'gluten-free lactose-free', 'говядина, картофель, шампиньоны, лук, морковь, лавровый лист', 'beef, potato, champignons, onion, carrot, bay leaf'],
  'Куриные котлеты': [10, 7, 14, 'gluten eggs milk', '', 'куриный фарш, белый хлеб (пшеничная мука), молоко, яйцо, лук, гречка с грибами', 'minced chicken, white bread (wheat flour), milk, egg, onion, buckwheat with mushrooms'],
  'Калитка с картофелем': [5, 8, 30, 'gluten milk eggs', '', 'ржаное тесто (ржаная мука, вода, соль), картофельное пюре (молоко, сливочное масло, яйцо)', 'rye dough (rye flour, water, salt), mashed potato (milk, butter, egg)'],
  'Пирог с капустой': [6, 9, 30, 'gluten milk eggs', '', ...pie('тушёная капуста, лук, яйцо', 'braised cabbage, onion, egg')],
  'Кулебяка с сёмгой': [9, 11, 27, 'gluten milk eggs fish', '', ...pie('сёмга, рис, яйцо, укроп', 'salmon, rice, egg, dill')],
  'Пирог с брусникой': [4.5, 13, 45, 'gluten milk eggs', 'vegetarian', 'песочное тесто (пшеничная мука, сливочное масло, яйца, сахар), брусника, сахар', 'shortcrust (wheat flour, butter, eggs, sugar), lingonberries, sugar'],
  'Блины со сметаной': [6, 12, 26, 'gluten milk eggs', '', `${PANCAKES_RU}, сметана`, `${PANCAKES_EN}, sour cream`],
  'Блины с сёмгой': [10, 12, 20, 'gluten milk eggs fish', '', `${PANCAKES_RU}, слабосолёная сёмга, сливочный сыр`, `${PANCAKES_EN}, lightly salted salmon, cream cheese`],
  'Блины с морошкой': [5, 7, 42, 'gluten milk eggs', 'vegetarian', `${PANCAKES_RU}, варенье из морошки`, `${PANCAKES_EN}, cloudberry jam`],
  'Винегрет с сельдью': [5, 8, 8, 'fish', 'gluten-free lactose-free', 'свёкла, картофель, морковь, солёные огурцы, балтийская сельдь, подсолнечное масло', 'beetroot, potato, carrot, pickled cucumbers, Baltic herring, sunflower oil'],
  'Салат с копчёной треской': [9, 9, 7, 'fish eggs mustard', 'gluten-free lactose-free', 'треска горячего копчения, картофель, яйцо, красный лук, майонез (яйцо, горчица)', 'hot-smoked cod, potato, egg, red onion, mayonnaise (egg, mustard)'],
  'Грузди со сметаной': [2.5, 6, 3, 'milk', 'gluten-free', 'солёные грузди, лук, сметана', 'salted milk-cap mushrooms, onion, sour cream'],
  'Квашеная капуста': [1.5, 3, 5, '', 'vegan gluten-free lactose-free', 'квашеная капуста, клюква, лук, подсолнечное масло', 'sauerkraut, cranberries, onion, sunflower oil'],
  'Салат из печёных овощей': [3, 7, 11, '', 'vegetarian vegan gluten-free lactose-free', 'печёные свёкла, морковь и тыква, подсолнечные семечки, оливковое масло, зелень', 'roast beetroot, carrot and pumpkin, sunflower seeds, olive oil, herbs'],
  'Сало с чесноком': [3, 70, 8, 'gluten', 'lactose-free', 'солёное свиное сало, чеснок, чёрный перец, ржаные гренки', 'salted pork fat, garlic, black pepper, rye croutons'],
  'Морс брусничный': [0.1, 0, 11, '', 'vegan gluten-free lactose-free', 'брусника, вода, сахар', 'lingonberries, water, sugar'],
  'Морс из морошки': [0.1, 0, 10, '', 'vegan gluten-free lactose-free', 'морошка, вода, сахар', 'cloudberries, water, sugar'],
  'Квас ржаной': [0.2, 0, 6, 'gluten', 'vegan lactose-free', 'вода, ржаной солод, ржаные сухари, сахар, дрожжи', 'water, rye malt, rye rusks, sugar, yeast'],
  Сбитень: [0.1, 0, 18, '', 'vegetarian gluten-free lactose-free', 'вода, мёд, корица, гвоздика, имбирь, мята', 'water, honey, cinnamon, cloves, ginger, mint'],
  'Иван-чай': [0, 0, 0.2, '', 'vegan gluten-free lactose-free', 'ферментированный кипрей, вода', 'fermented fireweed, water'],
  'Чай с чабрецом': [0, 0, 0.3, '', 'vegan gluten-free lactose-free', 'чёрный чай, чабрец, вода', 'black tea, thyme, water'],
  'Кофе чёрный': [0.2, 0, 0, '', 'vegan gluten-free lactose-free', 'молотый кофе, вода', 'ground coffee, water'],
  'Вода минеральная': [0, 0, 0, '', 'vegan gluten-free lactose-free', 'минеральная вода, диоксид углерода', 'mineral water, carbon dioxide'],
  Сметанник: [5, 17, 42, 'gluten milk eggs', 'vegetarian', 'бисквит на сметане (пшеничная мука, сметана, яйца, сахар), сметанный крем', 'sour cream sponge (wheat flour, sour cream, eggs, sugar), sour cream frosting'],
  'Творожная запеканка': [12, 6, 25, 'milk eggs gluten', 'vegetarian', 'творог, яйца, манная крупа, сахар, сгущённое молоко', 'cottage cheese, eggs, semolina, sugar, condensed milk'],
  'Мороженое с морошкой': [3, 12, 30, 'milk', 'vegetarian gluten-free', 'пломбир (сливки, молоко, сахар), варенье из морошки', 'ice cream (cream, milk, sugar), cloudberry jam'],
  Пышки: [6, 15, 50, 'gluten milk eggs', 'vegetarian', 'дрожжевое тесто (пшеничная мука, молоко, яйца), масло для фритюра, сахарная пудра', 'yeast dough (wheat flour, milk, eggs), frying oil, icing sugar', { weight: 120 }],
};

/** What one of a modifier option adds to a portion: [proteins, fats, carbohydrates, allergens], by group and ru name. */
// A pizza's larger sizes add the extra area at a pizza's average 11/10/27 g per 100 g: 30 cm is
// 1.44× the 25 cm's area (+185 g), 35 cm 1.96× (+400 g). A required side adds its 150 g portion.
export const MODIFIER_FACTS: Partial<Record<ModifierKey, Record<string, [number, number, number, string]>>> = {
  pizzaSize: { '30 см': [20.4, 18.5, 50, ''], '35 см': [44, 40, 108, ''] },
  pizzaDough: { 'С сырным бортом': [9, 10, 12, 'milk'] },
  pizzaExtras: {
    Моцарелла: [9, 7.5, 1, 'milk'],
    Пепперони: [6, 12, 0.5, ''],
    Бекон: [4, 12, 0, ''],
    Шампиньоны: [1.7, 0.2, 1.3, ''],
    Халапеньо: [0.2, 0.1, 1.3, ''],
    Оливки: [0.2, 2.2, 0.8, ''],
  },
  burgerExtras: {
    Чеддер: [5, 6.6, 0.3, 'milk'],
    Бекон: [3.5, 10, 0, ''],
    'Говяжья котлета': [20, 20, 0, ''],
    Яйцо: [6.5, 7, 0.4, 'eggs'],
    Халапеньо: [0.1, 0.1, 1, ''],
  },
  rollExtras: {
    'Соевый соус': [1.8, 0, 1.5, 'soy gluten'],
    Имбирь: [0.1, 0, 2.5, ''],
    Васаби: [0.2, 0.3, 1.5, ''],
    'Спайси соус': [0.5, 18, 1.5, 'eggs'],
    'Соус унаги': [0.7, 0, 12, 'soy gluten'],
  },
  coffeeMilk: { Овсяное: [0.3, 0.5, 2, 'gluten'], Кокосовое: [0.2, 1.5, 0.5, ''], Безлактозное: [0, 0, 0, 'milk'] },
  coffeeExtras: {
    'Ванильный сироп': [0, 0, 16, ''],
    'Карамельный сироп': [0, 0, 16, ''],
    'Дополнительный эспрессо': [0.1, 0.1, 0, ''],
  },
  side: {
    'Картофельное пюре': [3, 6, 22, 'milk'],
    'Рис басмати': [4, 0.5, 42, ''],
    'Овощи гриль': [2, 5, 8, ''],
    'Картофель по-деревенски': [4, 9, 35, ''],
  },
  pelmeniServing: {
    'Со сметаной': [1.4, 10, 1.6, 'milk'],
    'Со сливочным маслом': [0.1, 12.3, 0.1, 'milk'],
    'В бульоне': [2, 1, 0.5, 'celery'],
  },
};

/** Space-separated ids → the known ones, in the list's order; an unknown id is a typo in this file. */
function ids<T extends string>(words: string, known: readonly T[], where: string): T[] {
  const given = words.split(' ').filter(Boolean);
  const unknown = given.filter((word) => !(known as readonly string[]).includes(word));
  if (unknown.length) throw new Error(`${where}: unknown ${unknown.join(', ')}`);
  return known.filter((id) => given.includes(id));
}

const macros = (proteins: number, fats: number, carbohydrates: number, alcohol?: number): Macros => {
  const grams = { proteins, fats, carbohydrates, ...(alcohol === undefined ? {} : { alcohol }) };
  return { kcal: Math.round(energyOfMacros({ kcal: 0, ...grams })), ...grams };
};

/**
 * A dish's nutrition, allergens, diets and ingredients as position fields, and the weight its
 * measure gets when sold by the piece. The VEGETARIAN and SPICY tags add their diet marks.
 */
export function dishFacts(
  ru: string,
  tags: readonly PositionTag[],
): { weight?: number; fields: Pick<CatalogPosition, 'nutrition' | 'allergens' | 'diets' | 'ingredients'> } {
  if (NOT_FOOD.has(ru)) return { fields: { allergens: [] } };
  const undeclared = UNDECLARED[ru];
  if (undeclared) return { fields: { ingredients: text(...undeclared) } };
  const facts = DISH_FACTS[SAME_AS[ru] ?? ru];
  if (!facts) throw new Error(`scripts/demo/nutrition.ts: no facts for «${ru}»`);
  const [proteins, fats, carbohydrates, allergens, diets, ingredientsRu, ingredientsEn, extra = {}] = facts;
  const fromTags = [tags.includes('VEGETARIAN') ? 'vegetarian' : '', tags.includes('SPICY') ? 'spicy' : ''];
  return {
    ...(extra.weight === undefined ? {} : { weight: extra.weight }),
    fields: {
      nutrition: { per100: macros(proteins, fats, carbohydrates, extra.alcohol) },
      allergens: ids(allergens, ALLERGENS, ru),
      diets: ids([diets, ...fromTags].join(' '), DIETS, ru),
      ingredients: text(ingredientsRu, ingredientsEn),
    },
  };
}

/** What one of a modifier option adds, as option fields (none for an option that adds nothing). */
export function optionFacts(key: ModifierKey, ru: string): Pick<CatalogModifierOption, 'allergens' | 'nutrition'> {
  const facts = MODIFIER_FACTS[key]?.[ru];
  if (!facts) return {};
  const [proteins, fats, carbohydrates, allergens] = facts;
  const list = ids(allergens, ALLERGENS, `${key}: ${ru}`);
  return {
    ...(list.length ? { allergens: list } : {}),
    ...(proteins + fats + carbohydrates > 0 ? { nutrition: macros(proteins, fats, carbohydrates) } : {}),
  };
}
