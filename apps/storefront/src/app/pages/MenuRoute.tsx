import { useParams } from 'react-router';
import { MenusPage } from '../../features/menu/components/MenusPage';

/** menus.show (spec §2, mobile only; the guard sends desktop to the menus page). */
export default function MenuRoute() {
  const { menuId } = useParams();
  return <MenusPage menuId={Number(menuId)} />;
}
