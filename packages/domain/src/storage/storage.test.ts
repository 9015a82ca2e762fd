import { describe, expect, it } from 'vitest';
import { decideStorageReset, STORAGE_KEYS } from './storage';

describe('decideStorageReset', () => {
  const current = { appVersion: '1.3.0', whiteLabel: 'demo' };

  it('clears storage when the app version or the white-label id changed', () => {
    expect(decideStorageReset({ appVersion: '1.2.0', whiteLabel: 'demo' }, current)).toEqual({
      reset: true,
      reason: 'APP_VERSION_CHANGED',
    });
    expect(decideStorageReset({ appVersion: '1.3.0', whiteLabel: 'other' }, current)).toEqual({
      reset: true,
      reason: 'WHITE_LABEL_CHANGED',
    });
  });

  it('keeps storage when both are the same', () => {
    expect(decideStorageReset({ appVersion: '1.3.0', whiteLabel: 'demo' }, current)).toEqual({ reset: false });
  });

  it('clears on a first visit, when nothing is stored yet', () => {
    expect(decideStorageReset({ appVersion: null, whiteLabel: null }, current).reset).toBe(true);
  });

  it('names the spec keys', () => {
    expect(STORAGE_KEYS).toEqual({
      adulthoodConfirmed: 'app_adulthood_confirmed',
      cookiesConsentAccepted: 'app_cookies_consent_accepted',
      locale: 'app_locale',
      appVersion: 'app_version',
      whiteLabel: 'app_white_label',
    });
  });
});
