import { deliveryConditionRows, type Zone } from '@tarelka/domain';
import styled from 'styled-components';
import { Modal } from '../../../components/Modal/Modal';
import { appConfig } from '../../../config/tenant';
import { useLazyTranslation } from '../../../lib/i18n/lazy-strings';
import { extraRu } from '../../../lib/i18n/locales/extra.ru';

/** Props of {@link DeliveryConditionsDialog}. */
export interface DeliveryConditionsDialogProps {
  /** Whether it is shown. */
  open: boolean;
  /** The zones whose thresholds to list. */
  zones: readonly Zone[];
  /** Closes it. */
  onClose: () => void;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.typography.weight.medium};
  }
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weight.bold};
    padding: 8px 0;
  }
`;

/** 'Условия доставки' (spec §2): per zone, order sum ranges and the delivery price and time. */
export function DeliveryConditionsDialog({ open, zones, onClose }: DeliveryConditionsDialogProps) {
  const { t, i18n } = useLazyTranslation(extraRu);
  return (
    <Modal open={open} title={t('conditions.title')} onClose={onClose} maxWidth="25rem" testId="conditions-dialog">
      {zones.map((zone) => (
        <Table key={zone.id}>
          {zones.length > 1 && <caption>{zone.name}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('conditions.orderSum')}</th>
              <th scope="col">{t('conditions.delivery')}</th>
            </tr>
          </thead>
          <tbody>
            {deliveryConditionRows(zone.thresholds, { locale: i18n.language, currency: appConfig.currency }).map(
              (row) => (
                <tr key={row.from}>
                  <td>{row.orderSumText}</td>
                  <td>{row.deliveryText}</td>
                </tr>
              ),
            )}
          </tbody>
        </Table>
      ))}
    </Modal>
  );
}
