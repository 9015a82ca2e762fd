// The sever tenant's manifest, sitemap, canonical URLs and JSON-LD as served (e2e/reach-support.ts).
import { reachTests } from './reach-support';

reachTests({
  id: 'sever',
  name: 'Северная Кухня',
  shortName: 'Север',
  origin: 'https://severnaya-kuhnya.ru',
  menu: '/menus/11',
  position: { path: '/menus/11/positions/11001', name: 'Пельмени сибирские', price: 420 },
});
