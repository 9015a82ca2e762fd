import { RestosList } from '../../features/restos/components/RestosList';

/** restos.index (spec §2). */
export default function RestosRoute() {
  return <RestosList />;
}
