/** Where a token set came from (spec §3). */
export type AuthSource = 'PHONE' | 'GOOGLE' | 'APPLE' | 'VK';

/** The person's token set (spec §3). */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  vkAccessToken?: string | null;
  source: AuthSource;
}

/** One saved delivery contact of a person. */
export interface PersonDelivery {
  email?: string | null;
  personName?: string | null;
  phone?: string | null;
}

/** The signed-in person (spec §3). */
export interface PersonProfile {
  id: number;
  accountIds?: readonly (string | number)[];
  avatar?: string | null;
  deliveries?: readonly PersonDelivery[];
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  patronymic?: string | null;
  phone?: string | null;
}
