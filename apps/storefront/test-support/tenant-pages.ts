/** `virtual:tenant-pages` in tests: pages with hostile content, to prove it is shown as text. */
const pages: Record<string, Record<string, string> | undefined> = {
  dostavka: {
    ru: '# Доставка\n\nВозим **быстро**.\n\n- Москва\n- Тверь\n\n1. Выберите блюда.\n2. Оформите заказ.\n\n<script>window.__pwned = true</script>\n\n[Позвонить](tel:+74950000000) [злая ссылка](javascript:alert(1))',
    en: '# Delivery\n\nWe deliver fast.\n\n| Zone | Delivery |\n|---|---|\n| Centre | free |',
  },
  'informaciya-dlya-klientov': {
    ru: '# Информация для клиентов\n\n### Как сделать заказ\n\nВыберите блюда.\n\n#### Оплата картой\n\nОнлайн или курьеру.',
  },
};
export default pages;
