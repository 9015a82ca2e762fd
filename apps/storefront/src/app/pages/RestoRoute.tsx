import { useParams } from 'react-router';
import { RestoPage } from '../../features/restos/components/RestoPage';

/** restos.show (spec §2). */
export default function RestoRoute() {
  const { restoId } = useParams();
  return <RestoPage restoId={Number(restoId)} />;
}
