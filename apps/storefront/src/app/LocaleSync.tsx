import { baseApi, localeChanged, selectStoredLocale, TAG_TYPES } from '@tarelka/store';
import { useAppDispatch, useAppStore } from '@tarelka/store/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keeps the store in step with the interface language: the store keeps the choice (`app_locale`)
 * and asks the API in it, and what was fetched in the old language is fetched again.
 */
export function LocaleSync() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  useEffect(() => {
    if (selectStoredLocale(store.getState()) !== i18n.language) dispatch(localeChanged(i18n.language));
    const onChange = (lng: string) => {
      if (selectStoredLocale(store.getState()) === lng) return;
      dispatch(localeChanged(lng));
      dispatch(baseApi.util.invalidateTags([...TAG_TYPES]));
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, dispatch, store]);
  return null;
}
