// `@tarelka/store/react`: the store's typed React hooks (react-redux is a peer dependency).

export { useApiQuery, useAppDispatch, useAppSelector, useAppStore } from './hooks';
export {
  useCities,
  useCityZones,
  useMenuGroups,
  useMenuPositions,
  useModifiers,
  usePromotions,
  useResto,
  useRestos,
  useTimeSlots,
  type QueryView,
} from './queries';
export { useOrderTime, type OrderTime, type OrderTimeOption } from './order-time';
export { useScheduledText } from './scheduled-text';
export { useOrderHistory, type OrderHistory } from './order-history';
export { orderLines, orderProgress, useLiveOrder, type OrderProgressStep } from './order-live';
export { useRestoMenus, type MenuSection, type RestoMenu } from './resto-menus';
export { useVkOneTap, type VkIdSdk, type VkOneTap, type VkOneTapOptions, type VkOneTapWidget } from './vk-one-tap';
export { useReorder, type Reorder, type ReorderSource } from './reorder';
export { fieldErrorsOf, useProfile, useProfileForm, type ProfileField, type ProfileFormView } from './profile';
export { savedAddressesOf, type SavedAddress } from './saved-address-list';
export { useSavedAddresses, type SavedAddressesView } from './saved-addresses';
export { useSavedPlaces, type SavedPlaces } from './saved-places';
export { useAddressSaveOffer, type AddressSaveOffer } from './address-offer';
