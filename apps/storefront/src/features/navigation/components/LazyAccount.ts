import { lazyComponent } from '../../../lib/lazy/lazy-component';

/** The account menu loads only for a signed-in person: the first route stays as it was. */
export const Account = lazyComponent(() => import('../../account/components/Account').then((m) => m.Account));
