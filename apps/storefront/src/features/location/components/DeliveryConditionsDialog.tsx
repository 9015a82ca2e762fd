import { deliveryConditionRows, type Zone } from '@tarelka/domain';
import { DeliveryConditionsTable } from '@tarelka/ui';
import { Modal } from '../../../components/Modal/Modal';
import { appConfig } from '../../../config/tenant';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import extraRu from '../../../../locales/ru/extra.json';

/** Props of {@link DeliveryConditionsDialog}. */
export interface DeliveryConditionsDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** The zones whose thresholds to list. */
  zones: readonly Zone[];
  /** Closes it. */
  onClose: () => void;
}

/** 'Условия доставки' (spec §2): per zone, order sum ranges and the delivery price and time. */
export function DeliveryConditionsDialog({ open, zones, onClose }: DeliveryConditionsDialogProps) {
  const { t, i18n } = useLazyTranslation(extraRu);
  const labels = {
    caption: t('conditions.title'),
    orderSum: t('conditions.orderSum'),
    delivery: t('conditions.delivery'),
    free: t('conditions.free'),
    from: t('conditions.from'),
    to: t('conditions.to'),
    minutes: (count: number) => t('conditions.minutes', { count }),
  };
  return (
    <Modal open={open} title={labels.caption} onClose={onClose} maxWidth="25rem" testId="conditions-dialog">
      {zones.map((zone) => (
        <DeliveryConditionsTable
          key={zone.id}
          rows={deliveryConditionRows(zone.thresholds)}
          currency={appConfig.currency}
          locale={i18n.language}
          showCaption={zones.length > 1}
          labels={zones.length > 1 ? { ...labels, caption: zone.name } : labels}
        />
      ))}
    </Modal>
  );
}
