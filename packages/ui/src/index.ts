// The public API of @tarelka/ui. Named exports only; types apart.

export { createTheme, MOBILE_FLAG_SCRIPT } from './theme/theme';
export {
  breakpoints,
  media,
  layout,
  DEFAULT_PRIMARY,
  MOBILE_AGENT,
  MOBILE_ATTRIBUTE,
  MOBILE_QUERY,
} from './theme/tokens';
export type { Branding, Theme } from './theme/theme';
export { GlobalStyle } from './theme/GlobalStyle';
export { contrastRatio } from './theme/color';
export { isMobileNow, useIsMobile, useMediaQuery, usePrefersReducedMotion, watchMobile } from './lib/hooks';
export { useScrollSpy } from './lib/use-scroll-spy';
export type { SiteLink, SiteLinkHandler } from './lib/site-link';
export { FALLBACK_IMAGE } from './Image/fallback';
export { formatRuPhone, phoneToE164 } from './TextField/phone';

export { AddressCombobox } from './AddressForm/AddressCombobox';
export type {
  AddressComboboxLabels,
  AddressComboboxProps,
  AddressSearchStatus,
  AddressSuggestion,
} from './AddressForm/AddressCombobox';
export { AddressForm } from './AddressForm/AddressForm';
export type {
  AddressFormDetails,
  AddressFormLabels,
  AddressFormProps,
  AddressFormSaved,
} from './AddressForm/AddressForm';
export { AccountMenu } from './AccountMenu/AccountMenu';
export type { AccountMenuItem, AccountMenuProps } from './AccountMenu/AccountMenu';
export { AgeGate } from './AgeGate/AgeGate';
export { AllergenList } from './AllergenList/AllergenList';
export type { AllergenListProps } from './AllergenList/AllergenList';
export type { AgeGateLabels, AgeGateProps } from './AgeGate/AgeGate';
export { AppBar } from './AppBar/AppBar';
export type { AppBarLink, AppBarLabels, AppBarProps } from './AppBar/AppBar';
export { Badge } from './Badge/Badge';
export type { BadgeProps, BadgeTone } from './Badge/Badge';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button/Button';
export { Carousel } from './Carousel/Carousel';
export type { CarouselLabels, CarouselProps } from './Carousel/Carousel';
export { CartBar } from './CartBar/CartBar';
export type { CartBarProps } from './CartBar/CartBar';
export { CartLine } from './CartLine/CartLine';
export type { CartLineData, CartLineLabels, CartLineProps } from './CartLine/CartLine';
export { CartLines } from './CartLines/CartLines';
export type { CartLinesProps } from './CartLines/CartLines';
export { CartSummary } from './CartSummary/CartSummary';
export type { CartSummaryLabels, CartSummaryLine, CartSummaryProps } from './CartSummary/CartSummary';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';
export { CheckoutPlace } from './CheckoutPlace/CheckoutPlace';
export type {
  CheckoutPlaceDetail,
  CheckoutPlaceField,
  CheckoutPlaceLabels,
  CheckoutPlaceProps,
} from './CheckoutPlace/CheckoutPlace';
export { CheckoutSummary } from './CheckoutSummary/CheckoutSummary';
export type { CheckoutSummaryLabels, CheckoutSummaryProps } from './CheckoutSummary/CheckoutSummary';
export { CityChooser } from './CityChooser/CityChooser';
export { DietMarks } from './DietMarks/DietMarks';
export type { DietMarksProps } from './DietMarks/DietMarks';
export type { CityOption, CityChooserLabels, CityChooserProps } from './CityChooser/CityChooser';
export { ConfirmPopup } from './ConfirmPopup/ConfirmPopup';
export type { ConfirmPopupLabels, ConfirmPopupProps } from './ConfirmPopup/ConfirmPopup';
export { CookieBanner } from './CookieBanner/CookieBanner';
export type { CookieBannerLabels, CookieBannerProps } from './CookieBanner/CookieBanner';
export { Counter } from './Counter/Counter';
export type { CounterLabels, CounterProps } from './Counter/Counter';
export { DayOffDialog } from './DayOffDialog/DayOffDialog';
export type { DayOffDialogLabels, DayOffDialogProps } from './DayOffDialog/DayOffDialog';
export { DeliveryConditionsTable } from './DeliveryConditionsTable/DeliveryConditionsTable';
export type {
  DeliveryConditionsRow,
  DeliveryConditionsTableLabels,
  DeliveryConditionsTableProps,
} from './DeliveryConditionsTable/DeliveryConditionsTable';
export { DeliveryHint } from './DeliveryHint/DeliveryHint';
export type { DeliveryHintLabels, DeliveryHintProps } from './DeliveryHint/DeliveryHint';
export { Divider } from './Divider/Divider';
export type { DividerProps } from './Divider/Divider';
export { Drawer } from './Drawer/Drawer';
export type { DrawerLink, DrawerProps, DrawerSection } from './Drawer/Drawer';
export { EmptyCart } from './EmptyCart/EmptyCart';
export type { EmptyCartLabels, EmptyCartProps } from './EmptyCart/EmptyCart';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState } from './ErrorState/ErrorState';
export type { ErrorStateLabels, ErrorStateProps } from './ErrorState/ErrorState';
export { Footer } from './Footer/Footer';
export type { FooterLink, FooterProps } from './Footer/Footer';
export { IconButton } from './IconButton/IconButton';
export type { IconButtonProps } from './IconButton/IconButton';
export { Image } from './Image/Image';
export type { ImageState, ImageProps } from './Image/Image';
export { Lightbox } from './Lightbox/Lightbox';
export type { LightboxState, LightboxLabels, LightboxPhoto, LightboxProps } from './Lightbox/Lightbox';
export { LocaleSwitcher } from './LocaleSwitcher/LocaleSwitcher';
export type { LocaleSwitcherProps } from './LocaleSwitcher/LocaleSwitcher';
export { LocationButton } from './LocationButton/LocationButton';
export type { LocationButtonProps } from './LocationButton/LocationButton';
export { LocationForm } from './LocationForm/LocationForm';
export type { LocationFormLabels, LocationFormProps } from './LocationForm/LocationForm';
export { FilteredOutNotice } from './FilteredOutNotice/FilteredOutNotice';
export type { FilteredOutNoticeProps } from './FilteredOutNotice/FilteredOutNotice';
export { MenuFilterButton } from './MenuFilterPanel/MenuFilterButton';
export type { MenuFilterButtonProps } from './MenuFilterPanel/MenuFilterButton';
export { MenuFilterPanel } from './MenuFilterPanel/MenuFilterPanel';
export type { MenuFilterPanelLabels, MenuFilterPanelProps } from './MenuFilterPanel/MenuFilterPanel';
export { MenuGroup } from './MenuGroup/MenuGroup';
export type { MenuGroupProps } from './MenuGroup/MenuGroup';
export { WindowedGroups } from './WindowedGroups/WindowedGroups';
export type { WindowedGroup, WindowedGroupsProps } from './WindowedGroups/WindowedGroups';
export { MenuSearchPanel } from './MenuSearchPanel/MenuSearchPanel';
export type { MenuSearchPanelLabels, MenuSearchPanelProps, MenuSearchResult } from './MenuSearchPanel/MenuSearchPanel';
export { MenuTiles } from './MenuTiles/MenuTiles';
export type { MenuTile, MenuTilesProps } from './MenuTiles/MenuTiles';
export { Modal } from './Modal/Modal';
export type { ModalProps, ModalWidth } from './Modal/Modal';
export { NavigationBar } from './NavigationBar/NavigationBar';
export type {
  NavigationBarLabels,
  NavigationBarProps,
  NavigationGroup,
  NavigationMenu,
} from './NavigationBar/NavigationBar';
export { Notice } from './Notice/Notice';
export { NutritionTable } from './NutritionTable/NutritionTable';
export type { NutritionTableLabels, NutritionTableProps } from './NutritionTable/NutritionTable';
export type { NoticeProps, NoticeTone } from './Notice/Notice';
export { OrderHistoryList } from './OrderHistoryList/OrderHistoryList';
export { OrderTimeline } from './OrderTimeline/OrderTimeline';
export type { OrderTimelineProps, OrderTimelineStep } from './OrderTimeline/OrderTimeline';
export type {
  OrderHistoryItem,
  OrderHistoryListLabels,
  OrderHistoryListProps,
} from './OrderHistoryList/OrderHistoryList';
export { ReorderDialog } from './ReorderDialog/ReorderDialog';
export type { ReorderDialogLabels, ReorderDialogProps, ReorderProblemText } from './ReorderDialog/ReorderDialog';
export { OrderAccepted } from './OrderAccepted/OrderAccepted';
export type { OrderAcceptedLabels, OrderAcceptedProps } from './OrderAccepted/OrderAccepted';
export { PageHeader } from './PageHeader/PageHeader';
export type { PageHeaderProps } from './PageHeader/PageHeader';
export { Panel } from './Panel/Panel';
export type { PanelProps, PanelTone } from './Panel/Panel';
export { PayTypeSelector } from './PayTypeSelector/PayTypeSelector';
export type { PayTypeSelectorLabels, PayTypeSelectorProps } from './PayTypeSelector/PayTypeSelector';
export { PaymentStatusPanel } from './PaymentStatusPanel/PaymentStatusPanel';
export type {
  PaymentStatusPanelLabels,
  PaymentStatusPanelProps,
  PaymentStatusPanelStatus,
} from './PaymentStatusPanel/PaymentStatusPanel';
export { PersonCount } from './PersonCount/PersonCount';
export type { PersonCountProps } from './PersonCount/PersonCount';
export { PhoneSignInForm } from './PhoneSignInForm/PhoneSignInForm';
export type { PhoneSignInFormLabels, PhoneSignInFormProps } from './PhoneSignInForm/PhoneSignInForm';
export { PickupPointList } from './PickupPointList/PickupPointList';
export type { PickupPoint, PickupPointListLabels, PickupPointListProps } from './PickupPointList/PickupPointList';
export { PlatformAppBanner } from './PlatformAppBanner/PlatformAppBanner';
export { platformOf } from './PlatformAppBanner/platform';
export type { PlatformAppBannerLabels, PlatformAppBannerProps } from './PlatformAppBanner/PlatformAppBanner';
export { PositionCard } from './PositionCard/PositionCard';
export type { PositionCardData, PositionCardLabels, PositionCardProps } from './PositionCard/PositionCard';
export { PositionDetail } from './PositionDetail/PositionDetail';
export type {
  ModifierOption,
  ModifierGroup,
  PositionDetailData,
  ChosenModifier,
  PositionDetailLabels,
  PositionDetailProps,
  PositionNutritionLabels,
  PositionPhoto,
} from './PositionDetail/PositionDetail';
export { Price } from './Price/Price';
export type { PriceProps } from './Price/Price';
export { ProgressBar } from './ProgressBar/ProgressBar';
export type { ProgressBarProps } from './ProgressBar/ProgressBar';
export { ProgressOverlay } from './ProgressOverlay/ProgressOverlay';
export type { ProgressOverlayProps } from './ProgressOverlay/ProgressOverlay';
export { PromoCodeField } from './PromoCodeField/PromoCodeField';
export type { PromoCodeFieldLabels, PromoCodeFieldProps } from './PromoCodeField/PromoCodeField';
export { PromotionCard } from './PromotionCard/PromotionCard';
export type { PromotionCardData, PromotionCardProps } from './PromotionCard/PromotionCard';
export { OrderTimeChooser } from './OrderTimeChooser/OrderTimeChooser';
export type {
  OrderTimeChoice,
  OrderTimeChooserLabels,
  OrderTimeChooserProps,
} from './OrderTimeChooser/OrderTimeChooser';
export { RadioList } from './RadioList/RadioList';
export type { RadioOption, RadioListProps } from './RadioList/RadioList';
export { RestoCard } from './RestoCard/RestoCard';
export type { RestoCardData, RestoCardLabels, RestoCardProps } from './RestoCard/RestoCard';
export { RestoDetails } from './RestoDetails/RestoDetails';
export type {
  RestoDetailsData,
  RestoDetailsLabels,
  RestoDetailsPhoto,
  RestoDetailsProps,
} from './RestoDetails/RestoDetails';
export { RichText } from './RichText/RichText';
export type { RichTextProps } from './RichText/RichText';
export { Schedule } from './Schedule/Schedule';
export type { ScheduleRow, ScheduleLabels, ScheduleProps } from './Schedule/Schedule';
export { ScrollToTop } from './ScrollToTop/ScrollToTop';
export type { ScrollToTopProps } from './ScrollToTop/ScrollToTop';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { SkipLink } from './SkipLink/SkipLink';
export type { SkipLinkProps } from './SkipLink/SkipLink';
export { Snackbar, useSnackbarQueue } from './Snackbar/Snackbar';
export { ConnectionStatus } from './ConnectionStatus/ConnectionStatus';
export type { ConnectionStatusLabels, ConnectionStatusProps } from './ConnectionStatus/ConnectionStatus';
export type { SnackbarMessage, SnackbarProps } from './Snackbar/Snackbar';
export { ProviderWidget } from './ProviderWidget/ProviderWidget';
export type { ProviderWidgetProps, ProviderWidgetState } from './ProviderWidget/ProviderWidget';
export { SocialSignInButtons } from './SocialSignInButtons/SocialSignInButtons';
export type { SocialSignInButtonsProps, SocialSignInProvider } from './SocialSignInButtons/SocialSignInButtons';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Splash } from './Splash/Splash';
export type { SplashProps } from './Splash/Splash';
export { SummaryLayout } from './SummaryLayout/SummaryLayout';
export type { SummaryLayoutProps } from './SummaryLayout/SummaryLayout';
export { Tabs } from './Tabs/Tabs';
export type { TabItem, TabsProps } from './Tabs/Tabs';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { Textarea } from './Textarea/Textarea';
export type { TextareaProps } from './Textarea/Textarea';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { ProfileForm } from './ProfileForm/ProfileForm';
export type {
  ProfileFormField,
  ProfileFormLabels,
  ProfileFormProps,
  ProfileSignInMethod,
} from './ProfileForm/ProfileForm';
export { SavedAddressList } from './SavedAddressList/SavedAddressList';
export type {
  SavedAddressItem,
  SavedAddressListLabels,
  SavedAddressListProps,
} from './SavedAddressList/SavedAddressList';
export { SaveAddressOffer } from './SaveAddressOffer/SaveAddressOffer';
export type { SaveAddressOfferLabels, SaveAddressOfferProps } from './SaveAddressOffer/SaveAddressOffer';
