import type { SocialSignInProvider } from './SocialSignInButtons';

/** The three providers of spec §2 with their Russian texts, for stories and tests. */
export const socialProviders: readonly SocialSignInProvider[] = [
  { id: 'google', label: 'Войти через Google' },
  { id: 'apple', label: 'Войти через Apple' },
  { id: 'vk', label: 'Войти через VK ID' },
];
