import { personApi } from '../api/person';
import { profileReceived, signedOut, tokensReceived } from '../slices/auth';
import type { AppStartListening } from './listener-types';

/**
 * After a sign-in (tokens arrive without a profile) the profile is fetched; a sign-out drops the
 * cached person data so the next person never sees it.
 */
export function registerAuthFlow(startListening: AppStartListening): void {
  startListening({
    actionCreator: tokensReceived,
    effect: async (_action, listenerApi) => {
      if (listenerApi.getState().auth.profile !== null) return;
      listenerApi.cancelActiveListeners();
      const request = listenerApi.dispatch(personApi.endpoints.getMe.initiate(undefined, { forceRefetch: true }));
      try {
        const result = await listenerApi.pause(request);
        if (result.data) listenerApi.dispatch(profileReceived(result.data));
      } finally {
        request.unsubscribe();
      }
    },
  });
  startListening({
    actionCreator: signedOut,
    effect: (_action, listenerApi) => {
      listenerApi.dispatch(personApi.util.invalidateTags(['Me', { type: 'Order', id: 'LIST' }]));
    },
  });
}
