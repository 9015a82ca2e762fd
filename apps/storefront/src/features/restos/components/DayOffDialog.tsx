import { useState } from 'react';
import { useResto } from '../../../lib/api/hooks';
import { lazyComponent } from '../../../lib/lazy/lazy-component';
import { selectClosedForOrder, selectRestoId } from '@tarelka/store';
import { useAppSelector } from '@tarelka/store/react';
import { useServerNow } from '../../../lib/time';

// Most visits find the resto open: the dialog's code and texts load only when it is closed.
const DayOffDialogContent = lazyComponent(() => import('./DayOffDialogContent').then((m) => m.DayOffDialogContent), {
  useWhen: (props) => props.open,
});

/**
 * The day-off dialog (spec §2): when the chosen resto is closed, orders are not accepted now;
 * shown once per visit and per resto, and not once a time to order for is chosen.
 */
export function DayOffDialog() {
  const resto = useResto(useAppSelector(selectRestoId));
  const now = useServerNow();
  const [dismissed, setDismissed] = useState<number | null>(null);
  // Closed, and no time to order for chosen yet (issue 27).
  const closed = useAppSelector((state) => selectClosedForOrder(state, now));
  const r = resto.data;
  if (!r) return null;
  const open = dismissed !== r.id && closed;
  return <DayOffDialogContent open={open} resto={r} now={now} onClose={() => setDismissed(r.id)} />;
}
