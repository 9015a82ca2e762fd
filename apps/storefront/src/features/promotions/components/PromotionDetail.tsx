import { Button, Image } from '@tarelka/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/Modal/Modal';
import { assetUrl, usePromotions } from '../../../lib/api/hooks';
import { selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';

/** Props of {@link PromotionDetail}. */
export interface PromotionDetailProps {
  promotionId: number;
  /** Arrived from home: shows the view-all button (spec §2). */
  fromHome: boolean;
  onClose: () => void;
}

/** The promotion detail, a top layer over home or the list (spec §2). */
export function PromotionDetail({ promotionId, fromHome, onClose }: PromotionDetailProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const promotions = usePromotions(useAppSelector(selectRestoId));
  const promotion = promotions.data?.find((p) => p.id === promotionId);
  return (
    <Modal
      open
      title={promotion?.title ?? t('promotions.headline')}
      onClose={onClose}
      maxWidth="40rem"
      testId="promotion-detail"
    >
      {promotion?.photo && (
        <Image
          src={assetUrl(promotion.photo.src)}
          width={promotion.photo.width}
          height={promotion.photo.height}
          aspectRatio="16 / 9"
          alt=""
        />
      )}
      {promotion ? (
        <p style={{ whiteSpace: 'pre-line' }}>{promotion.description}</p>
      ) : (
        <p>{promotions.isLoading ? t('app.loading') : t('promotions.empty')}</p>
      )}
      {fromHome && (
        <Button variant="secondary" onClick={() => navigate('/promotions', { replace: true })}>
          {t('promotions.viewAll')}
        </Button>
      )}
    </Modal>
  );
}
