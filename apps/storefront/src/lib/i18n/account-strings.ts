import account from '../../../locales/ru/account.json';
import { useLazyTranslation } from './lazy-strings';

/** `useTranslation()` with the account's strings (menu, orders, profile) in place; they load with those screens. */
export const useAccountTranslation = () => useLazyTranslation(account);
