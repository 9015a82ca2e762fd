import { useReorder, type ReorderSource } from '@tarelka/store/react';
import { ReorderDialog, type ReorderDialogLabels } from '@tarelka/ui';
import { useNavigate } from 'react-router';
import { appConfig } from '../../../config/tenant';
import { useAccountTranslation } from '../../../lib/i18n/account-strings';

/** "Повторить заказ" (issue 26): the order at today's prices, what changed named before the cart changes. */
export function Reorder({ order }: { order: ReorderSource }) {
  const { t, i18n } = useAccountTranslation();
  const navigate = useNavigate();
  const labels = t('account.reorder', { returnObjects: true }) as ReorderDialogLabels;
  return (
    <ReorderDialog
      {...useReorder(order, () => void navigate('/cart'))}
      currency={appConfig.currency}
      locale={i18n.language}
      labels={{ ...labels, problem: (problem) => t(`account.reorder.problem.${problem.kind}`, problem) }}
    />
  );
}
