import {
  getRestoModifiers,
  getRestoPromotions,
  getRestoTimeSlots,
  type ModifierGroup,
  type PositionTimeSlot,
  type Promotion,
} from '@tarelka/api-client';
import { baseApi, call, listTags } from './base-api';

/** Per-resto catalog data: modifiers, position time slots and promotions (spec §7). */
export const restoCatalogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRestoModifiers: build.query<ModifierGroup[], number>({
      query: (restoId) => call(getRestoModifiers, restoId),
      providesTags: (groups, _error, restoId) => [
        { type: 'Modifier', id: `resto-${restoId}` },
        ...listTags('Modifier', groups),
      ],
    }),
    /** `time` is the server time the slots are evaluated at (spec §7: the call takes the current time). */
    getPositionTimeSlots: build.query<PositionTimeSlot[], { restoId: number; time: string }>({
      query: ({ restoId, time }) => call(getRestoTimeSlots, restoId, { time }),
      providesTags: (_slots, _error, { restoId }) => [
        { type: 'TimeSlot', id: 'LIST' },
        { type: 'TimeSlot', id: `resto-${restoId}` },
      ],
    }),
    getPromotions: build.query<Promotion[], number>({
      query: (restoId) => call(getRestoPromotions, restoId),
      providesTags: (promotions, _error, restoId) => [
        { type: 'Promotion', id: `resto-${restoId}` },
        ...listTags('Promotion', promotions),
      ],
    }),
  }),
});
