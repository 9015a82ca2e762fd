// The demo tenant's manifest, sitemap, canonical URLs and JSON-LD as served (e2e/reach-support.ts).
import { reachTests } from './reach-support';

reachTests({
  id: 'demo',
  name: 'Тарелка Демо',
  shortName: 'Тарелка',
  origin: 'https://demo.tarelka.ru',
  menu: '/menus/1',
  position: { path: '/menus/1/positions/1001', name: 'Маргарита', price: 549 },
});
